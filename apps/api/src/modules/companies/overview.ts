import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { type CompanyOverview, computeProfileCompleteness } from '@triptender/contract/companies';
import { daysSince } from '@triptender/contract/dates';
import type { Db } from '../../db/client.ts';
import { companies, leads, purchases, quotes } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { leadOrder, listedSql } from '../../domain/lead-rules.ts';
import { getBalanceCents } from '../purchases/ledger.ts';

const RECENT_LEADS = 8;

/** The company portal's overview: profile completeness, four figures and the newest open trip requests. */
export async function getCompanyOverview(opts: { db: Db; companyId: number }): Promise<CompanyOverview> {
  const { db, companyId } = opts;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const openLead = and(listedSql, eq(leads.status, 'open'));
  const [[week], [bought], [quoted], balance, recent] = await Promise.all([
    db
      .select({ n: count() })
      .from(leads)
      .where(and(openLead, gte(leads.created_at, sql`now() - interval '7 days'`))),
    db
      .select({ n: count() })
      .from(purchases)
      .where(and(eq(purchases.company_id, companyId), isNull(purchases.refunded_at))),
    db
      .select({
        sent: count(),
        won: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')::int`,
      })
      .from(quotes)
      .where(eq(quotes.company_id, companyId)),
    getBalanceCents(db, companyId),
    db
      .select({
        id: leads.id,
        title: leads.title,
        // what a company that has not bought it sees (domain/visible-text.ts)
        visible_title: leads.visible_title,
        country: leads.country,
        number_of_people: leads.number_of_people,
        number_of_night: leads.number_of_night,
        start_date: leads.start_date,
        status: leads.status,
        first_name: leads.first_name,
        bought: sql<boolean>`${purchases.id} is not null`,
        created_at: leads.created_at,
      })
      .from(leads)
      .leftJoin(purchases, and(eq(purchases.lead_id, leads.id), eq(purchases.company_id, companyId)))
      .where(openLead)
      .orderBy(...leadOrder('recent'))
      .limit(RECENT_LEADS),
  ]);
  return {
    profile: computeProfileCompleteness(company),
    stats: {
      open_leads_this_week: week?.n ?? 0,
      leads_bought: bought?.n ?? 0,
      quotes_sent: quoted?.sent ?? 0,
      quotes_won: Number(quoted?.won ?? 0),
      balance_cents: balance,
    },
    recent_leads: recent.map(({ first_name, visible_title, ...r }) => ({
      ...r,
      title: r.bought ? r.title : visible_title,
      country: r.country,
      status: r.status,
      age_days: daysSince(r.created_at),
      bought: Boolean(r.bought),
      user: { first_name },
    })),
  };
}
