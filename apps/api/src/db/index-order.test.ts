// Each newest-first list reads its index in the list's own order, so a page stops after its rows instead
// of sorting all of a company's (or the platform's) rows first. A plain DESC in ORDER BY means NULLS
// FIRST; an index declared DESC NULLS LAST does not match it even on a NOT NULL column (migration 0019,
// docs/benchmarks.md). The planner is kept off sequential scans and sorts, so where an index does not
// match, the plan shows a Sort (or another index) and the test fails.
import { desc, eq, isNull, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { explainNodes, type PlanNode, planNodes } from '../../test/plans.ts';
import { leadOrder } from '../domain/lead-rules.ts';
import { openLeadsPageQuery } from '../modules/marketplace/list-open-leads.ts';
import { openLeadsQuery } from '@triptender/contract/marketplace';
import { newestFirst } from '../lib/pagination.ts';
import { auditLog, cardPayments, creditLedger, emailOutbox, leads, purchases, receipts } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The plan of a query with sequential scans, bitmap scans and full sorts priced out. */
async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    return explainNodes(tx, query);
  });
}

/** The first page of ids of a list: the table, its ORDER BY and its filter. */
const firstPage = (table: PgTable & { id: AnyPgColumn }, order: (SQL | AnyPgColumn)[], where?: SQL) => () =>
  ctx.db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(20);

describe('newest-first lists read their index in order', () => {
  const lists: [index: string, query: () => SQLWrapper][] = [
    ['purchases_company_created_id_idx', firstPage(purchases, newestFirst(purchases), eq(purchases.company_id, 1))],
    ['credit_ledger_company_idx', firstPage(creditLedger, [desc(creditLedger.id)], eq(creditLedger.company_id, 1))],
    ['audit_log_created_idx', firstPage(auditLog, newestFirst(auditLog))],
    [
      'audit_log_action_idx',
      firstPage(auditLog, [desc(auditLog.created_at)], eq(auditLog.action, 'login.address_slowed')),
    ],
    ['card_payments_created_idx', firstPage(cardPayments, newestFirst(cardPayments))],
    ['email_outbox_created_idx', firstPage(emailOutbox, newestFirst(emailOutbox))],
    [
      'receipts_company_issued_idx',
      firstPage(receipts, [desc(receipts.issued_at), desc(receipts.id)], eq(receipts.company_id, 1)),
    ],
    // the lead lists order DESC NULLS LAST on purpose, as their indexes are (domain/lead-rules.ts, leadOrder)
    ['leads_created_idx', firstPage(leads, leadOrder('recent'), isNull(leads.deleted_at))],
  ];

  for (const [index, query] of lists) {
    it(`${index}: an index scan in the list's order, no full sort`, async () => {
      const plan = await planOf(query());
      expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual([index]);
      // an Incremental Sort (ties on the leading column ordered by id) is fine; a full Sort is not
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    });
  }
});

describe("the marketplace's pages are cut from a covering index", () => {
  // the page's keys come from the index alone (no table row per skipped entry); the table is read by
  // primary key for the page's own rows (list-open-leads.ts, openLeadsPageQuery)
  const cases: [index: string, query: Record<string, string>][] = [
    ['leads_open_market_idx', {}],
    ['leads_open_market_idx', { country: 'ireland', category: 'family', budget: 'medium', page: '3' }],
    ['leads_open_start_idx', { sort: 'start_date_asc', page: '100' }],
    ['leads_open_start_idx', { sort: 'start_date_desc', page: '100', status: 'unquoted' }],
  ];
  beforeAll(async () => {
    await fixtures(ctx.db).marketOf(20_000);
  });
  for (const [index, params] of cases) {
    it(`${new URLSearchParams(params).toString() || 'the first page'}: an index-only scan of ${index}`, async () => {
      const plan = await planOf(openLeadsPageQuery(ctx.db, 1, openLeadsQuery.parse(params)));
      // the cut: what runs under the LIMIT reads one covering index and nothing else
      const cut = planNodes(plan.find((n) => n['Node Type'] === 'Limit')!);
      expect(cut.filter((n) => n['Relation Name']).map((n) => [n['Node Type'], n['Index Name']])).toEqual([
        ['Index Only Scan', index],
      ]);
      // and the page's rows are then read by primary key
      expect(plan.find((n) => n['Relation Name'] === 'leads' && !cut.includes(n))?.['Index Name']).toBe('leads_pkey');
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    });
  }
});
