// Only confirmed travellers' requests are sold. A guest's request waits until the
// emailed link is followed; one reminder after 24 hours; expiry after 7 days (a clock the test moves,
// no sleep). A logged-in traveller with a verified email publishes at once, one without waits.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PENDING_REQUEST_MESSAGES as M } from '@triptender/contract/traveller-leads';
import { leads, users } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { newClientAddress, queuedEmails, request, workOutbox } from '../../../test/helpers.ts';
import { daysFromNow, marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';
import { processUnconfirmedRequests } from './unconfirmed-requests.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
const runJob = (hours: number) =>
  processUnconfirmedRequests({ db: t.ctx.db, publicUrl: t.ctx.config.publicUrl, now: later(hours) });

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
async function guestPosts(email: string, special_requests: string) {
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/v1/leads',
    remoteAddress: newClientAddress(),
    payload: trip(email, special_requests),
  });
  expect(res.statusCode, res.body).toBe(201);
  await workOutbox(t.ctx);
  const [lead] = await t.ctx.db.select().from(leads).where(eq(leads.special_requests, special_requests));
  return lead!;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const call = (s: Session | null, method: 'GET' | 'POST', url: string) =>
  request(t.ctx.app, s?.token ?? null, { method, url });
const confirm = (token: string) => call(null, 'POST', `/v1/request-confirmations/${token}/confirm`);
async function listedIds(company: Session, search: string) {
  const res = await t.mp.openLeads(company, { search });
  return (res.json().data as { id: number }[]).map((l) => l.id);
}

describe("a guest's request awaits the emailed link", () => {
  it('is invisible to companies and not buyable until the link is followed; then listed and buyable', async () => {
    const company = await t.fx.companyUser({ creditCents: 10_000 });
    const email = t.fx.email('isla');
    const lead = await guestPosts(email, 'Unconfirmed: Skye and the Cuillin');
    expect(lead).toMatchObject({ status: 'pending', went_live_at: null, mobile: '+447911123456' });
    expect(await listedIds(company, 'Unconfirmed: Skye')).toEqual([]);
    expect((await t.mp.buy(company, lead.id)).statusCode).toBe(404);

    const [mail] = await queuedEmails(t.ctx.db, email, 'confirm-request');
    expect(mail).toMatchObject({ email, has_password: false, duplicate_of_title: null });
    const res = await confirm(tokenOf(mail!.link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().set_password_token).toEqual(expect.any(String));
    expect(await listedIds(company, 'Unconfirmed: Skye')).toEqual([lead.id]);
    expect((await t.mp.buy(company, lead.id)).statusCode).toBe(201);
  });

  it('is reminded once, 24 hours on, with a fresh link that works', async () => {
    const email = t.fx.email('forgetful');
    const lead = await guestPosts(email, 'Reminded: Orkney stones');
    await runJob(23);
    expect(await queuedEmails(t.ctx.db, email, 'confirm-reminder')).toEqual([]);
    await runJob(25);
    await runJob(25);
    await runJob(48);
    const reminders = await queuedEmails(t.ctx.db, email, 'confirm-reminder');
    expect(reminders).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.confirm_reminded_at).not.toBeNull();
    expect(row!.status).toBe('pending');
    const res = await confirm(tokenOf(reminders[0]!.link));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.status).toBe('open');
  });
});

describe('a logged-in traveller', () => {
  const body = (user: Session, special_requests: string) => {
    const { first_name: _f, last_name: _l, email: _e, ...fields } = trip('ignored@example.test', special_requests);
    return { ...fields, user_id: user.user.id };
  };
  const post = (user: Session, payload: object) =>
    request(t.ctx.app, user.token, {
      method: 'POST',
      url: '/v1/client/request',
      payload,
      remoteAddress: newClientAddress(),
    });

  it('with a verified email publishes at once; without one waits for the emailed link', async () => {
    const company = await t.fx.companyUser();
    const verified = await t.fx.traveller();
    const res = await post(verified, body(verified, 'Verified: Glencoe walks'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.status).toBe('open');
    expect(await listedIds(company, 'Verified: Glencoe')).toEqual([res.json().data.id]);
    expect(await queuedEmails(t.ctx.db, verified.user.email, 'confirm-request')).toEqual([]);

    const unverified = await t.fx.traveller();
    await t.ctx.db.update(users).set({ email_verified_at: null }).where(eq(users.id, unverified.user.id));
    const waits = await post(unverified, body(unverified, 'Unverified: Speyside'));
    expect(waits.statusCode, waits.body).toBe(201);
    expect(waits.json().data.status).toBe('pending');
    expect(await listedIds(company, 'Unverified: Speyside')).toEqual([]);
    const [mail] = await queuedEmails(t.ctx.db, unverified.user.email, 'confirm-request');
    expect((await confirm(tokenOf(mail!.link))).statusCode).toBe(200);
    expect(await listedIds(company, 'Unverified: Speyside')).toEqual([waits.json().data.id]);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, unverified.user.id));
    expect(user!.email_verified_at).not.toBeNull();
  });
});

describe('an unconfirmed request expires after 7 days', () => {
  it('becomes expired: never listed, its link refused, EXPIRED for its traveller', async () => {
    const company = await t.fx.companyUser();
    const email = t.fx.email('gone');
    const lead = await guestPosts(email, 'Expired: Hebrides ferry');
    const [mail] = await queuedEmails(t.ctx.db, email, 'confirm-request');
    const token = tokenOf(mail!.link);

    await runJob(6 * 24);
    expect((await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('pending');
    await runJob(8 * 24);
    const [row] = await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ status: 'expired', went_live_at: null });
    expect(await listedIds(company, 'Expired: Hebrides')).toEqual([]);
    expect((await t.mp.buy(company, lead.id)).statusCode).toBe(404);

    // the link says so and confirms nothing
    const info = await call(null, 'GET', `/v1/request-confirmations/${token}`);
    expect(info.json().request.status).toBe('expired');
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.expired);
    expect((await t.ctx.db.select().from(leads).where(eq(leads.id, lead.id)))[0]!.status).toBe('expired');
  });

  it('leaves confirmed and deleted requests alone', async () => {
    const owner = await t.fx.traveller();
    const open = await t.fx.lead(owner.user.id, { created_at: later(-30 * 24) });
    const deleted = await t.fx.lead(owner.user.id, { status: 'pending', deleted_at: new Date() });
    await runJob(8 * 24);
    const rows = await t.ctx.db
      .select()
      .from(leads)
      .where(sql`${leads.id} in (${open.id}, ${deleted.id})`);
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'pending']);
  });
});
