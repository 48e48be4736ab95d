// GET /v1/admin/marketplace-health `weeks`: per Monday week (UTC), the median hours from a lead going
// live to its first purchase and to its first quote (docs/marketplace.md, "Marketplace health"). The
// period is in the past, so nothing else lands in it; purchases and quotes are made through the API,
// then moved to their times.
import { and, eq } from 'drizzle-orm';
import { leads, purchases, quotes } from '../../db/schema.ts';
import type { Session } from '../../../test/fixtures.ts';
import { beforeAll, describe, expect, it } from '../../../test/harness.ts';

let admin: Session;
const at = (iso: string) => new Date(`${iso}Z`);

beforeAll(async ({ fx, mp, db }) => {
  admin = await fx.admin();
  const a = await fx.companyUser({ creditCents: 100_000 });
  const b = await fx.companyUser({ creditCents: 100_000 });
  const traveller = (await fx.traveller()).user.id;
  const live = (when: string) => fx.lead(traveller, { went_live_at: at(when) });
  const buy = async (leadId: number, buyer: typeof a, when: string) => {
    expect((await mp.buy(buyer, leadId)).statusCode).toBe(201);
    await db
      .update(purchases)
      .set({ created_at: at(when) })
      .where(and(eq(purchases.lead_id, leadId), eq(purchases.company_id, buyer.companyId)));
  };
  const quote = async (leadId: number, buyer: typeof a, when: string) => {
    const res = await mp.quote(buyer, leadId);
    expect(res.statusCode).toBe(201);
    await db
      .update(quotes)
      .set({ created_at: at(when) })
      .where(eq(quotes.id, res.json().id as number));
  };

  // week of Monday 3 March 2025: first purchases after 1 and 3 hours, first quotes after 5 and 9
  const one = await live('2025-03-03T10:00:00');
  await buy(one.id, a, '2025-03-03T13:00:00');
  await buy(one.id, b, '2025-03-03T11:00:00'); // the first purchase, though made second
  await quote(one.id, a, '2025-03-03T15:00:00');
  await quote(one.id, b, '2025-03-03T20:00:00');
  const two = await live('2025-03-05T08:00:00');
  await buy(two.id, a, '2025-03-05T11:00:00');
  await quote(two.id, a, '2025-03-05T17:00:00');
  await live('2025-03-06T09:00:00'); // never bought
  // week of 10 March: bought 30 hours after going live, not quoted
  const four = await live('2025-03-11T00:00:00');
  await buy(four.id, a, '2025-03-12T06:00:00');
  // not of the period: live the day before it, or deleted since
  const before = await live('2025-03-02T23:00:00');
  await buy(before.id, a, '2025-03-03T00:00:00');
  const deleted = await live('2025-03-12T10:00:00');
  await buy(deleted.id, b, '2025-03-12T11:00:00');
  await db
    .update(leads)
    .set({ deleted_at: at('2025-03-13T00:00:00') })
    .where(eq(leads.id, deleted.id));
});

describe('GET /v1/admin/marketplace-health: weeks', () => {
  it('gives each Monday week the median hours from going live to the first purchase and quote', async ({ as }) => {
    const res = await as(admin).get('/v1/admin/marketplace-health?from=2025-03-03&to=2025-03-23');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().weeks).toEqual([
      { week_start: '2025-03-03', new_leads: 3, median_hours_to_first_purchase: 2, median_hours_to_first_quote: 7 },
      { week_start: '2025-03-10', new_leads: 1, median_hours_to_first_purchase: 30, median_hours_to_first_quote: null },
      {
        week_start: '2025-03-17',
        new_leads: 0,
        median_hours_to_first_purchase: null,
        median_hours_to_first_quote: null,
      },
    ]);
  });

  it("counts only the period's days of its first and last weeks", async ({ as }) => {
    const res = await as(admin).get('/v1/admin/marketplace-health?from=2025-03-05&to=2025-03-11');
    expect(res.json().weeks).toEqual([
      { week_start: '2025-03-03', new_leads: 2, median_hours_to_first_purchase: 3, median_hours_to_first_quote: 9 },
      { week_start: '2025-03-10', new_leads: 1, median_hours_to_first_purchase: 30, median_hours_to_first_quote: null },
    ]);
  });
});
