// A company's performance over a period, and the platform's medians beside it: the one home of
// these figures. Every figure is computed in SQL; what each one counts is in docs/marketplace.md
// ("Operator performance") and in the contract (company-performance.ts).
//
// Days are UTC: the period runs from `from` 00:00 UTC to the day after `to`, 00:00 UTC. Quotes are
// counted by the day they were first sent (version 1, quotes.created_at), and what became of them
// (accepted, declined and why) is their status now; purchases by the day they were made, refunded
// ones not counted (as the wallet's spending does, domain/spending.ts).
import { eq, sql } from 'drizzle-orm';
import {
  type CompanyPerformance,
  PLATFORM_MIN_COMPANIES,
  type PerformanceFigures,
  type PlatformMedians,
} from '@triptender/contract/company-performance';
import { WALLET_CURRENCY } from '@triptender/contract/money';
import type { Period } from '@triptender/contract/periods';
import { addDaysIso } from '@triptender/contract/dates';
import type { DeclineReason } from '@triptender/contract/quote-terms';
import type { Db } from '../../db/client.ts';
import { periodWeeksSql } from '../../lib/period-sql.ts';
import { companies } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { getResponseTimes, platformResponseMedians } from '../../domain/response-times.ts';

type Row = Record<string, string | number | null>;
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

// bigint and numeric come back as strings from node-postgres and as numbers from PGlite
const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
const int = (v: string | number | null | undefined) => {
  const n = num(v);
  return n === null ? null : Math.round(n);
};

/** The period's instants: its first, and the first after it. */
function bounds(period: Period) {
  return { start: new Date(`${period.from}T00:00:00Z`), stop: new Date(`${addDaysIso(period.to, 1)}T00:00:00Z`) };
}

/**
 * One row per company active in the period (bought a lead or sent a quote): its figures. Every other
 * query here reads it.
 */
function perCompany(period: Period) {
  const { start, stop } = bounds(period);
  return sql`
    bought as (
      select company_id, count(*) as leads_bought, sum(price_cents) as spend_cents
      from purchases
      where created_at >= ${start} and created_at < ${stop} and refunded_at is null
      group by company_id
    ),
    sent as (
      select company_id, count(*) as quotes_sent,
        count(*) filter (where status = 'accepted') as quotes_accepted,
        count(*) filter (where status = 'declined') as quotes_declined
      from quotes
      where created_at >= ${start} and created_at < ${stop}
      group by company_id
    ),
    response as (
      select p.company_id,
        percentile_cont(0.5) within group (
          order by greatest(extract(epoch from (q.created_at - p.created_at)), 0) / 60
        ) as median_minutes_to_first_quote
      from purchases p
      join quotes q on q.lead_id = p.lead_id and q.company_id = p.company_id
      where p.created_at >= ${start} and p.created_at < ${stop} and p.refunded_at is null
      group by p.company_id
    ),
    per_company as (
      select coalesce(b.company_id, s.company_id) as company_id,
        coalesce(b.leads_bought, 0) as leads_bought,
        coalesce(b.spend_cents, 0) as spend_cents,
        coalesce(s.quotes_sent, 0) as quotes_sent,
        coalesce(s.quotes_accepted, 0) as quotes_accepted,
        coalesce(s.quotes_declined, 0) as quotes_declined,
        case when coalesce(s.quotes_sent, 0) > 0 then s.quotes_accepted::float8 / s.quotes_sent end as win_rate,
        case when coalesce(s.quotes_accepted, 0) > 0
          then round(coalesce(b.spend_cents, 0)::numeric / s.quotes_accepted) end as spend_per_won_trip_cents,
        round(r.median_minutes_to_first_quote::numeric) as median_minutes_to_first_quote
      from bought b
      full join sent s on s.company_id = b.company_id
      left join response r on r.company_id = coalesce(b.company_id, s.company_id)
    )`;
}

const FIGURES = [
  'leads_bought',
  'spend_cents',
  'quotes_sent',
  'quotes_accepted',
  'quotes_declined',
  'win_rate',
  'spend_per_won_trip_cents',
  'median_minutes_to_first_quote',
] as const;

/** The company's figures in the period (zeros, and nulls for the ratios, when it did nothing). */
async function companyFigures(db: Db, companyId: number, period: Period): Promise<PerformanceFigures> {
  const [r] = await rowsOf(
    db,
    sql`with ${perCompany(period)} select * from per_company where company_id = ${companyId}`,
  );
  return {
    leads_bought: int(r?.leads_bought) ?? 0,
    spend_cents: int(r?.spend_cents) ?? 0,
    quotes_sent: int(r?.quotes_sent) ?? 0,
    quotes_accepted: int(r?.quotes_accepted) ?? 0,
    quotes_declined: int(r?.quotes_declined) ?? 0,
    win_rate: num(r?.win_rate),
    spend_per_won_trip_cents: int(r?.spend_per_won_trip_cents),
    median_minutes_to_first_quote: int(r?.median_minutes_to_first_quote),
  };
}

/**
 * Each figure's median over the companies active in the period (nulls, such as the win rate of a
 * company that sent no quote, left out); null when fewer than PLATFORM_MIN_COMPANIES were active.
 */
async function platformFigures(db: Db, period: Period): Promise<PlatformMedians | null> {
  const medians = sql.join(
    FIGURES.map((f) => sql`percentile_cont(0.5) within group (order by ${sql.identifier(f)}) as ${sql.identifier(f)}`),
    sql`, `,
  );
  const [r] = await rowsOf(
    db,
    sql`with ${perCompany(period)} select count(*) as companies, ${medians} from per_company`,
  );
  const companies = int(r?.companies) ?? 0;
  if (companies < PLATFORM_MIN_COMPANIES) return null;
  return {
    companies,
    leads_bought: num(r?.leads_bought),
    spend_cents: int(r?.spend_cents),
    quotes_sent: num(r?.quotes_sent),
    quotes_accepted: num(r?.quotes_accepted),
    quotes_declined: num(r?.quotes_declined),
    win_rate: num(r?.win_rate),
    spend_per_won_trip_cents: int(r?.spend_per_won_trip_cents),
    median_minutes_to_first_quote: int(r?.median_minutes_to_first_quote),
  };
}

/** Every Monday week (UTC) that overlaps the period, with the company's spend, purchases, quotes and wins. */
async function weeklyFigures(db: Db, companyId: number, period: Period) {
  const { start, stop } = bounds(period);
  const rows = await rowsOf(
    db,
    sql`
    with weeks as (${periodWeeksSql(period)}),
    bought as (
      select date_trunc('week', created_at at time zone 'UTC') as week_start,
        count(*) as leads_bought, sum(price_cents) as spend_cents
      from purchases
      where company_id = ${companyId} and created_at >= ${start} and created_at < ${stop} and refunded_at is null
      group by 1
    ),
    sent as (
      select date_trunc('week', created_at at time zone 'UTC') as week_start,
        count(*) as quotes_sent, count(*) filter (where status = 'accepted') as wins
      from quotes
      where company_id = ${companyId} and created_at >= ${start} and created_at < ${stop}
      group by 1
    )
    select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
      coalesce(b.leads_bought, 0) as leads_bought, coalesce(b.spend_cents, 0) as spend_cents,
      coalesce(s.quotes_sent, 0) as quotes_sent, coalesce(s.wins, 0) as wins
    from weeks w
    left join bought b on b.week_start = w.week_start
    left join sent s on s.week_start = w.week_start
    order by w.week_start`,
  );
  return rows.map((r) => ({
    week_start: String(r.week_start),
    leads_bought: int(r.leads_bought) ?? 0,
    spend_cents: int(r.spend_cents) ?? 0,
    quotes_sent: int(r.quotes_sent) ?? 0,
    wins: int(r.wins) ?? 0,
  }));
}

/** Why the company's quotes sent in the period were declined, most frequent first. */
async function declineReasons(db: Db, companyId: number, period: Period) {
  const { start, stop } = bounds(period);
  const rows = await rowsOf(
    db,
    sql`
    select decline_reason_code as code, count(*) as count
    from quotes
    where company_id = ${companyId} and status = 'declined' and created_at >= ${start} and created_at < ${stop}
    group by decline_reason_code
    order by count(*) desc, decline_reason_code nulls last`,
  );
  return rows.map((r) => ({ code: (r.code ?? null) as DeclineReason | null, count: int(r.count) ?? 0 }));
}

/** GET /v1/company/{companyId}/performance: the company's figures, the platform's medians, weeks and decline reasons. */
export async function getCompanyPerformance(opts: {
  db: Db;
  companyId: number;
  period: Period;
}): Promise<CompanyPerformance> {
  const { db, companyId, period } = opts;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const [figures, platform, weeks, decline_reasons, responseTimes, platformResponse] = await Promise.all([
    companyFigures(db, companyId, period),
    platformFigures(db, period),
    weeklyFigures(db, companyId, period),
    declineReasons(db, companyId, period),
    getResponseTimes(db, [companyId]),
    platformResponseMedians(db),
  ]);
  const response = { company: responseTimes.get(companyId)!, platform: platformResponse };
  return { period, currency: WALLET_CURRENCY, figures, platform, weeks, decline_reasons, response };
}
