import { type AnyColumn, sql } from 'drizzle-orm';
import { COUNTRIES } from '@triptender/contract/enums';
import type { HealthDay, HealthReport, HealthWeek } from '@triptender/contract/marketplace-health';
import type { Period } from '@triptender/contract/periods';
import { REVENUE_KINDS } from '@triptender/contract/revenue';
import type { Db } from '../../db/client.ts';
import { periodWeeksSql } from '../../lib/period-sql.ts';
import { creditLedger as ledger, leads, purchases, quotes } from '../../db/schema.ts';

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const counted = [...REVENUE_KINDS.top_ups, ...REVENUE_KINDS.lead_sales, ...REVENUE_KINDS.refunds];
const utcDay = (column: AnyColumn) => sql`(${column} at time zone 'UTC')::date`;

type Row = Record<string, string | number | null>;
const n = (v: string | number | null | undefined) => Number(v ?? 0);
const orNull = (v: string | number | null | undefined) => (v == null ? null : Number(v));

function figuresOf(r: Row): Omit<HealthDay, 'day'> {
  const sent = n(r.quotes_sent);
  const accepted = n(r.quotes_accepted);
  const median = orNull(r.median_hours);
  return {
    new_leads: n(r.new_leads),
    new_leads_by_country: Object.fromEntries(
      COUNTRIES.map((c) => [c, n(r[`leads_${c}`])]),
    ) as HealthDay['new_leads_by_country'],
    leads_bought: n(r.leads_bought),
    quotes_sent: sent,
    quotes_accepted: accepted,
    acceptance_rate: sent === 0 ? null : Math.round((accepted / sent) * 1000) / 1000,
    median_hours_to_first_quote: median == null ? null : Math.round(median * 10) / 10,
    unsold_leads: n(r.unsold_leads),
    top_ups_cents: n(r.top_ups_cents),
    lead_sales_cents: n(r.lead_sales_cents),
    refunds_cents: n(r.refunds_cents),
  };
}

const hoursOrNull = (v: string | number | null | undefined) => {
  const h = orNull(v);
  return h == null ? null : Math.round(h * 10) / 10;
};

/**
 * Each Monday week (UTC) the period touches: the leads that went live in it (within the period, not
 * deleted), and the median hours from going live to each one's first purchase and first quote. The
 * leads are read by leads_went_live_idx; each one's first purchase and quote by the unique indexes
 * that lead with lead_id (purchases_lead_company_unique, quotes_lead_company_unique).
 */
async function weeklyFirsts(db: Db, start: ReturnType<typeof sql>, end: ReturnType<typeof sql>, period: Period) {
  const hoursSinceLive = (at: string) => sql`extract(epoch from ${sql.raw(at)} - live_at) / 3600.0`;
  const result = (await db.execute(sql`
    with weeks as (${periodWeeksSql(period)}),
    live as (
      select date_trunc('week', ${leads.went_live_at} at time zone 'UTC') as week_start, ${leads.went_live_at} as live_at,
        (select min(p.created_at) from ${purchases} p where p.lead_id = ${leads.id}) as first_purchase_at,
        (select min(q.created_at) from ${quotes} q where q.lead_id = ${leads.id}) as first_quote_at
      from ${leads}
      where ${leads.deleted_at} is null and ${leads.went_live_at} >= ${start} and ${leads.went_live_at} < ${end}
    ),
    figures as (
      select week_start, count(*) as new_leads,
        percentile_cont(0.5) within group (order by ${hoursSinceLive('first_purchase_at')}) as purchase_hours,
        percentile_cont(0.5) within group (order by ${hoursSinceLive('first_quote_at')}) as quote_hours
      from live group by week_start
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start, f.new_leads, f.purchase_hours, f.quote_hours
    from weeks w left join figures f on f.week_start = w.week_start
    order by w.week_start`)) as unknown as { rows: Row[] };
  return result.rows.map((r): HealthWeek => ({
    week_start: String(r.week_start),
    new_leads: n(r.new_leads),
    median_hours_to_first_purchase: hoursOrNull(r.purchase_hours),
    median_hours_to_first_quote: hoursOrNull(r.quote_hours),
  }));
}

/**
 * The marketplace day by day over [from, to] (UTC days, both included), and the period as a whole.
 *
 * One query. Each source is read over the period only (by its created_at / went_live_at) and grouped
 * by ROLLUP(day): the rows per day and one row (day null) for the whole period, so the period's median
 * and rate are over all its leads and quotes, not an average of days. generate_series gives every day
 * plus the null day for the totals; a day with nothing finds no row and is zeros.
 *
 * - New leads: listed on the marketplace (went_live_at) in the period and not deleted; unsold when no
 *   purchase of them exists; their time to first quote runs from going live to their earliest quote.
 * - Quotes: by the day they were sent (created_at); accepted when the traveller accepted them.
 * - Money: the ledger, with the kinds of GET /v1/admin/revenue (REVENUE_KINDS).
 * And, in a second query, the same leads by Monday week with their time to first purchase and quote.
 */
export async function getMarketplaceHealth(opts: { db: Db; period: Period }): Promise<HealthReport> {
  const { from, to } = opts.period;
  const start = sql`(${from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`((${to}::date + 1)::timestamp at time zone 'UTC')`;
  const inPeriod = (column: AnyColumn) => sql`${column} >= ${start} and ${column} < ${end}`;
  const byCountry = sql.join(
    COUNTRIES.map((c) => sql`count(*) filter (where country = ${c}) as ${sql.identifier(`leads_${c}`)}`),
    sql`, `,
  );

  const [result, weeks] = await Promise.all([
    opts.db.execute(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      union all select null
    ),
    live as (
      select ${utcDay(leads.went_live_at)} as day, ${leads.country} as country, ${leads.went_live_at} as live_at,
        not exists (select 1 from ${purchases} p where p.lead_id = ${leads.id}) as unsold,
        (select min(q.created_at) from ${quotes} q where q.lead_id = ${leads.id}) as first_quote_at
      from ${leads}
      where ${leads.deleted_at} is null and ${inPeriod(leads.went_live_at)}
    ),
    lead_figures as (
      select day, count(*) as new_leads, ${byCountry},
        count(*) filter (where unsold) as unsold_leads,
        percentile_cont(0.5) within group (order by extract(epoch from first_quote_at - live_at) / 3600.0)
          as median_hours
      from live group by rollup(day)
    ),
    bought as (
      select day, count(*) as leads_bought
      from (select ${utcDay(purchases.created_at)} as day from ${purchases} where ${inPeriod(purchases.created_at)}) s
      group by rollup(day)
    ),
    quoted as (
      select day, count(*) as quotes_sent, count(*) filter (where accepted) as quotes_accepted
      from (
        select ${utcDay(quotes.created_at)} as day, ${quotes.status} = 'accepted' as accepted
        from ${quotes} where ${inPeriod(quotes.created_at)}
      ) s
      group by rollup(day)
    ),
    moved as (
      select day,
        sum(amount) filter (where kind in (${list(REVENUE_KINDS.top_ups)})) as top_ups_cents,
        -sum(amount) filter (where kind in (${list(REVENUE_KINDS.lead_sales)})) as lead_sales_cents,
        sum(abs(amount)) filter (where kind in (${list(REVENUE_KINDS.refunds)})) as refunds_cents
      from (
        select ${utcDay(ledger.created_at)} as day, ${ledger.kind} as kind, ${ledger.amount_cents} as amount
        from ${ledger}
        where ${inPeriod(ledger.created_at)} and ${ledger.kind} in (${list(counted)})
      ) s
      group by rollup(day)
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, f.new_leads, ${sql.join(
      COUNTRIES.map((c) => sql`f.${sql.identifier(`leads_${c}`)}`),
      sql`, `,
    )}, f.unsold_leads, f.median_hours, b.leads_bought, q.quotes_sent, q.quotes_accepted,
      m.top_ups_cents::bigint as top_ups_cents, m.lead_sales_cents::bigint as lead_sales_cents,
      m.refunds_cents::bigint as refunds_cents
    from days d
    left join lead_figures f on f.day is not distinct from d.day
    left join bought b on b.day is not distinct from d.day
    left join quoted q on q.day is not distinct from d.day
    left join moved m on m.day is not distinct from d.day
    order by d.day nulls last`) as unknown as Promise<{ rows: Row[] }>,
    weeklyFirsts(opts.db, start, end, opts.period),
  ]);

  const rows = result.rows;
  const total = rows.at(-1)!;
  return {
    from,
    to,
    days: rows.slice(0, -1).map((r) => ({ day: String(r.day), ...figuresOf(r) })),
    totals: figuresOf(total),
    weeks,
  };
}
