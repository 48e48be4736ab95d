import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@triptender/contract/constants';
import { sessions, users } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import { type As, describe, expect, it } from '../../../test/harness.ts';

const login = (as: As, email: string, password: string, ip = '10.0.0.1') =>
  as(null).post('/v1/auth', { email, password }, { remoteAddress: ip });

describe('POST /v1/auth', () => {
  it('returns the user and a token that works for /v1/me', async ({ as, fx }) => {
    const { user } = await fx.companyUser();
    const res = await login(as, user.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      first_name: 'Cian',
      last_name: 'Company',
      email: user.email,
      mobile: null,
      email_verified_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      avatar_url: null,
      role: { id: 2 },
      company: { id: user.company_id },
      company_role: { id: 1, name: 'Manager' },
      locale: null,
    });
    const me = await as(body).get('/v1/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(user.id);
  });

  it('stores only a hash of the token and an argon2id hash of the password', async ({ as, fx, db }) => {
    const { user } = await fx.traveller();
    const { token } = (await login(as, user.email, TEST_PASSWORD)).json();
    const rows = await db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    const [u] = await db.select().from(users).where(eq(users.id, user.id));
    expect(u!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a wrong password, an unknown email, a disabled and a password-less user alike', async ({
    as,
    fx,
    db,
  }) => {
    const { user } = await fx.traveller();
    const { user: disabled } = await fx.traveller();
    await db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, disabled.id));
    const { user: guest } = await fx.traveller({ password: null });
    const answers = await Promise.all([
      login(as, user.email, 'wrong password', '10.0.1.1'),
      login(as, 'nobody@example.test', TEST_PASSWORD, '10.0.1.2'),
      login(as, disabled.email, TEST_PASSWORD, '10.0.1.3'),
      login(as, guest.email, '', '10.0.1.4').then(() => login(as, guest.email, 'anything-at-all', '10.0.1.4')),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: MESSAGES.invalidCredentials,
        data: { email: [MESSAGES.invalidCredentials] },
      });
    }
  });

  it('validates the body with field messages', async ({ as }) => {
    const res = await as(null).post('/v1/auth', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email field must be a valid email address.',
      data: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field is required.'],
      },
    });
    const empty = await as(null).post('/v1/auth', { email: ' ', password: '' });
    expect(empty.json().data).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('rate limits failed logins with 429 and Retry-After, even for the right password', async ({ as, fx }) => {
    const { user } = await fx.traveller();
    for (let i = 0; i < 5; i++) expect((await login(as, user.email, 'nope', '10.0.2.1')).statusCode).toBe(422);
    const blocked = await login(as, user.email, TEST_PASSWORD, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // another client is not locked out of the account
    expect((await login(as, user.email, TEST_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });
});

describe('GET /v1/me and POST /v1/auth/logout', () => {
  it('refuses a missing, malformed or unknown token with 401', async ({ as }) => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await as(null).get('/v1/me', { headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 401 before looking at the body or the path of a route that needs a session', async ({ app }) => {
    for (const [method, url] of [
      ['POST', '/v1/client/request'],
      ['POST', '/v1/purchases'],
      ['GET', '/v1/quotes/abc/versions'],
      ['POST', '/v1/chat/conversations/1/read'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('logout revokes the token', async ({ as, fx }) => {
    const { token } = await fx.admin();
    const out = await as(token).post('/v1/auth/logout');
    expect(out.statusCode).toBe(200);
    expect((await as(token).get('/v1/me')).statusCode).toBe(401);
    expect((await as(token).post('/v1/auth/logout')).statusCode).toBe(401);
  });

  it('refuses an expired session and a disabled user', async ({ as, fx, db }) => {
    const a = await fx.traveller();
    await db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(sessions.token_hash, hashToken(a.token)));
    expect((await as(a).get('/v1/me')).statusCode).toBe(401);
    const b = await fx.traveller();
    await db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, b.user.id));
    expect((await as(b).get('/v1/me')).statusCode).toBe(401);
  });
});
