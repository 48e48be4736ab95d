// Over 300 lines: the admin's overview, settings, contact messages, outbox and audit endpoints, sharing one admin session.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@triptender/contract/constants';
import { SETTINGS_MESSAGES } from '@triptender/contract/settings';
import { auditLog, companies, contactMessages, emailOutbox, leads, quotes } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { getSettings } from '../../lib/settings.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { type Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const get = (as: As, url: string, token: string | null = admin.token) => as(token).get(url);

describe('GET /v1/admin/overview', () => {
  it('counts quoted trips with a preview, lists incomplete profiles, and adds up the figures', async ({
    as,
    fx,
    db,
  }) => {
    const before = (await get(as, '/v1/admin/overview')).json();
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const complete = await fx.company();
    await db
      .update(companies)
      .set({ website: 'https://x.example', phone: '1', address: 'A', about: 'B', logo_url: '/uploads/logos/x.png' })
      .where(eq(companies.id, complete.id));
    const traveller = await fx.traveller({ first_name: 'Nora', last_name: 'Quinn' });
    const quoted = await fx.lead(traveller.user.id, { first_name: 'Nora', last_name: 'Quinn', quotes_count: 2 });
    await fx.lead(traveller.user.id);
    const p = await buyLead(db, { leadId: quoted.id, companyId: manager.companyId });
    await db.insert(quotes).values({
      lead_id: quoted.id,
      company_id: manager.companyId,
      price_cents: 90_000,
      trip_duration: '6 days',
      message: 'Hi',
      status: 'accepted',
      status_changed_at: new Date(),
    });

    const res = await get(as, '/v1/admin/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.all_trips.count).toBe(before.all_trips.count + 1);
    expect(body.all_trips.preview[0]).toEqual({
      id: quoted.id,
      client: 'Nora Quinn',
      companies_count: 1,
      bids_count: 2,
      status: 'open',
    });
    expect(body.all_trips.preview.length).toBeLessThanOrEqual(3);
    expect(body.incomplete_profiles.total).toBe(before.incomplete_profiles.total + 1);
    const listed = body.incomplete_profiles.data.find((c: { id: number }) => c.id === manager.companyId);
    expect(listed).toMatchObject({ percent: 29, missing: ['Logo', 'Website', 'Phone', 'Address', 'About'] });
    expect(body.incomplete_profiles.data.some((c: { id: number }) => c.id === complete.id)).toBe(false);
    expect(body.figures).toEqual({
      leads_this_week: before.figures.leads_this_week + 2,
      purchases_this_month: before.figures.purchases_this_month + 1,
      revenue_this_month_cents: before.figures.revenue_this_month_cents + p.price_cents,
      quotes_accepted_this_month: before.figures.quotes_accepted_this_month + 1,
    });

    // a deleted lead leaves the count, and its refunded purchase leaves the revenue
    await as(admin).delete(`/v1/leads/${quoted.id}`);
    const after = (await get(as, '/v1/admin/overview')).json();
    expect(after.all_trips.count).toBe(before.all_trips.count);
    expect(after.figures.revenue_this_month_cents).toBe(before.figures.revenue_this_month_cents);
  });

  it('is for the admin only', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    expect((await get(as, '/v1/admin/overview', manager.token)).statusCode).toBe(403);
    expect((await get(as, '/v1/admin/overview', null)).statusCode).toBe(401);
  });
});

describe('platform settings', () => {
  it('are read and changed by the admin, audited with what they were', async ({ as, db }) => {
    // a fresh platform answers the product's defaults; a change of the price, the buyer cap and the welcome
    // credit leaves the others (the top-up packs, the response clock, the session lifetimes...) as they were
    expect((await get(as, '/v1/admin/settings')).json()).toEqual(DEFAULT_SETTINGS);
    const change = { request_price_cents: 3000, buyer_cap: 4, welcome_credit_cents: 0 };
    const res = await as(admin).put('/v1/admin/settings', change);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_SETTINGS, ...change });
    expect(await getSettings(db)).toEqual({ ...DEFAULT_SETTINGS, ...change });
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'));
    expect(audits.at(-1)).toMatchObject({
      actor_user_id: admin.user.id,
      data: { request_price_cents: { from: 2500, to: 3000 }, buyer_cap: { from: 5, to: 4 } },
    });
    // saving the same values again changes nothing and records nothing
    await as(admin).put('/v1/admin/settings', change);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'settings.updated'))).toHaveLength(audits.length);
    await as(admin).put('/v1/admin/settings', { request_price_cents: 2500, buyer_cap: 5, welcome_credit_cents: 0 });
  });

  it('answers 422 for values out of range, and 403 for non-admins', async ({ as, fx, db }) => {
    const res = await as(admin).put('/v1/admin/settings', {
      request_price_cents: 50,
      buyer_cap: 0,
      welcome_credit_cents: -1,
    });
    expectFieldErrors(res, {
      request_price_cents: ['The request price must be between $1 and $1,000.'],
      buyer_cap: ['The buyer cap must be a whole number from 1 to 50.'],
      welcome_credit_cents: ['The welcome credit must be between $0 and $1,000.'],
    });
    const manager = await fx.companyUser();
    const put = await as(manager).put('/v1/admin/settings', {
      request_price_cents: 100,
      buyer_cap: 50,
      welcome_credit_cents: 100_000,
    });
    expect(put.statusCode).toBe(403);
    expect((await get(as, '/v1/admin/settings', manager.token)).statusCode).toBe(403);
    expect((await getSettings(db)).request_price_cents).toBe(2500);
  });
  it('answers 422 for settings that do not fit together, counting the saved ones a change leaves out', async ({
    as,
    db,
  }) => {
    const put = (payload: Record<string, number>) => as(admin).put('/v1/admin/settings', payload);
    const base = { request_price_cents: 2500, buyer_cap: 5, welcome_credit_cents: 0 };
    const cheapPack = await put({ ...base, top_up_pack_1_cents: 500 });
    expectFieldErrors(cheapPack, { top_up_pack_1_cents: [SETTINGS_MESSAGES.topUpPackBelowPrice] });
    // a price raised above the saved $100 and $250 packs
    const dearPrice = await put({ ...base, request_price_cents: 30_000 });
    expectFieldErrors(dearPrice, {
      top_up_pack_1_cents: [SETTINGS_MESSAGES.topUpPackBelowPrice],
      top_up_pack_2_cents: [SETTINGS_MESSAGES.topUpPackBelowPrice],
    });
    const sessions = await put({ ...base, session_idle_days: 30, session_absolute_days: 1 });
    expectFieldErrors(sessions, { session_idle_days: [SETTINGS_MESSAGES.sessionIdleOverAbsolute] });
    // an idle lifetime above the saved absolute one of 90 days is refused as well
    expectFieldErrors(await put({ ...base, session_absolute_days: 10 }), {
      session_idle_days: [SETTINGS_MESSAGES.sessionIdleOverAbsolute],
    });
    // nothing was saved
    expect(await getSettings(db)).toMatchObject({
      ...base,
      top_up_pack_1_cents: 10_000,
      session_absolute_days: 90,
    });
    // together they fit
    const fits = await put({
      ...base,
      request_price_cents: 30_000,
      top_up_pack_1_cents: 30_000,
      top_up_pack_2_cents: 40_000,
    });
    expect(fits.statusCode, fits.body).toBe(200);
    await put({ ...base, top_up_pack_1_cents: 10_000, top_up_pack_2_cents: 25_000 });
  });
});

describe('contact-form messages', () => {
  it('are listed newest first, filtered by open or handled, and marked handled once', async ({ as, fx, db }) => {
    const [older, newer] = await db
      .insert(contactMessages)
      .values([
        {
          name: 'Pat Older',
          email: 'pat@example.test',
          subject: 'Invoice',
          category: 'billing',
          message: 'Where is my invoice?',
          created_at: new Date(Date.now() + 60_000),
        },
        {
          name: 'Sam Newer',
          email: 'sam@example.test',
          subject: 'Hello',
          category: null,
          message: 'Just saying hi',
          created_at: new Date(Date.now() + 120_000),
        },
      ])
      .returning();
    const open = (await get(as, '/v1/admin/contact-messages?status=open')).json();
    expect(open.data.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([newer!.id, older!.id]);
    const res = await as(admin).post(`/v1/admin/contact-messages/${older!.id}/handle`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: older!.id,
      category: 'billing',
      handled_at: expect.any(String),
      handled_by: { id: admin.user.id, first_name: 'Ada', last_name: 'Admin' },
    });
    const other = await fx.admin();
    const again = await as(other).post(`/v1/admin/contact-messages/${older!.id}/handle`);
    expect(again.json().handled_by.id).toBe(admin.user.id);
    const handled = (await get(as, '/v1/admin/contact-messages?status=handled')).json();
    expect(handled.data.map((m: { id: number }) => m.id)).toContain(older!.id);
    expect(
      (await get(as, '/v1/admin/contact-messages?status=open')).json().data.map((m: { id: number }) => m.id),
    ).not.toContain(older!.id);
  });

  it('refuses non-admins, unknown ids and bad filters', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    expect((await get(as, '/v1/admin/contact-messages', manager.token)).statusCode).toBe(403);
    expect((await as(admin).post('/v1/admin/contact-messages/999999/handle')).statusCode).toBe(404);
    expect((await get(as, '/v1/admin/contact-messages?status=spam')).statusCode).toBe(422);
  });
});

describe('the email outbox', () => {
  it('lists emails, shows one rendered, and queues a failed one again', async ({ as, db }) => {
    await enqueueEmail(db, {
      to: 'ok@example.test',
      template: 'password-reset',
      data: { first_name: 'Ok', link: 'http://x/set-password?token=abc' },
    });
    await enqueueEmail(db, {
      to: 'bounce@example.test',
      toName: 'Bo Unce',
      template: 'team-invite',
      data: { first_name: 'Bo', company_name: 'Acme', inviter_name: 'Ada', link: 'http://x/set-password?token=def' },
    });
    const [failed] = await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 5, last_error: '550 mailbox unavailable' })
      .where(eq(emailOutbox.to_email, 'bounce@example.test'))
      .returning();
    const list = (await get(as, '/v1/admin/emails?status=failed')).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        id: failed!.id,
        to_email: 'bounce@example.test',
        template: 'team-invite',
        status: 'failed',
        attempts: 5,
        last_error: '550 mailbox unavailable',
      }),
    ]);
    const one = (await get(as, `/v1/admin/emails/${failed!.id}`)).json();
    expect(one.rendered.subject).toBe('Ada invited you to Acme on TripTender');
    expect(one.rendered.html).toContain('http://x/set-password?token=def');
    expect(one.rendered.text).toContain('http://x/set-password?token=def');

    const retry = await as(admin).post(`/v1/admin/emails/${failed!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'pending', attempts: 5 });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'email.retried'));
    expect(audit).toMatchObject({ entity_id: failed!.id, actor_user_id: admin.user.id });
    // only failed emails go back to the queue
    const twice = await as(admin).post(`/v1/admin/emails/${failed!.id}/retry`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Only a failed email can be retried.');
  });

  it('refuses non-admins and unknown ids', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    expect((await get(as, '/v1/admin/emails', manager.token)).statusCode).toBe(403);
    expect((await get(as, '/v1/admin/emails/1', manager.token)).statusCode).toBe(403);
    expect((await get(as, '/v1/admin/emails/999999')).statusCode).toBe(404);
    expect((await as(manager).post('/v1/admin/emails/1/retry')).statusCode).toBe(403);
    expect((await as(admin).post('/v1/admin/emails/999999/retry')).statusCode).toBe(404);
    expect((await get(as, '/v1/admin/emails?status=bounced')).statusCode).toBe(422);
  });
});

describe('the audit log', () => {
  it('lists entries with actor and company, filtered by action, company, entity and days', async ({ as, fx, db }) => {
    const company = await fx.company();
    await as(admin).post(`/v1/company/${company.id}/top-ups`, { amount_cents: 4200, note: 'INV-42' });
    const res = await get(as, `/v1/admin/audit?action=wallet.top_up&company_id=${company.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        expect.objectContaining({
          action: 'wallet.top_up',
          entity_type: 'company',
          entity_id: company.id,
          data: expect.objectContaining({ amount_cents: 4200, note: 'INV-42' }),
          actor: { id: admin.user.id, first_name: 'Ada', last_name: 'Admin', email: admin.user.email },
          company: { id: company.id, name: company.name },
        }),
      ],
      meta: { per_page: 10, total: 1, current_page: 1, last_page: 1 },
    });
    const byEntity = await get(as, `/v1/admin/audit?entity_type=company&entity_id=${company.id}`);
    expect(byEntity.json().data.map((e: { action: string }) => e.action)).toEqual(['wallet.top_up', 'company.created']);
    const result = (await db.execute(sql`select current_date::text as today`)) as unknown as {
      rows: { today: string }[];
    };
    const today = result.rows[0]!.today;
    expect(
      (await get(as, `/v1/admin/audit?company_id=${company.id}&from=${today}&to=${today}`)).json().meta.total,
    ).toBe(2);
    expect((await get(as, `/v1/admin/audit?company_id=${company.id}&to=2020-01-01`)).json().meta.total).toBe(0);
  });

  it('refuses non-admins and bad filters', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    expect((await get(as, '/v1/admin/audit', manager.token)).statusCode).toBe(403);
    const bad = await get(as, '/v1/admin/audit?from=yesterday&company_id=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().data).sort()).toEqual(['company_id', 'from']);
  });
});

describe('deleted leads in other lists', () => {
  it('keep their purchases visible to the admin, marked deleted and refunded', async ({ as, fx, db }) => {
    const manager = await fx.companyUser({ creditCents: 5000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    await buyLead(db, { leadId: lead.id, companyId: manager.companyId });
    await as(admin).delete(`/v1/leads/${lead.id}`);
    const res = await get(as, `/v1/company/${manager.companyId}/purchases`);
    expect(res.json().data[0]).toMatchObject({
      lead: { id: lead.id, deleted: true },
      refunded_at: expect.any(String),
      refund_reason: 'Trip request removed by TripTender',
    });
    const [row] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, lead.id));
    expect(row!.status).toBe('archived');
  });
});
