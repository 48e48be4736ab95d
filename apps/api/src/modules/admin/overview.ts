import { and, asc, count, eq, gt, gte, sql } from 'drizzle-orm';
import type { AdminOverview } from '@triptender/contract/admin';
import { computeProfileCompleteness } from '@triptender/contract/companies';
import type { Db } from '../../db/client.ts';
import { companies, leads, purchases, quotes } from '../../db/schema.ts';
import { incompleteProfileSql } from '../companies/service.ts';
import { leadOrder, listedSql } from '../../domain/lead-rules.ts';
import { recentAbuseAlerts } from './abuse-alerts.ts';

const PREVIEW = 3;
const INCOMPLETE_SHOWN = 20;
const monthStart = sql`date_trunc('month', now())`;

/** The admin overview: quoted trips with a preview, incomplete company profiles and this week's and month's figures. */
export async function getAdminOverview(opts: { db: Db }): Promise<AdminOverview> {
  const { db } = opts;
  const quoted = and(listedSql, gt(leads.quotes_count, 0));
  const [[trips], preview, [incomplete], incompleteRows, [week], [month], [accepted], alerts] = await Promise.all([
    db.select({ n: count() }).from(leads).where(quoted),
    db
      .select({
        id: leads.id,
        first_name: leads.first_name,
        last_name: leads.last_name,
        companies_count: leads.purchases_count,
        bids_count: leads.quotes_count,
        status: leads.status,
      })
      .from(leads)
      .where(quoted)
      .orderBy(...leadOrder('recent'))
      .limit(PREVIEW),
    db.select({ n: count() }).from(companies).where(incompleteProfileSql),
    db
      .select()
      .from(companies)
      .where(incompleteProfileSql)
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
      .limit(INCOMPLETE_SHOWN),
    db
      .select({ n: count() })
      .from(leads)
      .where(and(listedSql, gte(leads.created_at, sql`now() - interval '7 days'`))),
    db
      .select({
        n: count(),
        revenue:
          sql<number>`coalesce(sum(${purchases.price_cents}) filter (where ${purchases.refunded_at} is null), 0)`.mapWith(
            Number,
          ),
      })
      .from(purchases)
      .where(gte(purchases.created_at, monthStart)),
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.status, 'accepted'), gte(quotes.status_changed_at, monthStart))),
    recentAbuseAlerts(db),
  ]);
  return {
    all_trips: {
      count: trips?.n ?? 0,
      preview: preview.map((l) => ({
        id: l.id,
        client: `${l.first_name} ${l.last_name}`.trim(),
        companies_count: l.companies_count,
        bids_count: l.bids_count,
        status: l.status,
      })),
    },
    incomplete_profiles: {
      total: incomplete?.n ?? 0,
      data: incompleteRows.map((c) => {
        const { percent, missing } = computeProfileCompleteness(c);
        return { id: c.id, name: c.name, email: c.email, percent, missing };
      }),
    },
    figures: {
      leads_this_week: week?.n ?? 0,
      purchases_this_month: month?.n ?? 0,
      revenue_this_month_cents: Number(month?.revenue ?? 0),
      quotes_accepted_this_month: accepted?.n ?? 0,
    },
    alerts,
  };
}
