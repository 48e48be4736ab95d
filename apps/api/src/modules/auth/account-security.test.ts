// Session safety (decision 021): a password change ends the user's other sessions, a reset
// ends them all, "sign out everywhere" ends every one, and the idle and absolute lifetimes (admin
// settings) end a session on its next request. Time travels by moving the session rows back.
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@triptender/contract/account';
import { SETTINGS_MESSAGES } from '@triptender/contract/settings';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import { type As, describe, expect, expectFieldErrors, it, newClientAddress } from '../../../test/harness.ts';

const me = (as: As, token: string) => as(token).get('/v1/me');
const login = (as: As, email: string, password: string) =>
  as(null).post('/v1/auth', { email, password }, { remoteAddress: newClientAddress() });
const changePassword = (as: As, token: string | null, payload: Record<string, unknown>) =>
  as(token).post('/v1/me/password', payload, { remoteAddress: newClientAddress() });
const revokeAll = (as: As, token: string | null) => as(token).post('/v1/me/sessions/revoke-all');
/** Moves a session's sign-in and last use this many days into the past. */
const age = (db: Db, token: string, days: { created: number; used: number }) =>
  db
    .update(sessions)
    .set({
      created_at: sql`now() - make_interval(days => ${days.created})`,
      last_used_at: sql`now() - make_interval(days => ${days.used})`,
    })
    .where(eq(sessions.token_hash, hashToken(token)));

describe('POST /v1/me/password', () => {
  it('changes the password and ends every other session, keeping this one', async ({ as, fx }) => {
    const t = await fx.traveller();
    const other = await fx.session(t.user);
    const res = await changePassword(as, t.token, { current_password: TEST_PASSWORD, password: 'a new long password' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    expect((await me(as, t.token)).statusCode).toBe(200);
    expect((await me(as, other.token)).statusCode).toBe(401);
    expect((await login(as, t.user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await login(as, t.user.email, 'a new long password')).statusCode).toBe(200);
  });

  it('answers 422 on a wrong current password and changes nothing', async ({ as, fx }) => {
    const c = await fx.companyUser();
    const other = await fx.session(c.user);
    const res = await changePassword(as, c.token, {
      current_password: 'not my password',
      password: 'a new long password',
    });
    expectFieldErrors(res, { current_password: [ACCOUNT_MESSAGES.currentWrong] });
    expect((await me(as, other.token)).statusCode).toBe(200);
    expect((await login(as, c.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('validates the body and needs a session', async ({ as, fx }) => {
    const t = await fx.traveller();
    expectFieldErrors(await changePassword(as, t.token, { password: 'short' }), {
      current_password: [ACCOUNT_MESSAGES.currentRequired],
      password: ['The password must be at least 8 characters.'],
    });
    expectFieldErrors(await changePassword(as, t.token, { current_password: TEST_PASSWORD, password: TEST_PASSWORD }), {
      password: [ACCOUNT_MESSAGES.samePassword],
    });
    expect(
      (await changePassword(as, null, { current_password: TEST_PASSWORD, password: 'x'.repeat(10) })).statusCode,
    ).toBe(401);
  });
});

describe('password reset', () => {
  it('ends every session of the user, the one that asked too', async ({ as, fx, outbox }) => {
    const t = await fx.traveller();
    const other = await fx.session(t.user);
    await as(null).post('/v1/auth/forgot', { email: t.user.email }, { remoteAddress: newClientAddress() });
    await outbox.work();
    const [mail] = await outbox.emails(t.user.email, 'password-reset');
    const token = new URL(mail!.link).searchParams.get('token')!;
    const reset = await as(null).post('/v1/auth/reset', { token, password: 'a reset password' });
    expect(reset.statusCode).toBe(200);
    expect((await me(as, t.token)).statusCode).toBe(401);
    expect((await me(as, other.token)).statusCode).toBe(401);
    expect((await me(as, reset.json().token)).statusCode).toBe(200);
  });
});

describe('POST /v1/me/sessions/revoke-all', () => {
  it("ends every session of the user and no one else's", async ({ as, fx }) => {
    const m = await fx.companyUser();
    const phone = await fx.session(m.user);
    const stranger = await fx.companyUser();
    const res = await revokeAll(as, m.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.signedOutEverywhere });
    expect((await me(as, m.token)).statusCode).toBe(401);
    expect((await me(as, phone.token)).statusCode).toBe(401);
    expect((await me(as, stranger.token)).statusCode).toBe(200);
    expect((await revokeAll(as, null)).statusCode).toBe(401);
  });
});

describe('session lifetimes', () => {
  it('ends a session idle longer than the idle lifetime, on its next request', async ({ as, fx, db }) => {
    const t = await fx.traveller();
    const recent = await fx.session(t.user);
    await age(db, t.token, { created: 20, used: 15 }); // default idle lifetime: 14 days
    await age(db, recent.token, { created: 20, used: 13 });
    expect((await me(as, t.token)).statusCode).toBe(401);
    expect((await me(as, recent.token)).statusCode).toBe(200);
  });

  it('ends a session older than the absolute lifetime however recently used', async ({ as, fx, db }) => {
    const t = await fx.traveller();
    await age(db, t.token, { created: 91, used: 0 }); // default absolute lifetime: 90 days
    expect((await me(as, t.token)).statusCode).toBe(401);
  });

  it('applies shorter lifetimes to open sessions at once, and validates them', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const t = await fx.traveller();
    await age(db, t.token, { created: 10, used: 3 });
    expect((await me(as, t.token)).statusCode).toBe(200);
    const put = (payload: Record<string, unknown>) => as(admin).put('/v1/admin/settings', payload);
    const current = (await as(admin).get('/v1/admin/settings')).json();
    expect(current).toMatchObject({ session_idle_days: 14, session_absolute_days: 90 });

    await age(db, t.token, { created: 10, used: 3 }); // the request above counted as a use
    expect((await put({ ...current, session_idle_days: 2 })).statusCode).toBe(200);
    expect((await me(as, t.token)).statusCode).toBe(401);
    expect((await me(as, admin.token)).statusCode).toBe(200);

    const t2 = await fx.traveller();
    await age(db, t2.token, { created: 10, used: 0 });
    expect((await put({ ...current, session_idle_days: 7, session_absolute_days: 7 })).statusCode).toBe(200);
    expect((await me(as, t2.token)).statusCode).toBe(401);

    expectFieldErrors(await put({ ...current, session_idle_days: 0, session_absolute_days: 366 }), {
      session_idle_days: [SETTINGS_MESSAGES.sessionIdle],
      session_absolute_days: [SETTINGS_MESSAGES.sessionAbsolute],
    });
    await put(current);
  });
});
