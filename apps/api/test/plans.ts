// EXPLAIN for tests: the plan PostgreSQL (or PGlite) would run a query with, as a flat list of its nodes.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../src/db/client.ts';

export type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Plan Rows': number;
  Plans?: PlanNode[];
};

/** A node and every node under it, depth first. */
export const planNodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(planNodes)];

/** `EXPLAIN (FORMAT JSON)` of a query, flattened (PGlite answers the JSON as text, PostgreSQL parsed). */
export async function explainNodes(db: Db | Tx, query: SQLWrapper): Promise<PlanNode[]> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
  };
  const cell = result.rows[0]!['QUERY PLAN'];
  const [{ Plan }] = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : cell;
  return planNodes(Plan);
}
