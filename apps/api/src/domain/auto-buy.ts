// Automatic buying (docs/marketplace.md, "Automatic buying"): the rules buyLead checks for a purchase
// auto-buy makes, what a company's week of automatic purchases adds up to, and what a missed quote
// deadline does to auto-buy. One home: buyLead, the auto-buy answers, the response clock and quoting
// call these.
//
// A week is Monday 00:00 UTC to the next Monday (autoBuyWeek in the contract). This week's automatic
// purchases are the company's purchases made by auto-buy in that week that were not refunded; their
// prices are what the weekly budget is measured against, their number what the weekly maximum is.
// Every check runs in buyLead's transaction after it locked the lead row (so the lead's automatic slots
// cannot be overtaken) and the company row (so the company's budget and count cannot be).
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { AUTO_BUY_MESSAGES, AUTO_BUY_MISSES_TO_PAUSE, autoBuyWeek } from '@triptender/contract/auto-buy';
import type { Db } from '../db/client.ts';
import { companies, companyAutoBuy, purchases } from '../db/schema.ts';
import { recordAudit } from '../lib/audit.ts';
import { emailMembers, membersWhoCan } from './company-members.ts';

/** The company's automatic purchases in the week of `at`: their number and what they cost. */
export async function autoBuyWeekFigures(
  db: Db,
  companyId: number,
  at: Date,
): Promise<{ spentCents: number; bought: number }> {
  const { start, end } = autoBuyWeek(at);
  const [row] = await db
    .select({
      spent: sql<number>`coalesce(sum(${purchases.price_cents}), 0)`.mapWith(Number),
      bought: count(),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.company_id, companyId),
        eq(purchases.automatic, true),
        gte(purchases.created_at, start),
        lt(purchases.created_at, end),
        isNull(purchases.refunded_at),
      ),
    );
  return { spentCents: row?.spent ?? 0, bought: row?.bought ?? 0 };
}

/** The lead's buyer slots held by automatic purchases: what AUTO_BUY_MAX_SLOTS bounds. */
async function automaticSlotsHeld(tx: Db, leadId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.lead_id, leadId), eq(purchases.automatic, true), isNull(purchases.slot_released_at)));
  return row?.n ?? 0;
}

/**
 * Why auto-buy may not buy this lead for this company now, or null when it may: auto-buy off or paused,
 * the lead's automatic slots taken, this week's budget or number of leads reached. The caller holds the
 * lead's and the company's row locks (buyLead).
 */
export async function autoBuyRefusal(
  tx: Db,
  opts: { leadId: number; companyId: number; priceCents: number; maxSlots: number; at: Date },
): Promise<string | null> {
  const [setting] = await tx.select().from(companyAutoBuy).where(eq(companyAutoBuy.company_id, opts.companyId));
  if (!setting?.enabled || setting.paused_at) return 'Auto-buy is off for this company.';
  if ((await automaticSlotsHeld(tx, opts.leadId)) >= opts.maxSlots) {
    return 'The buyer slots auto-buy may take on this lead are taken.';
  }
  const week = await autoBuyWeekFigures(tx, opts.companyId, opts.at);
  if (week.bought >= setting.weekly_max_leads) return "This week's number of automatic leads is reached.";
  if (week.spentCents + opts.priceCents > setting.weekly_budget_cents) return "This week's auto-buy budget is spent.";
  return null;
}

/** An automatic purchase was made: its company's turn goes to the back of the fair order. */
export async function noteAutoPurchase(tx: Db, companyId: number, at: Date): Promise<void> {
  await tx.update(companyAutoBuy).set({ last_auto_purchase_at: at }).where(eq(companyAutoBuy.company_id, companyId));
}

/**
 * An automatic purchase missed its quote deadline (the response clock freed its slot): one more miss in
 * a row; at AUTO_BUY_MISSES_TO_PAUSE auto-buy pauses, audited, and the company's Managers are emailed why.
 */
export async function noteAutoBuyMiss(tx: Db, companyId: number): Promise<void> {
  const [row] = await tx
    .update(companyAutoBuy)
    .set({ missed_in_row: sql`${companyAutoBuy.missed_in_row} + 1` })
    .where(eq(companyAutoBuy.company_id, companyId))
    .returning({
      missed: companyAutoBuy.missed_in_row,
      enabled: companyAutoBuy.enabled,
      paused_at: companyAutoBuy.paused_at,
    });
  if (!row || !row.enabled || row.paused_at || row.missed < AUTO_BUY_MISSES_TO_PAUSE) return;
  await tx
    .update(companyAutoBuy)
    .set({ paused_at: sql`now()`, pause_reason: AUTO_BUY_MESSAGES.pausedForMisses })
    .where(eq(companyAutoBuy.company_id, companyId));
  await recordAudit(tx, {
    actorUserId: null,
    action: 'company.auto_buy_paused',
    entityType: 'company',
    entityId: companyId,
    companyId,
    data: { missed_in_row: row.missed },
  });
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  await emailMembers(tx, await membersWhoCan(tx, companyId, 'setAutoBuy'), (m) => ({
    template: 'auto-buy-paused',
    data: { first_name: m.first_name, company_name: company?.name ?? '', missed: row.missed },
  }));
}

/** The company quoted a lead auto-buy bought for it while the purchase still held its slot: the run of misses ends. */
export async function noteAutoBuyQuoted(tx: Db, opts: { leadId: number; companyId: number }): Promise<void> {
  await tx
    .update(companyAutoBuy)
    .set({ missed_in_row: 0 })
    .where(
      and(
        eq(companyAutoBuy.company_id, opts.companyId),
        sql`${companyAutoBuy.missed_in_row} > 0`,
        sql`exists (select 1 from ${purchases} where ${purchases.lead_id} = ${opts.leadId}
          and ${purchases.company_id} = ${opts.companyId} and ${purchases.automatic}
          and ${purchases.slot_released_at} is null)`,
      ),
    );
}
