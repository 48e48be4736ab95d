// Point 2 (traveller side): a request repeating an earlier one of the same traveller (same
// email and country, overlapping dates, within 30 days) is refused to a logged-in traveller with the
// earlier one's id, and stored linked (duplicate_of) for a guest, whose answer must not differ.
import { eq } from 'drizzle-orm';
import { DUPLICATE_REQUEST } from '@triptender/contract/leads';
import { PHONE_MESSAGE } from '@triptender/contract/phone';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { describe, expect, expectFieldErrors, isoDayFrom, it } from '../../../test/harness.ts';
import { postGuestRequest, postTravellerRequest } from '../../../test/marketplace.ts';

const trip = (overrides: Record<string, unknown> = {}) => ({
  country: 'scotland',
  number_of_people: 2,
  start_date: isoDayFrom(60),
  number_of_night: 7,
  trip_type: 'active',
  travel_type: 'self-drive',
  flight_booked: 'no',
  first_name: 'Isla',
  last_name: 'Munro',
  email: 'ignored@example.test',
  mobile: null,
  special_requests: 'Munros',
  ...overrides,
});
const leadsOf = (db: Db, email: string) => db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id);

describe('a repeated request', () => {
  it("is refused to a logged-in traveller with the message and the earlier request's id", async ({ as, fx, db }) => {
    const traveller = await fx.traveller();
    const first = await postTravellerRequest(as, traveller.token, trip({ user_id: traveller.user.id }));
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = trip({
      user_id: traveller.user.id,
      start_date: isoDayFrom(64),
      special_requests: 'Other words',
    });
    const res = await postTravellerRequest(as, traveller.token, overlapping);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'You already have an open request for Scotland with these dates. Update it instead of posting a new one.',
      data: { [DUPLICATE_REQUEST.field]: [String(first.json().data.id)] },
    });
    expect(await leadsOf(db, traveller.user.email)).toHaveLength(1);

    // another country, or dates that do not overlap, are another trip
    const ireland = await postTravellerRequest(
      as,
      traveller.token,
      trip({ user_id: traveller.user.id, country: 'ireland' }),
    );
    expect(ireland.statusCode).toBe(201);
    const afterwards = await postTravellerRequest(
      as,
      traveller.token,
      trip({ user_id: traveller.user.id, start_date: isoDayFrom(67) }),
    );
    expect(afterwards.statusCode).toBe(201);
    // an exact repeat within a minute is still the first lead (200), not a 409
    const again = await postTravellerRequest(as, traveller.token, trip({ user_id: traveller.user.id }));
    expect([again.statusCode, again.json().data.id]).toEqual([200, first.json().data.id]);
  });

  it('is stored linked for a guest, answered alike, and its email says to confirm it only for a separate trip', async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const email = fx.email('twice');
    const first = await postGuestRequest(as, trip({ email }));
    await outbox.work();
    const second = await postGuestRequest(as, trip({ email, start_date: isoDayFrom(62), special_requests: 'Again' }));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(Object.keys(second.json().data).sort()).toEqual(Object.keys(first.json().data).sort());
    await outbox.work();
    const [a, b] = await leadsOf(ctx.db, email);
    expect(a).toMatchObject({ status: 'pending', duplicate_of: null });
    expect(b).toMatchObject({ status: 'pending', duplicate_of: a!.id });
    const mails = await outbox.emails(email, 'confirm-request');
    expect(mails.map((m) => m.duplicate_of_title)).toEqual([null, a!.title]);
    expect(mails[1]!.requests_link).toBe('http://localhost:3000/user/requests');
  });
});

describe('the mobile number', () => {
  it('is refused with a clear 422 when impossible', async ({ as, fx }) => {
    for (const mobile of ['+1 555 0100', '12345', '+353 85 12']) {
      const res = await postGuestRequest(as, trip({ email: fx.email('phone'), mobile }));
      expectFieldErrors(res, { mobile: [PHONE_MESSAGE] });
    }
    const traveller = await fx.traveller();
    const res = await postTravellerRequest(
      as,
      traveller.token,
      trip({ user_id: traveller.user.id, mobile: 'call me' }),
    );
    expectFieldErrors(res, { mobile: [PHONE_MESSAGE] });
  });

  it("is stored in E.164: with + internationally, without it as a number of the trip's country", async ({
    as,
    fx,
    outbox,
    ctx,
  }) => {
    const cases = [
      { country: 'ireland', mobile: '+353 85 123 4567', stored: '+353851234567' },
      { country: 'ireland', mobile: '085 123 4567', stored: '+353851234567' },
      { country: 'scotland', mobile: '07911 123456', stored: '+447911123456' },
      { country: 'uk', mobile: '00 1 202 555 0143', stored: '+12025550143' },
    ];
    for (const c of cases) {
      const email = fx.email('e164');
      const res = await postGuestRequest(as, trip({ email, country: c.country, mobile: c.mobile }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.mobile).toBe(c.stored);
      await outbox.work();
      expect((await leadsOf(ctx.db, email))[0]!.mobile).toBe(c.stored);
    }
    // an Irish number typed without its code is not a valid British one
    const res = await postGuestRequest(
      as,
      trip({ email: fx.email('e164'), country: 'scotland', mobile: '085 123 4567' }),
    );
    expectFieldErrors(res, { mobile: [PHONE_MESSAGE] });
  });
});
