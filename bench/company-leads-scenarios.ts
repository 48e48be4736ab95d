// The scenarios of the admin's All Trips bench (GET /v1/companyLeads), shared by bench/company-leads.ts
// (load) and bench/company-leads-plans.ts (EXPLAIN ANALYZE of the same requests' SQL).
import type pg from 'pg';

/** A scenario: its name and the query strings it sends in turn (most send one). */
export type Scenario = { name: string; queries: string[] };

/**
 * The scenarios over the database `db` holds: the travellers' emails (200 different, the way an admin
 * looks someone up) and the cursor of the deepest page are read from it.
 */
export async function companyLeadsScenarios(db: pg.Client): Promise<Scenario[]> {
  const { rows: emails } = await db.query<{ email: string }>(
    `select email from leads where deleted_at is null order by id limit 200`,
  );
  // the last page the UI reaches (Next, Next, ...: each a keyset page after the one before): the 10
  // oldest leads, after the 11th oldest; read from the oldest end, so this setup is fast too
  const { rows: deepest } = await db.query<{ id: number; n: string }>(
    `select id, (select count(*) from leads where deleted_at is null) as n from leads where deleted_at is null
     order by created_at asc nulls first, id asc nulls first offset 10 limit 1`,
  );
  const lastPage = Math.ceil(Number(deepest[0]!.n) / 10);
  return [
    { name: 'no filters, newest first (page 1)', queries: [''] },
    { name: 'no filters, page 500 (offset 4,990)', queries: ['page=500'] },
    {
      name: `no filters, the last page (${lastPage.toLocaleString('en-US')}: after= cursor, as Next sends)`,
      queries: [`page=${lastPage}&after=${deepest[0]!.id}`],
    },
    {
      name: 'country + trip type + status, by start date',
      queries: ['country=scotland&trip_type=active&status=open&sort=start_date_asc&per_page=25'],
    },
    {
      name: 'search: a traveller email (200 different)',
      queries: emails.map((e) => `search=${encodeURIComponent(e.email)}`),
    },
    { name: 'search: a name + country', queries: ['search=emily%20johnson&country=ireland'] },
    { name: 'search: a lead id', queries: ['search=%2354321'] },
    { name: 'search: a common word + status (1 in 6 match)', queries: ['search=skye&status=open&per_page=50'] },
    { name: 'status archived (closed, or open with the trip started)', queries: ['status=archived'] },
  ];
}
