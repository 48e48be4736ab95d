// A guest's request with the email of an existing account lands in that account
// only once its owner confirms it; until then no company sees, counts or buys it.
import { eq, sql } from 'drizzle-orm';
import { LINK_INVALID } from '@triptender/contract/auth';
import { PENDING_REQUEST_MESSAGES as M } from '@triptender/contract/traveller-leads';
import type { Db } from '../../db/client.ts';
import { leads, oneTimeTokens } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { describe, expect, it, newClientAddress, queuedEmails, workOutbox, type World } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

/** A guest posts a trip request from the /ireland dialog, with whatever name they like; the worker stores it. */
async function guestPosts(
  as: World['as'],
  db: Db,
  ctx: World['ctx'],
  email: string,
  special_requests: string,
  start_date = daysFromNow(60),
) {
  const res = await as(null).post(
    '/v1/leads',
    {
      country: 'ireland',
      number_of_people: 2,
      start_date,
      number_of_night: 5,
      trip_type: 'cultural',
      travel_type: 'self-drive',
      flight_booked: 'no',
      first_name: 'Mallory',
      last_name: 'Intruder',
      email,
      mobile: '+353 87 555 0199',
      special_requests,
    },
    { remoteAddress: newClientAddress() },
  );
  expect(res.statusCode, res.body).toBe(201);
  await workOutbox(ctx);
  const [lead] = await db.select().from(leads).where(eq(leads.special_requests, special_requests));
  return lead!;
}

const call = (as: World['as'], s: Session | null, method: 'GET' | 'POST', url: string) =>
  method === 'GET' ? as(s).get(url) : as(s).post(url);

/** The token of a confirm link emailed to an address (the newest, or the nth). */
async function confirmToken(db: Db, email: string, nth = -1) {
  const mails = await queuedEmails(db, email, 'confirm-request');
  return new URL(mails.at(nth)!.link).searchParams.get('token')!;
}

describe("a guest's request with an existing traveller's email (account takeover)", () => {
  it('is pending: not listed, counted, bought or quoted; its owner sees it awaiting confirmation', async ({
    as,
    fx,
    mp,
    ctx,
  }) => {
    const maeve = await fx.traveller({ first_name: 'Maeve', last_name: 'Quinn' });
    const company = await fx.companyUser({ creditCents: 10_000 });
    const admin = await fx.admin();
    const overview = async () => (await call(as, company, 'GET', `/v1/company/${company.companyId}/overview`)).json();
    const before = await overview();
    const adminBefore = (await call(as, admin, 'GET', '/v1/admin/overview')).json();

    const lead = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Takeover attempt: castles of Kerry');
    expect(lead).toMatchObject({ user_id: maeve.user.id, status: 'pending' });

    // companies: not in the marketplace, not buyable (404: it does not exist for them), not quotable
    expect(await mp.openLeadIds(company, 'Takeover attempt')).toEqual([]);
    const buy = await mp.buy(company, lead.id);
    expect(buy.statusCode).toBe(404);
    expect((await mp.quote(company, lead.id)).statusCode).toBe(404);
    const after = await overview();
    expect(after.stats.open_leads_this_week).toBe(before.stats.open_leads_this_week);
    expect(after.recent_leads.map((l: { id: number }) => l.id)).not.toContain(lead.id);

    // the admin's figures leave it out too (All Trips shows it awaiting confirmation: admin/leads.ts)
    const adminAfter = (await call(as, admin, 'GET', '/v1/admin/overview')).json();
    expect(adminAfter.figures.leads_this_week).toBe(adminBefore.figures.leads_this_week);

    // its owner: in Requests, awaiting confirmation; not in Compare Bids
    const list = await call(as, maeve, 'GET', `/v1/client/request/${maeve.user.id}`);
    expect(list.json().data).toEqual([expect.objectContaining({ id: lead.id, status: 'pending' })]);
    const detail = await call(as, maeve, 'GET', `/v1/client/requests/${lead.id}`);
    expect(detail.json()).toMatchObject({ status: 'pending', purchases_count: 0, proposals: [] });
    const bids = await call(as, maeve, 'GET', `/v1/client/bids/${maeve.user.id}`);
    expect(bids.json().trips).toEqual([]);
  });

  it('is published by the emailed link, without a login or a password; then a company can buy it', async ({
    as,
    fx,
    mp,
    ctx,
  }) => {
    const maeve = await fx.traveller();
    const company = await fx.companyUser({ creditCents: 10_000 });
    const lead = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Confirmed by link: Dingle and Slea Head');
    const token = await confirmToken(ctx.db, maeve.user.email);

    const info = await call(as, null, 'GET', `/v1/request-confirmations/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      email: maeve.user.email,
      first_name: 'Tara',
      has_password: true,
      request: { id: lead.id, status: 'pending', title: lead.title, number_of_people: 2 },
    });

    const confirmed = await call(as, null, 'POST', `/v1/request-confirmations/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().request.status).toBe('open');
    expect(await mp.openLeadIds(company, 'Confirmed by link')).toEqual([lead.id]);
    expect((await mp.buy(company, lead.id)).statusCode).toBe(201);

    // the link worked once
    const again = await call(as, null, 'POST', `/v1/request-confirmations/${token}/confirm`);
    expect(again.statusCode).toBe(422);
    expect(again.json().data).toEqual({ token: [LINK_INVALID] });
    // opened again, the link says what became of its request (the page: already confirmed), with no new token
    const reopened = await call(as, null, 'GET', `/v1/request-confirmations/${token}`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ request: { id: lead.id, status: 'open' }, set_password_token: null });
    // and not after its 7 days
    await ctx.db
      .update(oneTimeTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.lead_id, lead.id));
    expect((await call(as, null, 'GET', `/v1/request-confirmations/${token}`)).statusCode).toBe(422);
  });

  it('is discarded by the emailed link: it is gone, and was never seen', async ({ as, fx, mp, ctx }) => {
    const maeve = await fx.traveller();
    const company = await fx.companyUser();
    const lead = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Discarded by link: not mine');
    const token = await confirmToken(ctx.db, maeve.user.email);
    const res = await call(as, null, 'POST', `/v1/request-confirmations/${token}/discard`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.discardedToast });
    expect((await call(as, maeve, 'GET', `/v1/client/request/${maeve.user.id}`)).json().data).toEqual([]);
    expect((await call(as, maeve, 'GET', `/v1/client/requests/${lead.id}`)).statusCode).toBe(404);
    expect((await mp.buy(company, lead.id)).statusCode).toBe(404);
    expect((await call(as, null, 'GET', `/v1/request-confirmations/${token}`)).statusCode).toBe(422);
  });

  it('is confirmed or discarded by its owner after logging in; nobody else may', async ({ as, fx, mp, ctx }) => {
    const maeve = await fx.traveller();
    const other = await fx.traveller();
    const company = await fx.companyUser({ creditCents: 10_000 });
    const keep = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Owner confirms: Aran Islands');
    const drop = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Owner discards: somebody else');

    for (const [who, code] of [
      [other, 404],
      [company, 403],
      [null, 401],
    ] as const) {
      expect((await call(as, who, 'POST', `/v1/client/requests/${keep.id}/confirm`)).statusCode).toBe(code);
      expect((await call(as, who, 'POST', `/v1/client/requests/${drop.id}/discard`)).statusCode).toBe(code);
    }

    const confirmed = await call(as, maeve, 'POST', `/v1/client/requests/${keep.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: keep.id, status: 'open' });
    expect(await mp.openLeadIds(company, 'Owner confirms')).toEqual([keep.id]);
    expect((await call(as, maeve, 'GET', `/v1/client/bids/${maeve.user.id}`)).json().trips).toEqual([
      expect.objectContaining({ id: keep.id }),
    ]);

    const discarded = await call(as, maeve, 'POST', `/v1/client/requests/${drop.id}/discard`);
    expect(discarded.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(leads).where(eq(leads.id, drop.id));
    expect(row).toMatchObject({ deleted_by: maeve.user.id });
    expect(row!.deleted_at).not.toBeNull();

    // only a pending request can be confirmed or discarded; the open one is closed instead
    const twice = await call(as, maeve, 'POST', `/v1/client/requests/${keep.id}/confirm`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.notPending);
    expect((await call(as, maeve, 'POST', `/v1/client/requests/${keep.id}/discard`)).statusCode).toBe(409);
    // the emailed link of a request confirmed from the Requests page: nothing left to confirm
    const token = await confirmToken(ctx.db, maeve.user.email, 0);
    expect((await call(as, null, 'GET', `/v1/request-confirmations/${token}`)).json().request.status).toBe('open');
    expect((await call(as, null, 'POST', `/v1/request-confirmations/${token}/confirm`)).statusCode).toBe(409);
    // and the link of the discarded one leads nowhere
    const gone = await confirmToken(ctx.db, maeve.user.email, 1);
    expect((await call(as, null, 'GET', `/v1/request-confirmations/${gone}`)).statusCode).toBe(422);
  });

  it('can no longer be confirmed once its trip has started, and reads archived', async ({ as, fx, ctx }) => {
    const maeve = await fx.traveller();
    const lead = await guestPosts(as, ctx.db, ctx, maeve.user.email, 'Too late: started yesterday', daysFromNow(1));
    await ctx.db
      .update(leads)
      .set({ start_date: daysFromNow(-1) })
      .where(eq(leads.id, lead.id));
    const res = await call(as, maeve, 'POST', `/v1/client/requests/${lead.id}/confirm`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.tripStarted);
    expect((await call(as, maeve, 'GET', `/v1/client/requests/${lead.id}`)).json().status).toBe('archived');
  });

  it('refuses an unknown or malformed link with 422 on token', async ({ as }) => {
    for (const url of ['/v1/request-confirmations/nope', '/v1/request-confirmations/nope/confirm']) {
      const res = await call(as, null, url.endsWith('confirm') ? 'POST' : 'GET', url);
      expect(res.statusCode).toBe(422);
      expect(res.json().data).toEqual({ token: [LINK_INVALID] });
    }
  });
});
