import { eq } from 'drizzle-orm';
import { LINK_INVALID } from '@triptender/contract/auth';
import { oneTimeTokens, sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type As, describe, expect, expectFieldErrors, it, newClientAddress } from '../../../test/harness.ts';
import { issueOneTimeLink } from './one-time-links.ts';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
// a client of its own per call: the route allows 10 a minute from one address
const setPassword = (as: As, token: string, password = 'a new long password') =>
  as(null).post('/v1/auth/set-password', { token, password }, { remoteAddress: newClientAddress() });

describe('one-time links', () => {
  it('describe the link, set the password once, verify the email and log in', async ({ as, fx, db }) => {
    const guest = await fx.traveller({ password: null });
    const lead = await fx.lead(guest.user.id);
    const link = await issueOneTimeLink(db, {
      publicUrl: 'http://localhost:3000',
      userId: guest.user.id,
      purpose: 'claim',
      leadId: lead.id,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=[\w-]{43}$/);

    const info = await as(null).get(`/v1/auth/link/${tokenOf(link)}`);
    expect(info.json()).toEqual({ purpose: 'claim', email: guest.user.email, first_name: 'Tara', company_name: null });

    const res = await setPassword(as, tokenOf(link));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(guest.user.id);
    expect(body.lead_id).toBe(lead.id);
    const me = await as(body).get('/v1/me');
    expect(me.json().user.email_verified_at).not.toBeNull();

    // the password now works for login, and the link is spent
    const login = await as(null).post('/v1/auth', { email: guest.user.email, password: 'a new long password' });
    expect(login.statusCode).toBe(200);
    const again = await setPassword(as, tokenOf(link));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: LINK_INVALID, data: { token: [LINK_INVALID] } });
  });

  it('refuses expired links, superseded links, unknown tokens and short passwords', async ({ as, fx, db }) => {
    const { user } = await fx.traveller();
    const first = await issueOneTimeLink(db, { publicUrl: 'http://x', userId: user.id, purpose: 'reset' });
    const second = await issueOneTimeLink(db, { publicUrl: 'http://x', userId: user.id, purpose: 'reset' });
    expect((await setPassword(as, tokenOf(first))).statusCode).toBe(422);
    expect((await setPassword(as, 'x'.repeat(43))).statusCode).toBe(422);
    const short = await setPassword(as, tokenOf(second), 'short');
    expectFieldErrors(short, { password: ['The password must be at least 8 characters.'] });

    await db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.user_id, user.id));
    expect((await setPassword(as, tokenOf(second))).statusCode).toBe(422);
  });

  it('a reset ends the other sessions of the user', async ({ as, fx, db }) => {
    const t = await fx.traveller();
    const link = await issueOneTimeLink(db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'reset' });
    expect((await setPassword(as, tokenOf(link))).statusCode).toBe(200);
    expect((await as(t).get('/v1/me')).statusCode).toBe(401);
    const left = await db.select().from(sessions).where(eq(sessions.user_id, t.user.id));
    expect(left).toHaveLength(1);
  });

  // An unused claim or invite link still set a password after the owner reset it
  it('a new password link of any kind ends the unused ones: an old claim link cannot set a password', async ({
    as,
    fx,
    db,
  }) => {
    const guest = await fx.traveller({ password: null });
    const lead = await fx.lead(guest.user.id);
    const issue = (purpose: 'claim' | 'invite' | 'reset') =>
      issueOneTimeLink(db, { publicUrl: 'http://x', userId: guest.user.id, purpose, leadId: lead.id });
    const claim = await issue('claim');
    const reset = await issue('reset');
    expectFieldErrors(await setPassword(as, tokenOf(claim), 'the attackers password'), { token: [LINK_INVALID] });
    expect((await setPassword(as, tokenOf(reset), 'the owners new password')).statusCode).toBe(200);

    const invite = await issue('invite');
    const reset2 = await issue('reset');
    expect((await setPassword(as, tokenOf(invite))).statusCode).toBe(422);
    expect((await as(null).get(`/v1/auth/link/${tokenOf(invite)}`)).statusCode).toBe(422);
    expect((await setPassword(as, tokenOf(reset2))).statusCode).toBe(200);
  });

  it('using any password link ends every other session and every other unused link of the user', async ({
    as,
    fx,
    db,
  }) => {
    const t = await fx.traveller();
    const other = await fx.session(t.user);
    const claim = await issueOneTimeLink(db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'claim' });
    // a second unused link, as an older release could leave behind
    const spare = await issueOneTimeLink(db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'confirm' });
    await db
      .update(oneTimeTokens)
      .set({ purpose: 'invite' })
      .where(eq(oneTimeTokens.token_hash, hashToken(tokenOf(spare))));
    const used = await setPassword(as, tokenOf(claim));
    expect(used.statusCode).toBe(200);
    for (const token of [t.token, other.token]) {
      expect((await as(token).get('/v1/me')).statusCode).toBe(401);
    }
    expect((await as(used.json().token).get('/v1/me')).statusCode).toBe(200);
    expect((await setPassword(as, tokenOf(spare))).statusCode).toBe(422);
  });
});
