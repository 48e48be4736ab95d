// The marketplace's WHERE clause: which leads a company may see (bookable) and its filters, written once
// for the page (list-open-leads.ts) and the totals (open-lead-totals.ts).
import { and, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { BUDGET_BANDS } from '@triptender/contract/budget';
import { type Category, CATEGORY_RULES, type openLeadsQuery } from '@triptender/contract/marketplace';
import type { z } from 'zod';
import { leads } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql-text.ts';
import { bookableSql } from '../../domain/lead-rules.ts';
import { matchesPreferencesSql } from '../../domain/lead-matching.ts';
import { visibleSearchText } from '../../domain/visible-text.ts';

type Query = z.output<typeof openLeadsQuery>;

function categoryCondition(category: Category): SQL {
  const rule = CATEGORY_RULES[category];
  const parts: SQL[] = [];
  if (rule.trip_types) parts.push(inArray(leads.trip_type, rule.trip_types));
  if (rule.min_people !== undefined) parts.push(gte(leads.number_of_people, rule.min_people));
  if (rule.max_people !== undefined) parts.push(lte(leads.number_of_people, rule.max_people));
  return and(...parts)!;
}

/** The WHERE clause of the marketplace: open, not deleted, not yet started, and the filters. */
export function openLeadConditions(q: Omit<Query, 'page' | 'per_page' | 'sort' | 'force'>): SQL {
  const conditions: SQL[] = [bookableSql()];
  if (q.country) conditions.push(eq(leads.country, q.country));
  if (q.trip_type) conditions.push(eq(leads.trip_type, q.trip_type));
  if (q.category !== 'all') conditions.push(categoryCondition(q.category));
  if (q.budget !== 'all') {
    const band = BUDGET_BANDS[q.budget];
    conditions.push(gte(leads.budget_cents, band.minCents));
    if (band.maxCents !== null) conditions.push(sql`${leads.budget_cents} < ${band.maxCents}`);
  }
  if (q.status === 'quoted') conditions.push(gt(leads.quotes_count, 0));
  if (q.status === 'unquoted') conditions.push(eq(leads.quotes_count, 0));
  // the filters' values are the contract's choices, written into the statement: as parameters they
  // would make PostgreSQL plan each execution of a prepared page again (lib/pagination.ts, inlinedCount)
  const filters = and(...conditions)!.inlineParams();
  if (q.search) {
    const pattern = containsPattern(q.search);
    // The trigram index covers `search`, which also holds the email and last name; the second test
    // keeps matches to what a company may see before buying (the stored copies with emails, phone
    // numbers and handles masked, domain/visible-text.ts), so search is no oracle for contacts.
    // The typed text stays a parameter.
    return and(filters, sql`${leads.search} like ${pattern}`, sql`${visibleSearchText} like ${pattern}`)!;
  }
  return filters;
}

/** openLeadConditions, and with match=preferences only the leads that fit the company's lead preferences. */
export function openLeadWhere(q: Query, companyId: number): SQL {
  const base = openLeadConditions(q);
  return q.match === 'preferences' ? and(base, matchesPreferencesSql(companyId))! : base;
}
