// Anonymous trip requests: limited per address and per email by the hour, a spike alerts the admin, and
// none reaches an operator before its emailed link is followed (decision 025). Small limits here.
import { inArray } from 'drizzle-orm';
import { MESSAGES } from '@triptender/contract/constants';
import { leads } from '../../db/schema.ts';
import { type As, describe, expect, harness } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

const test = harness({
  env: { GUEST_REQUESTS_PER_ADDRESS_HOUR: '3', GUEST_REQUESTS_PER_EMAIL_HOUR: '2', GUEST_REQUESTS_ALERT_PER_HOUR: '5' },
});
const it = test;

let posted = 0;
/** A guest's request from the /scotland dialog; each one a different trip, marked in special_requests. */
function postGuest(as: As, email: string, remoteAddress: string) {
  posted += 1;
  return as(null).post(
    '/v1/leads',
    {
      country: posted % 2 ? 'scotland' : 'ireland',
      number_of_people: 2,
      start_date: daysFromNow(40 + posted * 20),
      number_of_night: 5,
      trip_type: 'cultural',
      travel_type: 'self-drive',
      flight_booked: 'no',
      first_name: 'Flood',
      last_name: 'Guest',
      email,
      mobile: null,
      special_requests: `Flood marker ${posted}`,
    },
    { remoteAddress },
  );
}

describe('POST /v1/leads limits', () => {
  it('refuses a 4th request in an hour from one address with 429 and Retry-After; other addresses go on', async ({
    as,
    fx,
  }) => {
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await postGuest(as, fx.email(`per-address-${i}`), '10.40.0.1'));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
    const refused = answers[3]!;
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    // the window is an hour: the wait is minutes, not seconds
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect((await postGuest(as, fx.email('per-address-other'), '10.40.0.2')).statusCode).toBe(201);
  });

  it('refuses a 3rd request in an hour for one email, whatever the address', async ({ as, fx }) => {
    const email = fx.email('one-inbox');
    const answers = [];
    for (const ip of ['10.41.0.1', '10.41.0.2', '10.41.0.3']) answers.push(await postGuest(as, email, ip));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThan(60);
    // a refused request is not counted against its address
    expect((await postGuest(as, fx.email('another-inbox'), '10.41.0.3')).statusCode).toBe(201);
  });

  it('alerts the admin once at the hourly threshold; none listed unconfirmed', async ({ as, fx, mp, outbox, db }) => {
    // the two tests above made 7 admitted requests: the 5th reached the threshold
    const admin = await fx.admin();
    const audit = await as(admin).get('/v1/admin/audit?action=guest_requests.spike');
    expect(audit.json().data).toEqual([
      expect.objectContaining({ data: { requests: 5, threshold: 5, window_minutes: 60 } }),
    ]);
    const overview = await as(admin).get('/v1/admin/overview');
    expect(overview.json().alerts).toEqual([
      expect.objectContaining({
        action: 'guest_requests.spike',
        message: expect.stringContaining('5 guest trip requests within the last hour'),
      }),
    ]);

    // the worker stores them: each waits for its emailed link, unseen by operators
    await outbox.work();
    const stored = await db
      .select()
      .from(leads)
      .where(inArray(leads.first_name, ['Flood']));
    expect(stored).toHaveLength(7);
    expect(new Set(stored.map((l) => l.status))).toEqual(new Set(['pending']));
    const company = await fx.companyUser({ creditCents: 10_000 });
    const listed = await mp.openLeads(company, { search: 'Flood marker' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([]);
    for (const lead of stored) expect((await mp.buy(company, lead.id)).statusCode).toBe(404);
  });
});
