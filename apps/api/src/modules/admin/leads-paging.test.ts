// All Trips at scale (decision 019): keyset cursors beside page numbers, totals exact up to
// EXACT_TOTALS_UP_TO and estimated above, and the exact lookups of an email address or an id.
import { sql } from 'drizzle-orm';
import { EXACT_TOTALS_UP_TO } from '@triptender/contract/constants';
import type { Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const list = (as: As, query: string) => as(admin).get(`/v1/companyLeads?${query}`);
const ids = (res: Awaited<ReturnType<typeof list>>): number[] => res.json().data.map((l: { id: number }) => l.id);

describe('GET /v1/companyLeads: keyset paging', () => {
  const word = `ks${Date.now().toString(36)}`;
  let newestFirst: number[];

  beforeAll(async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const base = Date.now() - 60 * 60_000;
    for (let i = 0; i < 23; i++) {
      // two leads share each instant, so the id must break the tie the same way on every page
      await fx.lead(traveller.user.id, {
        special_requests: `Needs ${word}`,
        created_at: new Date(base + Math.floor(i / 2) * 60_000),
        start_date: `2031-0${1 + (i % 9)}-1${i % 10}`,
      });
    }
    newestFirst = ids(await list(as, `search=${word}&per_page=25`));
    expect(newestFirst).toHaveLength(23);
  });

  it('walks forward with after= and back with before=, naming the cursors in the meta', async ({ as }) => {
    const first = await list(as, `search=${word}`);
    expect(first.json().meta).toEqual({
      per_page: 10,
      total: 23,
      current_page: 1,
      last_page: 3,
      total_is_estimate: false,
      next_cursor: newestFirst[9],
      prev_cursor: null,
    });
    // a page: its leads, and the cursors its meta names
    const expectPage = async (query: string, rows: number[], meta: Record<string, unknown>) => {
      const res = await list(as, `search=${word}&${query}`);
      expect(ids(res), query).toEqual(rows);
      expect(res.json().meta, query).toMatchObject(meta);
    };
    const second = { current_page: 2, next_cursor: newestFirst[19], prev_cursor: newestFirst[10] };
    await expectPage(`page=2&after=${newestFirst[9]}`, newestFirst.slice(10, 20), second);
    await expectPage(`page=3&after=${newestFirst[19]}`, newestFirst.slice(20), {
      current_page: 3,
      next_cursor: null,
      prev_cursor: newestFirst[20],
    });
    await expectPage(`page=2&before=${newestFirst[20]}`, newestFirst.slice(10, 20), second);
    // back to the start: the first page, whatever page number the client sent
    await expectPage(`page=5&before=${newestFirst[10]}`, newestFirst.slice(0, 10), {
      current_page: 1,
      prev_cursor: null,
      next_cursor: newestFirst[9],
    });
  });

  it('pages every sort the same way by cursor as by page number', async ({ as }) => {
    for (const sort of ['recent', 'oldest', 'start_date_asc', 'start_date_desc']) {
      const all = ids(await list(as, `search=${word}&sort=${sort}&per_page=25`));
      const byOffset = ids(await list(as, `search=${word}&sort=${sort}&page=2`));
      const byCursor = ids(await list(as, `search=${word}&sort=${sort}&page=2&after=${all[9]}`));
      expect(byCursor, sort).toEqual(all.slice(10, 20));
      expect(byOffset, sort).toEqual(byCursor);
      expect(ids(await list(as, `search=${word}&sort=${sort}&page=2&before=${all[20]}`)), sort).toEqual(byCursor);
    }
  });

  it('answers 422 for a cursor that is not an id, or both cursors at once', async ({ as }) => {
    expectFieldErrors(await list(as, 'after=abc'), { after: ['The cursor must be a trip request id.'] });
    expectFieldErrors(await list(as, 'before=-3'), { before: ['The cursor must be a trip request id.'] });
    expectFieldErrors(await list(as, `after=${newestFirst[0]}&before=${newestFirst[5]}`), {
      before: ['Send after or before, not both.'],
    });
  });

  it('finds an email address exactly, whatever its case, and an id as "123" or "#123"', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const mine = await fx.lead(traveller.user.id, { email: `Exact.${word}@Example.com` });
    // another address that contains the first is not the same traveller
    await fx.lead(traveller.user.id, { email: `not.exact.${word}@example.com` });
    expect(ids(await list(as, `search=${encodeURIComponent(`exact.${word}@example.COM`)}`))).toEqual([mine.id]);
    expect(ids(await list(as, `search=%23${mine.id}`))).toEqual([mine.id]);
    expect(ids(await list(as, `search=${mine.id}`))).toEqual([mine.id]);
  });
});

describe('GET /v1/companyLeads: totals', () => {
  const word = `tot${Date.now().toString(36)}`;

  beforeAll(async ({ fx, db }) => {
    const traveller = await fx.traveller();
    const model = await fx.lead(traveller.user.id, { special_requests: `Needs ${word}`, status: 'accepted' });
    // EXACT_TOTALS_UP_TO more copies of that lead, open, in one statement; statistics for the planner
    const { rows } = (await db.execute(sql`
      select string_agg(quote_ident(column_name), ', ') as cols from information_schema.columns
      where table_name = 'leads' and table_schema = current_schema() and is_generated = 'NEVER'
        and is_identity = 'NO' and column_name <> 'status'`)) as unknown as { rows: { cols: string }[] };
    const cols = sql.raw(rows[0]!.cols);
    await db.execute(sql`insert into leads (${cols}, status)
      select ${cols}, 'open' from leads, generate_series(1, ${EXACT_TOTALS_UP_TO}) where id = ${model.id}`);
    await db.execute(sql`analyze leads`);
  });

  it('counts exactly up to EXACT_TOTALS_UP_TO', async ({ as }) => {
    const res = await list(as, `search=${word}&status=open`);
    expect(res.json().meta).toMatchObject({ total: EXACT_TOTALS_UP_TO, total_is_estimate: false, last_page: 1000 });
    expect((await list(as, `search=${word}&status=accepted`)).json().meta).toMatchObject({
      total: 1,
      total_is_estimate: false,
    });
  });

  it("estimates a larger total from PostgreSQL's statistics, and says so", async ({ as }) => {
    const { meta } = (await list(as, `search=${word}&per_page=100`)).json();
    expect(meta.total_is_estimate).toBe(true);
    expect(meta.total).toBeGreaterThan(EXACT_TOTALS_UP_TO);
    // the planner's figure for 10,001 matching rows, not a made-up one
    expect(meta.total).toBeLessThan(2 * (EXACT_TOTALS_UP_TO + 1));
    expect(meta.last_page).toBe(Math.ceil(meta.total / 100));
  });
});
