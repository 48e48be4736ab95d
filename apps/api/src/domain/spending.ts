// What a company spends on leads, against the monthly limit it chose, and when its Managers and
// Finance hear that the balance is low. One home for both rules: the purchase check (buyLead), the
// wallet and balance answers, and the ledger (postLedgerEntry) call them.
//
// Spent in a month: the price of every lead purchase the company made in that calendar month (UTC)
// that has not been refunded. A purchase counts in the month it was bought; its refund (a confirmed
// bad lead, an admin deletion) gives that month back its share of the limit, so a refund of last
// month's purchase made this month does not raise what may be spent this month. Card top-ups,
// card refunds and admin adjustments are not spending. The month resets at 00:00 UTC on the 1st.
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { isoDay } from '@triptender/contract/dates';
import type { SpendingLimits } from '@triptender/contract/wallet';
import { formatCents } from '@triptender/contract/money';
import type { Db } from '../db/client.ts';
import { companies, purchases } from '../db/schema.ts';
import { emailMembers, membersWhoCan } from './company-members.ts';
import { emailedOf, queuePush } from './push.ts';
import { paths } from '@triptender/contract/paths';
import { PUSH_TEXTS } from '@triptender/contract/push';

/** The calendar month (UTC) of `at`: its first instant, the first instant of the next, and that day. */
export function spendingMonth(at: Date): { start: Date; end: Date; resetsOn: string } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end, resetsOn: isoDay(end) };
}

/** What the company spent on leads in the month of `at` (see the rule above). */
export async function spentInMonthCents(db: Db, companyId: number, at: Date): Promise<number> {
  const { start, end } = spendingMonth(at);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${purchases.price_cents}), 0)`.mapWith(Number) })
    .from(purchases)
    .where(
      and(
        eq(purchases.company_id, companyId),
        gte(purchases.created_at, start),
        lt(purchases.created_at, end),
        isNull(purchases.refunded_at),
      ),
    );
  return row?.total ?? 0;
}

/** A company's limits and what it spent in the month of `at` (now unless given); null for no such company. */
export async function getSpendingLimits(db: Db, companyId: number, at = new Date()): Promise<SpendingLimits | null> {
  const [company] = await db
    .select({
      monthly_spend_limit_cents: companies.monthly_spend_limit_cents,
      low_balance_threshold_cents: companies.low_balance_threshold_cents,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  return {
    ...company,
    spent_this_month_cents: await spentInMonthCents(db, companyId, at),
    resets_on: spendingMonth(at).resetsOn,
  };
}

/**
 * The low-balance email, decided for each ledger entry while the company row is locked
 * (postLedgerEntry): an entry that leaves the balance below the threshold emails the company's
 * Managers and Finance once and marks the company notified; while it is marked, further debits email
 * nobody; an entry that leaves the balance at the threshold or above (a top-up, a refund) clears the
 * mark, so the next fall emails again; so does turning the alert off. Setting a threshold emails nobody by itself: the
 * next debit that leaves the balance below it does.
 */
export async function noteLowBalance(
  tx: Db,
  company: {
    id: number;
    name: string;
    low_balance_threshold_cents: number | null;
    low_balance_notified_at: Date | null;
  },
  entry: { amountCents: number; balanceAfterCents: number },
): Promise<void> {
  const threshold = company.low_balance_threshold_cents;
  const below = threshold !== null && entry.balanceAfterCents < threshold;
  if (!below) {
    if (company.low_balance_notified_at !== null) {
      await tx.update(companies).set({ low_balance_notified_at: null }).where(eq(companies.id, company.id));
    }
    return;
  }
  if (entry.amountCents >= 0 || company.low_balance_notified_at !== null) return;
  // those who can add credit: Managers and Finance (the payByCard ability), by the channel each chose
  const members = await membersWhoCan(tx, company.id, 'payByCard');
  const balance = formatCents(entry.balanceAfterCents);
  const emailed = await emailedOf(tx, members, 'low_balance');
  await emailMembers(
    tx,
    members.filter((m) => emailed.has(m.id)),
    (r) => ({
      template: 'low-balance',
      data: { first_name: r.first_name, company_name: company.name, balance, threshold: formatCents(threshold) },
    }),
  );
  // once per fall below the threshold (low_balance_notified_at, under the company lock, says so)
  await queuePush(tx, {
    userIds: members.map((m) => m.id),
    kind: 'low_balance',
    payload: {
      ...PUSH_TEXTS.lowBalance(balance, formatCents(threshold)),
      url: paths.company.wallet,
      tag: 'low-balance',
    },
    dedupe: `${company.id}:${Date.now()}`,
  });
  await tx
    .update(companies)
    .set({ low_balance_notified_at: sql`now()` })
    .where(eq(companies.id, company.id));
}
