import { sql } from 'drizzle-orm';
import { seedDemo } from '../../demo/seed.ts';
import { type As, beforeAll, describe, expect, it } from '../../../test/harness.ts';

let token: string;
beforeAll(async ({ as, db }) => {
  await seedDemo(db);
  const login = await as(null).post('/v1/auth', { email: 'admin@triptender.example', password: 'triptender' });
  token = login.json().token;
});

const get = (as: As, url: string) =>
  as(token)
    .get(url)
    .then((r) => r.json());

describe('the demo data of the admin portal', () => {
  it('has incomplete profiles, closed requests to clean up, and wallets that add up', async ({ as, db }) => {
    const overview = await get(as, '/v1/admin/overview');
    // no demo company has uploaded a logo yet, so every profile is incomplete
    expect(overview.incomplete_profiles.data.map((c: { name: string }) => c.name)).toEqual([
      'Atlantic Way Tours',
      'Burren Way Travel',
      'Causeway Coast Journeys',
      'Emerald Isle Tours',
      'Highland Trails Scotland',
    ]);
    expect(overview.all_trips.count).toBeGreaterThan(0);

    const quinlan = await get(as, '/v1/companyLeads?search=Quinlan');
    expect(quinlan.data).toHaveLength(3);
    expect(new Set(quinlan.data.map((l: { status: string }) => l.status))).toEqual(new Set(['archived']));

    const companies = await get(as, '/v1/company?search=Causeway');
    const wallet = await get(as, `/v1/company/${companies.data[0].id}/wallet`);
    // eight closed requests and three of the other lead states bought (demo/lead-states.ts); one refunded
    // automatically when the traveller's email bounced
    expect(wallet.balance_cents).toBe(50_000 - 11 * 2500 + 2500);

    // every wallet's ledger sums to its balance
    const rows = (await db.execute(sql`
      select company_id, sum(amount_cents)::bigint as total,
             (array_agg(balance_after_cents order by id desc))[1] as balance
      from credit_ledger group by company_id`)) as unknown as {
      rows: { total: number | string; balance: number | string }[];
    };
    // bigint comes back as a string from node-postgres and as a number from PGlite
    for (const r of rows.rows) expect(Number(r.total)).toBe(Number(r.balance));
  });

  it('has money moving over past weeks for the revenue chart, in the order of each ledger', async ({ as, db }) => {
    const revenue = await get(as, '/v1/admin/revenue?weeks=12');
    type Week = { top_ups_cents: number; lead_sales_cents: number };
    expect(revenue.weeks.filter((w: Week) => w.top_ups_cents > 0).length).toBeGreaterThanOrEqual(4);
    expect(revenue.weeks.filter((w: Week) => w.lead_sales_cents > 0).length).toBeGreaterThanOrEqual(3);
    expect(revenue.weeks.at(-1).lead_sales_cents).toBeGreaterThan(0);
    // within a wallet, a later entry is never dated before an earlier one
    const disordered = (await db.execute(sql`
      select a.id from credit_ledger a join credit_ledger b on b.company_id = a.company_id and b.id > a.id
      where b.created_at < a.created_at`)) as unknown as { rows: unknown[] };
    expect(disordered.rows).toEqual([]);
  });

  it('has contact messages to handle and a failed email to retry', async ({ as }) => {
    const open = await get(as, '/v1/admin/contact-messages?status=open');
    expect(open.meta.total).toBe(2);
    const failed = await get(as, '/v1/admin/emails?status=failed');
    expect(failed.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to_email: 'brian.foley@example.cmo', attempts: 5 }),
        // refused for good: a bounce, which refunded the lead's buyer (demo/lead-states.ts)
        expect.objectContaining({ to_email: 'patrick.hayes@example.com', attempts: 1 }),
      ]),
    );
    expect(failed.data).toHaveLength(2);
  });
});

describe('the demo data of the lead states (demo/lead-states.ts)', () => {
  type Row = { id: number; status: string; duplicate_of: number | null; duplicates: number[] };
  const trips = async (as: As, search: string): Promise<Row[]> =>
    (await get(as, `/v1/companyLeads?search=${encodeURIComponent(search)}`)).data;

  it('has requests awaiting confirmation, one expired, and a duplicate linked to its original', async ({ as }) => {
    expect((await trips(as, 'roisin.kelly')).map((l) => l.status)).toEqual(['pending']);
    expect((await trips(as, 'tomas.ward')).map((l) => l.status)).toEqual(['pending']);
    expect((await trips(as, 'helen.shaw')).map((l) => l.status)).toEqual(['expired']);
    const declan = await trips(as, 'declan.burke');
    const [again, first] = declan;
    expect(again!.duplicate_of).toBe(first!.id);
    expect(first!.duplicates).toEqual([again!.id]);
  });

  it('has a purchase whose quote deadline passed, freeing its slot, and an automatic refund', async ({ db }) => {
    const rows = (await db.execute(sql`
      select l.email, p.slot_released_at is not null as released, p.refund_reason, l.status
      from purchases p join leads l on l.id = p.lead_id
      where l.email in ('grace.nolan@example.com', 'patrick.hayes@example.com') order by l.email`)) as unknown as {
      rows: { email: string; released: boolean; refund_reason: string | null; status: string }[];
    };
    expect(rows.rows).toEqual([
      { email: 'grace.nolan@example.com', released: true, refund_reason: null, status: 'open' },
      {
        email: 'patrick.hayes@example.com',
        released: false,
        refund_reason: "The traveller's email address bounced: the lead could not be reached.",
        status: 'archived',
      },
    ]);
  });
});
