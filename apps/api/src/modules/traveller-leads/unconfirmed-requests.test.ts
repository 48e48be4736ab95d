// Only confirmed travellers' requests are sold. A guest's request waits until the
// emailed link is followed; one reminder after 24 hours; expiry after 7 days (a clock the test moves,
// no sleep). A logged-in traveller with a verified email publishes at once, one without waits.
import { eq, sql } from 'drizzle-orm';
import { PENDING_REQUEST_MESSAGES as M } from '@triptender/contract/traveller-leads';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { describe, expect, it, newClientAddress, queuedEmails, workOutbox, type World } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';
import { processUnconfirmedRequests } from './unconfirmed-requests.ts';

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const runJob = (db: Db, ctx: World['ctx'], hours: number) =>
  processUnconfirmedRequests({ db, publicUrl: ctx.config.publicUrl, now: later(hours) });

const trip = (email: string, special_requests: string) => ({
  country: 'scotland',
  number_of_people: 2,
  start_date: daysFromNow(60),
  number_of_night: 5,
  trip_type: 'active',
  travel_type: 'self-drive',
  flight_booked: 'yes',
  first_name: 'Isla',
  last_name: 'Munro',
  email,
  mobile: '+44 7911 123456',
  special_requests,
});

/** A guest posts; the worker stores it. The stored lead. */
async function guestPosts(as: World['as'], db: Db, ctx: World['ctx'], email: string, special_requests: string) {
  const res = await as(null).post('/v1/leads', trip(email, special_requests), { remoteAddress: newClientAddress() });
  expect(res.statusCode, res.body).toBe(201);
  await workOutbox(ctx);
  const [lead] = await db.select().from(leads).where(eq(leads.special_requests, special_requests));
  return lead!;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const call = (as: World['as'], s: Session | null, method: 'GET' | 'POST', url: string) =>
  method === 'GET' ? as(s).get(url) : as(s).post(url);
const confirm = (as: World['as'], token: string) =>
  call(as, null, 'POST', `/v1/request-confirmations/${token}/confirm`);
describe("a guest's request awaits the emailed link", () => {
  it('is invisible to companies and not buyable until the link is followed; then listed and buyable', async ({
    as,
    fx,
    mp,
    ctx,
  }) => {
    const company = await fx.companyUser({ creditCents: 10_000 });
    const email = fx.email('isla');
    const lead = await guestPosts(as, ctx.db, ctx, email, 'Unconfirmed: Skye and the Cuillin');
    expect(lead).toMatchObject({ status: 'pending', went_live_at: null, mobile: '+447911123456' });
    expect(await mp.openLeadIds(company, 'Unconfirmed: Skye')).toEqual([]);
    expect((await mp.buy(company, lead.id)).statusCode).toBe(404);

    const [mail] = await queuedEmails(ctx.db, email, 'confirm-request');
    expect(mail).toMatchObject({ email, has_password: false, duplicate_of_title: null });
    const res = await confirm(as, tokenOf(mail!.link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().set_password_token).toEqual(expect.any(String));
    expect(await mp.openLeadIds(company, 'Unconfirmed: Skye')).toEqual([lead.id]);
    expect((await mp.buy(company, lead.id)).statusCode).toBe(201);
  });

  it('is reminded once, 24 hours on, with a fresh link that works', async ({ as, fx, ctx }) => {
    const email = fx.email('forgetful');
    const lead = await guestPosts(as, ctx.db, ctx, email, 'Reminded: Orkney stones');
    await runJob(ctx.db, ctx, 23);
    expect(await queuedEmails(ctx.db, email, 'confirm-reminder')).toEqual([]);
    await runJob(ctx.db, ctx, 25);
    await runJob(ctx.db, ctx, 25);
    await runJob(ctx.db, ctx, 48);
    const reminders = await queuedEmails(ctx.db, email, 'confirm-reminder');
    expect(reminders).toHaveLength(1);
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.confirm_reminded_at).not.toBeNull();
    expect(row!.status).toBe('pending');
    const res = await confirm(as, tokenOf(reminders[0]!.link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.status).toBe('open');
  });
});

describe('a logged-in traveller', () => {
  const body = (user: Session, special_requests: string) => {
    const { first_name: _f, last_name: _l, email: _e, ...fields } = trip('ignored@example.test', special_requests);
    return { ...fields, user_id: user.user.id };
  };
  const post = (as: World['as'], user: Session, payload: object) =>
    as(user).post('/v1/client/request', payload, { remoteAddress: newClientAddress() });

  it('with a verified email publishes at once; without one waits for the emailed link', async ({ as, fx, mp, db }) => {
    const company = await fx.companyUser();
    const verified = await fx.traveller();
    const res = await post(as, verified, body(verified, 'Verified: Glencoe walks'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('open');
    expect(await mp.openLeadIds(company, 'Verified: Glencoe')).toEqual([res.json().data.id]);
    expect(await queuedEmails(db, verified.user.email, 'confirm-request')).toEqual([]);

    const unverified = await fx.traveller();
    await db.update(users).set({ email_verified_at: null }).where(eq(users.id, unverified.user.id));
    const waits = await post(as, unverified, body(unverified, 'Unverified: Speyside'));
    expect(waits.statusCode, waits.body).toBe(201);
    expect(waits.json().data.status).toBe('pending');
    expect(await mp.openLeadIds(company, 'Unverified: Speyside')).toEqual([]);
    const [mail] = await queuedEmails(db, unverified.user.email, 'confirm-request');
    expect((await confirm(as, tokenOf(mail!.link))).statusCode).toBe(200);
    expect(await mp.openLeadIds(company, 'Unverified: Speyside')).toEqual([waits.json().data.id]);
    const [user] = await db.select().from(users).where(eq(users.id, unverified.user.id));
    expect(user!.email_verified_at).not.toBeNull();
  });
});

describe('an unconfirmed request expires after 7 days', () => {
  it('becomes expired: never listed, its link refused, EXPIRED for its traveller', async ({ as, fx, mp, ctx }) => {
    const company = await fx.companyUser();
    const email = fx.email('gone');
    const lead = await guestPosts(as, ctx.db, ctx, email, 'Expired: Hebrides ferry');
    const [mail] = await queuedEmails(ctx.db, email, 'confirm-request');
    const token = tokenOf(mail!.link);

    await runJob(ctx.db, ctx, 6 * 24);
    expect((await ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('pending');
    await runJob(ctx.db, ctx, 8 * 24);
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'expired', went_live_at: null });
    expect(await mp.openLeadIds(company, 'Expired: Hebrides')).toEqual([]);
    expect((await mp.buy(company, lead.id)).statusCode).toBe(404);

    // the link says so and confirms nothing
    const info = await call(as, null, 'GET', `/v1/request-confirmations/${token}`);
    expect(info.json().request.status).toBe('expired');
    const res = await confirm(as, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.expired);
    expect((await ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('expired');
  });

  it('leaves confirmed and deleted requests alone', async ({ fx, ctx }) => {
    const owner = await fx.traveller();
    const open = await fx.lead(owner.user.id, { created_at: later(-30 * 24) });
    const deleted = await fx.lead(owner.user.id, { status: 'pending', deleted_at: new Date() });
    await runJob(ctx.db, ctx, 8 * 24);
    const rows = await ctx.db
      .select()
      .from(leads)
      .where(sql`${leads.id} in (${open.id}, ${deleted.id})`);
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'pending']);
  });
});
