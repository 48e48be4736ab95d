// Automatic buying (docs/marketplace.md, "Automatic buying"): a Manager's settings, the purchase made
// for the company when a fitting lead goes live, the fair order, the budget, the weekly count, the
// lead's automatic slots, and the pause after missed quote deadlines. Each test's companies want
// groups of their own size, so no test's leads fit another's companies.
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { AUTO_BUY_MESSAGES } from '@triptender/contract/auto-buy';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { autoBuyer, goLive, type W } from '../../../test/auto-buy.ts';
import { describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { releaseMissedSlots } from '../purchases/response-clock.ts';

const myLeads = async (w: W, s: Parameters<W['as']>[0]) =>
  (await w.as(s).get('/v1/purchases')).json().data as { automatic: boolean; lead: { id: number } }[];

describe('GET and PUT /v1/company/{companyId}/auto-buy', () => {
  it('is off until a Manager turns it on; members read it, Agents and Finance may not change it', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
    const url = `/v1/company/${manager.companyId}/auto-buy`;
    const off = await as(agent).get(url);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      enabled: false,
      weekly_budget_cents: null,
      weekly_max_leads: null,
      paused_at: null,
      spent_this_week_cents: 0,
      bought_this_week: 0,
      preferences_set: false,
    });
    const body = { enabled: true, weekly_budget_cents: 20_000, weekly_max_leads: 4 };
    // on needs lead preferences: without them every lead would fit
    const first = await as(manager).put(url, body);
    expectFieldErrors(first, { enabled: [AUTO_BUY_MESSAGES.preferencesFirst] });
    await as(manager).put(`/v1/company/${manager.companyId}/lead-preferences`, DEFAULT_LEAD_PREFERENCES);
    const saved = await as(manager).put(url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, preferences_set: true, missed_in_row: 0 });
    expect((await as(finance).get(url)).json()).toMatchObject(body);

    expect((await as(agent).put(url, body)).statusCode).toBe(403);
    expect((await as(finance).put(url, body)).statusCode).toBe(403);
    const other = await fx.companyUser();
    expect((await as(other).get(url)).statusCode).toBe(404);
    expect((await as(other).put(url, body)).statusCode).toBe(404);
    expect((await as(null).get(url)).statusCode).toBe(401);
    const admin = await fx.admin();
    expect((await as(admin).put(url, { ...body, enabled: false })).json().enabled).toBe(false);

    const audits = await db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.auto_buy_updated'), eq(auditLog.company_id, manager.companyId)));
    expect(audits.map((a) => a.data)).toEqual([
      {
        enabled: { from: false, to: true },
        weekly_budget_cents: { from: null, to: 20_000 },
        weekly_max_leads: { from: null, to: 4 },
      },
      { enabled: { from: true, to: false } },
    ]);
  });

  it('answers 422 for a budget that is not whole dollars from $1 to $100,000, and a count out of 1-100', async ({
    as,
    fx,
  }) => {
    const manager = await fx.companyUser();
    const url = `/v1/company/${manager.companyId}/auto-buy`;
    const bad = await as(manager).put(url, { enabled: 'yes', weekly_budget_cents: 150, weekly_max_leads: 0 });
    expectFieldErrors(bad, {
      enabled: [AUTO_BUY_MESSAGES.enabled],
      weekly_budget_cents: [AUTO_BUY_MESSAGES.budget],
      weekly_max_leads: [AUTO_BUY_MESSAGES.maxLeads],
    });
    const big = await as(manager).put(url, { enabled: false, weekly_budget_cents: 10_000_100, weekly_max_leads: 101 });
    expectFieldErrors(big, {
      weekly_budget_cents: [AUTO_BUY_MESSAGES.budget],
      weekly_max_leads: [AUTO_BUY_MESSAGES.maxLeads],
    });
  });
});

describe('a lead going live with auto-buy companies waiting', () => {
  it('is bought for a fitting company through the wallet, shown on My Leads, and its buyers are told', async ({
    as,
    fx,
    outbox,
  }) => {
    const { manager, agent, finance } = await autoBuyer({ as, fx }, 11);
    const elsewhere = await autoBuyer({ as, fx }, 12);
    const leadId = await goLive({ as, fx }, 11);
    await outbox.work();

    const mine = await myLeads({ as, fx }, agent);
    expect(mine.map((p) => [p.lead.id, p.automatic])).toEqual([[leadId, true]]);
    expect(await myLeads({ as, fx }, elsewhere.manager)).toEqual([]);
    const wallet = (await as(finance).get(`/v1/company/${manager.companyId}/wallet`)).json();
    expect(wallet.balance_cents).toBe(20_000 - 2500);
    expect(wallet.data[0]).toMatchObject({
      kind: 'purchase',
      amount_cents: -2500,
      note: `Trip request #${leadId} (auto-buy)`,
    });
    const statement = (await as(finance).get(`/v1/company/${manager.companyId}/wallet/statement.csv`)).body;
    expect(statement).toMatch(
      new RegExp(`,Lead purchase,"?Trip request #${leadId}: [^\\r]*; bought by auto-buy"?,-25\\.00,`),
    );
    const status = (await as(manager).get(`/v1/company/${manager.companyId}/auto-buy`)).json();
    expect(status).toMatchObject({ spent_this_week_cents: 2500, bought_this_week: 1 });

    // Managers and Agents quote, so they hear; Finance does not
    const told = await outbox.emails(agent.user.email, 'auto-bought');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ price: '$25.00', link: expect.stringContaining(`/company/leads?lead=${leadId}`) });
    expect(await outbox.emails(manager.user.email, 'auto-bought')).toHaveLength(1);
    expect(await outbox.emails(finance.user.email, 'auto-bought')).toEqual([]);

    // the same lead is never offered twice
    await outbox.work();
    expect(await myLeads({ as, fx }, agent)).toHaveLength(1);
  });

  it("takes at most the admin's auto-buy slots of a lead, in the fair order: the longest waiting first", async ({
    as,
    fx,
    outbox,
  }) => {
    const admin = await fx.admin();
    const settings = await as(admin).put('/v1/admin/settings', {
      request_price_cents: 2500,
      buyer_cap: 5,
      welcome_credit_cents: 0,
      auto_buy_max_slots: 1,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    try {
      const a = await autoBuyer({ as, fx }, 13);
      const b = await autoBuyer({ as, fx }, 13);
      const c = await autoBuyer({ as, fx }, 13);
      const owners = async (leadId: number) => {
        const bought = [];
        for (const [name, team] of Object.entries({ a, b, c }))
          if ((await myLeads({ as, fx }, team.manager)).some((p) => p.lead.id === leadId)) bought.push(name);
        return bought;
      };
      const first = await goLive({ as, fx }, 13);
      await outbox.work();
      expect(await owners(first)).toEqual(['a']);
      const second = await goLive({ as, fx }, 13);
      await outbox.work();
      expect(await owners(second)).toEqual(['b']);
      const third = await goLive({ as, fx }, 13);
      await outbox.work();
      expect(await owners(third)).toEqual(['c']);
      // a click still finds the rest of the buyer cap open
      const byHand = await as(a.agent).post('/v1/purchases', { lead_id: third, company_id: a.manager.companyId });
      expect(byHand.statusCode, byHand.body).toBe(201);
    } finally {
      await as(admin).put('/v1/admin/settings', {
        request_price_cents: 2500,
        buyer_cap: 5,
        welcome_credit_cents: 0,
        auto_buy_max_slots: 2,
      });
    }
  });

  it('stops at the weekly budget and the weekly number of leads, and passes over a short wallet', async ({
    as,
    fx,
    outbox,
  }) => {
    const byBudget = await autoBuyer({ as, fx }, 14, { budgetCents: 5_000 });
    const byCount = await autoBuyer({ as, fx }, 14, { maxLeads: 1 });
    const short = await autoBuyer({ as, fx }, 14, { creditCents: 2_000 });
    const leads = [];
    for (let i = 0; i < 3; i++) {
      leads.push(await goLive({ as, fx }, 14));
      await outbox.work();
    }
    expect((await myLeads({ as, fx }, byBudget.manager)).length).toBe(2);
    expect((await myLeads({ as, fx }, byCount.manager)).length).toBe(1);
    expect(await myLeads({ as, fx }, short.manager)).toEqual([]);
    const budget = (await as(byBudget.manager).get(`/v1/company/${byBudget.manager.companyId}/auto-buy`)).json();
    expect(budget).toMatchObject({ spent_this_week_cents: 5_000, bought_this_week: 2 });
  });

  it('pauses after two automatic purchases in a row miss their quote deadline, and emails the Managers why', async ({
    as,
    fx,
    db,
    mp,
    outbox,
  }) => {
    const { manager, agent } = await autoBuyer({ as, fx }, 15);
    const url = `/v1/company/${manager.companyId}/auto-buy`;
    const later = () => new Date(Date.now() + 49 * 3_600_000);
    await goLive({ as, fx }, 15);
    await outbox.work();
    await releaseMissedSlots({ db, now: later() });
    expect((await as(manager).get(url)).json()).toMatchObject({ missed_in_row: 1, paused_at: null });

    // a quote in time ends the run of misses
    const second = await goLive({ as, fx }, 15);
    await outbox.work();
    expect((await mp.quote(agent, second)).statusCode).toBe(201);
    expect((await as(manager).get(url)).json().missed_in_row).toBe(0);

    for (let i = 0; i < 2; i++) {
      await goLive({ as, fx }, 15);
      await outbox.work();
      await releaseMissedSlots({ db, now: later() });
    }
    const paused = (await as(manager).get(url)).json();
    expect(paused).toMatchObject({ enabled: true, missed_in_row: 2, pause_reason: AUTO_BUY_MESSAGES.pausedForMisses });
    expect(paused.paused_at).not.toBeNull();
    expect(await outbox.emails(manager.user.email, 'auto-buy-paused')).toEqual([
      expect.objectContaining({ missed: 2 }),
    ]);
    expect(await outbox.emails(agent.user.email, 'auto-buy-paused')).toEqual([]);

    // paused: nothing more is bought
    const ignored = await goLive({ as, fx }, 15);
    await outbox.work();
    expect((await myLeads({ as, fx }, manager)).some((p) => p.lead.id === ignored)).toBe(false);
    // saving it on again clears the pause
    const again = await as(manager).put(url, { enabled: true, weekly_budget_cents: 10_000, weekly_max_leads: 10 });
    expect(again.json()).toMatchObject({ paused_at: null, pause_reason: null, missed_in_row: 0 });
  });
});
