// Each newest-first list reads its index in the list's own order, so a page stops after its rows instead
// of sorting all of a company's (or the platform's) rows first. A plain DESC in ORDER BY means NULLS
// FIRST; an index declared DESC NULLS LAST does not match it even on a NOT NULL column (migration 0019,
// docs/benchmarks.md). The planner is kept off sequential scans and sorts, so where an index does not
// match, the plan shows a Sort (or another index) and the test fails.
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { leadOrder } from '../domain/lead-rules.ts';
import { newestFirst } from '../lib/pagination.ts';
import { auditLog, cardPayments, creditLedger, emailOutbox, leads, purchases, receipts } from './schema.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** The plan of a query with sequential scans, bitmap scans and full sorts priced out. */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    // the statement's own $n parameters, inlined as literals (EXPLAIN takes no bind parameters here)
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    });
    const result = (await tx.execute(sql.raw(`explain (format json) ${inlined}`))) as unknown as {
      rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
    };
    const cell = result.rows[0]!['QUERY PLAN'];
    const [{ Plan }] = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell;
    return nodes(Plan);
  });
}

const page = <Q extends PgSelect>(q: Q) => q.limit(20);

describe('newest-first lists read their index in order', () => {
  const lists: [index: string, build: () => { toSQL(): { sql: string; params: unknown[] } }][] = [
    [
      'purchases_company_created_id_idx',
      () =>
        page(
          ctx.db
            .select({ id: purchases.id })
            .from(purchases)
            .where(eq(purchases.company_id, 1))
            .orderBy(...newestFirst(purchases))
            .$dynamic(),
        ),
    ],
    [
      'credit_ledger_company_idx',
      () =>
        page(
          ctx.db
            .select({ id: creditLedger.id })
            .from(creditLedger)
            .where(eq(creditLedger.company_id, 1))
            .orderBy(desc(creditLedger.id))
            .$dynamic(),
        ),
    ],
    [
      'audit_log_created_idx',
      () =>
        page(
          ctx.db
            .select({ id: auditLog.id })
            .from(auditLog)
            .orderBy(...newestFirst(auditLog))
            .$dynamic(),
        ),
    ],
    [
      'audit_log_action_idx',
      () =>
        page(
          ctx.db
            .select({ id: auditLog.id })
            .from(auditLog)
            .where(eq(auditLog.action, 'login.address_slowed'))
            .orderBy(desc(auditLog.created_at))
            .$dynamic(),
        ),
    ],
    [
      'card_payments_created_idx',
      () =>
        page(
          ctx.db
            .select({ id: cardPayments.id })
            .from(cardPayments)
            .orderBy(...newestFirst(cardPayments))
            .$dynamic(),
        ),
    ],
    [
      'email_outbox_created_idx',
      () =>
        page(
          ctx.db
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .orderBy(...newestFirst(emailOutbox))
            .$dynamic(),
        ),
    ],
    [
      'receipts_company_issued_idx',
      () =>
        page(
          ctx.db
            .select({ id: receipts.id })
            .from(receipts)
            .where(eq(receipts.company_id, 1))
            .orderBy(desc(receipts.issued_at), desc(receipts.id))
            .$dynamic(),
        ),
    ],
  ];

  // the lead lists order DESC NULLS LAST on purpose, as their indexes are (domain/lead-rules.ts, leadOrder)
  lists.push([
    'leads_created_idx',
    () =>
      page(
        ctx.db
          .select({ id: leads.id })
          .from(leads)
          .where(isNull(leads.deleted_at))
          .orderBy(...leadOrder('recent'))
          .$dynamic(),
      ),
  ]);

  for (const [index, build] of lists) {
    it(`${index}: an index scan in the list's order, no full sort`, async () => {
      const plan = await planOf(build());
      expect(plan.map((n) => n['Index Name']).filter(Boolean)).toEqual([index]);
      // an Incremental Sort (ties on the leading column ordered by id) is fine; a full Sort is not
      expect(plan.map((n) => n['Node Type'])).not.toContain('Sort');
    });
  }
});
