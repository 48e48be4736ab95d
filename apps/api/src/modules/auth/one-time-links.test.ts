import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINK_INVALID } from '@triptender/contract/auth';
import { oneTimeTokens, sessions } from '../../db/schema.ts';
import {
  request,
  type TestContext,
  type Fixtures,
  setupTestFile,
  expectFieldErrors,
  newClientAddress,
} from '../../../test/helpers.ts';
import { hashToken } from '../../lib/tokens.ts';
import { issueOneTimeLink } from './one-time-links.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
// a client of its own per call: the route allows 10 a minute from one address
const setPassword = (token: string, password = 'a new long password') =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/auth/set-password',
    payload: { token, password },
    remoteAddress: newClientAddress(),
  });

describe('one-time links', () => {
  it('describe the link, set the password once, verify the email and log in', async () => {
    const guest = await fx.traveller({ password: null });
    const lead = await fx.lead(guest.user.id);
    const link = await issueOneTimeLink(ctx.db, {
      publicUrl: 'http://localhost:3000',
      userId: guest.user.id,
      purpose: 'claim',
      leadId: lead.id,
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=[\w-]{43}$/);

    const info = await ctx.app.inject({ method: 'GET', url: `/v1/auth/link/${tokenOf(link)}` });
    expect(info.json()).toEqual({ purpose: 'claim', email: guest.user.email, first_name: 'Tara', company_name: null });

    const res = await setPassword(tokenOf(link));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.id).toBe(guest.user.id);
    expect(body.lead_id).toBe(lead.id);
    const me = await request(ctx.app, body.token, { method: 'GET', url: '/v1/me' });
    expect(me.json().user.email_verified_at).not.toBeNull();

    // the password now works for login, and the link is spent
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth',
      payload: { email: guest.user.email, password: 'a new long password' },
    });
    expect(login.statusCode).toBe(200);
    const again = await setPassword(tokenOf(link));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: LINK_INVALID, data: { token: [LINK_INVALID] } });
  });

  it('refuses expired links, superseded links, unknown tokens and short passwords', async () => {
    const { user } = await fx.traveller();
    const first = await issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: user.id, purpose: 'reset' });
    const second = await issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: user.id, purpose: 'reset' });
    expect((await setPassword(tokenOf(first))).statusCode).toBe(422);
    expect((await setPassword('x'.repeat(43))).statusCode).toBe(422);
    const short = await setPassword(tokenOf(second), 'short');
    expectFieldErrors(short, { password: ['The password must be at least 8 characters.'] });

    await ctx.db
      .update(oneTimeTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.user_id, user.id));
    expect((await setPassword(tokenOf(second))).statusCode).toBe(422);
  });

  it('a reset ends the other sessions of the user', async () => {
    const t = await fx.traveller();
    const link = await issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'reset' });
    expect((await setPassword(tokenOf(link))).statusCode).toBe(200);
    expect((await request(ctx.app, t.token, { method: 'GET', url: '/v1/me' })).statusCode).toBe(401);
    const left = await ctx.db.select().from(sessions).where(eq(sessions.user_id, t.user.id));
    expect(left).toHaveLength(1);
  });

  // An unused claim or invite link still set a password after the owner reset it
  it('a new password link of any kind ends the unused ones: an old claim link cannot set a password', async () => {
    const guest = await fx.traveller({ password: null });
    const lead = await fx.lead(guest.user.id);
    const issue = (purpose: 'claim' | 'invite' | 'reset') =>
      issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: guest.user.id, purpose, leadId: lead.id });
    const claim = await issue('claim');
    const reset = await issue('reset');
    expectFieldErrors(await setPassword(tokenOf(claim), 'the attackers password'), { token: [LINK_INVALID] });
    expect((await setPassword(tokenOf(reset), 'the owners new password')).statusCode).toBe(200);

    const invite = await issue('invite');
    const reset2 = await issue('reset');
    expect((await setPassword(tokenOf(invite))).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/auth/link/${tokenOf(invite)}` })).statusCode).toBe(422);
    expect((await setPassword(tokenOf(reset2))).statusCode).toBe(200);
  });

  it('using any password link ends every other session and every other unused link of the user', async () => {
    const t = await fx.traveller();
    const other = await fx.session(t.user);
    const claim = await issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'claim' });
    // a second unused link, as an older release could leave behind
    const spare = await issueOneTimeLink(ctx.db, { publicUrl: 'http://x', userId: t.user.id, purpose: 'confirm' });
    await ctx.db
      .update(oneTimeTokens)
      .set({ purpose: 'invite' })
      .where(eq(oneTimeTokens.token_hash, hashToken(tokenOf(spare))));
    const used = await setPassword(tokenOf(claim));
    expect(used.statusCode).toBe(200);
    for (const token of [t.token, other.token]) {
      expect((await request(ctx.app, token, { method: 'GET', url: '/v1/me' })).statusCode).toBe(401);
    }
    expect((await request(ctx.app, used.json().token, { method: 'GET', url: '/v1/me' })).statusCode).toBe(200);
    expect((await setPassword(tokenOf(spare))).statusCode).toBe(422);
  });
});
