import { sql } from 'drizzle-orm';
import { REVENUE_KINDS, type RevenueReport, type RevenueWeek } from '@triptender/contract/revenue';
import type { Db } from '../../db/client.ts';
import { creditLedger } from '../../db/schema.ts';

const l = creditLedger;
const kinds = (list: readonly string[]) =>
  sql.join(
    list.map((k) => sql`${k}`),
    sql`, `,
  );
const counted = [...REVENUE_KINDS.top_ups, ...REVENUE_KINDS.lead_sales, ...REVENUE_KINDS.refunds];

type Row = Record<keyof RevenueWeek, string | number>;

/**
 * The admin's weekly revenue from the ledger: credit bought (top-ups), leads bought (lead sales) and
 * money given back (refunds), for each of the last `weeks` ISO weeks (Monday 00:00 UTC to the next),
 * oldest first and ending with the current week; a week with nothing moved is zeros.
 *
 * One query: generate_series gives every week, the ledger rows from the first Monday on are read by
 * credit_ledger_created_idx (the range, not the whole ledger) and summed per date_trunc('week').
 * Signs: a purchase is a debit and a card refund a debit, a purchase refund a credit; all are shown
 * as positive amounts. Net sales are lead sales less the purchases refunded (the overview's revenue).
 */
export async function getRevenue(opts: { db: Db; weeks: number }): Promise<RevenueReport> {
  const thisWeek = sql`date_trunc('week', now() at time zone 'UTC')`;
  const firstWeek = sql`(${thisWeek} - make_interval(weeks => ${opts.weeks - 1}::int))`;
  const result = (await opts.db.execute(sql`
    with weeks as (
      select generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as week_start
    ),
    moved as (
      select date_trunc('week', ${l.created_at} at time zone 'UTC') as week_start,
        sum(${l.amount_cents}) filter (where ${l.kind} in (${kinds(REVENUE_KINDS.top_ups)})) as top_ups,
        -sum(${l.amount_cents}) filter (where ${l.kind} in (${kinds(REVENUE_KINDS.lead_sales)})) as lead_sales,
        sum(abs(${l.amount_cents})) filter (where ${l.kind} in (${kinds(REVENUE_KINDS.refunds)})) as refunds,
        sum(${l.amount_cents}) filter (where ${l.kind} = 'refund') as sales_refunded
      from ${l}
      where ${l.created_at} >= ${firstWeek} at time zone 'UTC'
        and ${l.kind} in (${kinds(counted)})
      group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(m.top_ups, 0)::bigint as top_ups_cents,
      coalesce(m.lead_sales, 0)::bigint as lead_sales_cents,
      coalesce(m.refunds, 0)::bigint as refunds_cents,
      (coalesce(m.lead_sales, 0) - coalesce(m.sales_refunded, 0))::bigint as net_sales_cents
    from weeks w
    left join moved m on m.week_start = w.week_start
    order by w.week_start`)) as unknown as { rows: Row[] };

  // bigint comes back as a string from node-postgres and as a number from PGlite
  const weeks = result.rows.map((r) => ({
    week_start: String(r.week_start),
    top_ups_cents: Number(r.top_ups_cents),
    lead_sales_cents: Number(r.lead_sales_cents),
    refunds_cents: Number(r.refunds_cents),
    net_sales_cents: Number(r.net_sales_cents),
  }));
  const total = (key: Exclude<keyof RevenueWeek, 'week_start'>) => weeks.reduce((s, w) => s + w[key], 0);
  return {
    weeks,
    totals: {
      top_ups_cents: total('top_ups_cents'),
      lead_sales_cents: total('lead_sales_cents'),
      refunds_cents: total('refunds_cents'),
      net_sales_cents: total('net_sales_cents'),
    },
  };
}
