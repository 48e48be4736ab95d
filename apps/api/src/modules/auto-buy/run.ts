// Auto-buy at work (docs/marketplace.md, "Automatic buying"): when a lead goes live, the outbox job
// 'auto-buy' (queued by notifications/lead-alerts.ts in the transaction that made it live, once per
// lead) offers it to the companies with auto-buy on whose lead preferences it fits, in a fair order:
// the company whose last automatic purchase is oldest (or that never made one) first, then by id. Each
// is bought through buyLead, the purchase a click makes (wallet, spending limit, buyer cap, ledger,
// receipt lines), with the auto-buy checks under the same locks; a company it may not buy for (its
// budget spent, its wallet short, its limit reached) is passed over, and the offers stop once the
// lead's automatic slots or its buyer cap are taken.
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { formatCents } from '@triptender/contract/money';
import { leadTitle } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { PUSH_TEXTS } from '@triptender/contract/push';
import type { Db } from '../../db/client.ts';
import { companies, companyAutoBuy, companyLeadPreferences, leads, purchases } from '../../db/schema.ts';
import { emailMembers, membersWhoCan } from '../../domain/company-members.ts';
import { queuePush } from '../../domain/push.ts';
import { preferencesMatchLeadSql } from '../../domain/lead-matching.ts';
import { AppError } from '../../lib/errors.ts';
import type { OutboxJobHandlers } from '../../lib/outbox.ts';
import { buyLead } from '../purchases/purchase-lead.ts';

const dueFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
/** A quote deadline as the email shows it: 'Tue 8 Dec, 14:00 UTC'. */
export const formatDue = (at: Date) => `${dueFormat.format(at).replace(/,? (\d\d:\d\d)$/, ', $1')} UTC`;

// answers after which no later company can be bought for either: the lead is full or closed
const LEAD_FULL = new Set<string>([
  PURCHASE_MESSAGES.soldOut,
  PURCHASE_MESSAGES.closed,
  'The buyer slots auto-buy may take on this lead are taken.',
]);

/** The companies auto-buy offers the lead to, in the fair order. */
async function candidates(tx: Db, leadId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: companyAutoBuy.company_id })
    .from(companyAutoBuy)
    .innerJoin(companyLeadPreferences, eq(companyLeadPreferences.company_id, companyAutoBuy.company_id))
    .innerJoin(companies, eq(companies.id, companyAutoBuy.company_id))
    .innerJoin(leads, eq(leads.id, leadId))
    .where(
      and(
        eq(companyAutoBuy.enabled, true),
        sql`${companyAutoBuy.paused_at} is null`,
        preferencesMatchLeadSql(),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(purchases)
            .where(and(eq(purchases.lead_id, leadId), eq(purchases.company_id, companyAutoBuy.company_id))),
        ),
      ),
    )
    .orderBy(sql`${companyAutoBuy.last_auto_purchase_at} asc nulls first`, asc(companyAutoBuy.company_id));
  return rows.map((r) => r.id);
}

/** Offers one live lead to the auto-buy companies; answers the companies it was bought for. */
export async function autoBuyLead(tx: Db, opts: { leadId: number; publicUrl: string }): Promise<number[]> {
  const bought: number[] = [];
  for (const companyId of await candidates(tx, opts.leadId)) {
    try {
      const purchase = await tx.transaction((inner) =>
        buyLead(inner, { leadId: opts.leadId, companyId, userId: null, publicUrl: opts.publicUrl, automatic: true }),
      );
      bought.push(companyId);
      await tellBuyers(tx, companyId, purchase, opts.publicUrl);
    } catch (err) {
      // a refusal of this purchase (409, 402) passes the company over; anything else is retried
      if (!(err instanceof AppError) || !['CONFLICT', 'PAYMENT_REQUIRED'].includes(err.code)) throw err;
      if (LEAD_FULL.has(err.message)) break;
    }
  }
  return bought;
}

/**
 * The company's Managers and Agents hear at once, with a link to quote: by email always (money moved),
 * and by push to the devices of those whose new-lead channel pushes (domain/push.ts).
 */
async function tellBuyers(
  tx: Db,
  companyId: number,
  purchase: Awaited<ReturnType<typeof buyLead>>,
  publicUrl: string,
): Promise<void> {
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  const title = leadTitle(purchase.lead);
  const price = formatCents(purchase.price_cents);
  const buyers = await membersWhoCan(tx, companyId, 'sendQuotes');
  await queuePush(tx, {
    userIds: buyers.map((m) => m.id),
    kind: 'new_lead',
    payload: {
      ...PUSH_TEXTS.autoBought(title, price),
      url: paths.company.lead(purchase.lead.id),
      tag: `lead-${purchase.lead.id}`,
    },
    dedupe: `auto-${purchase.id}`,
  });
  await emailMembers(tx, buyers, (m) => ({
    template: 'auto-bought',
    data: {
      first_name: m.first_name,
      company_name: company?.name ?? '',
      lead_title: title,
      price,
      quote_due: purchase.quote_due_at ? formatDue(purchase.quote_due_at) : '',
      link: `${publicUrl}${paths.company.lead(purchase.lead.id)}`,
    },
    dedupeKey: `auto-bought:${purchase.id}:${m.id}`,
  }));
}

export const autoBuyJobs = {
  'auto-buy': async (tx, job) => {
    await autoBuyLead(tx, { leadId: job.data.lead_id, publicUrl: job.publicUrl });
  },
} satisfies Partial<OutboxJobHandlers>;
