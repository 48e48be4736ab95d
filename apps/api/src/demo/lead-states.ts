// The lead states a newcomer should find (docs/marketplace.md): requests awaiting their
// traveller's confirmation (one reminded, one expired), a duplicate that slipped through and was bought
// (the admin may merge it, which refunds the buyer), a purchase that missed its quote deadline (its slot
// is free again), an automatic refund after the traveller's email bounced, and Highland Trails' lead
// preferences, so its marketplace opens on the leads that fit it.
import { ROLE } from '@triptender/contract/enums';
import { eq } from 'drizzle-orm';
import { companyLeadPreferences, emailOutbox, users } from '../db/schema.ts';
import { releaseDueSlots } from '../domain/response-clock.ts';
import { recordBounce } from '../modules/purchases/auto-refunds.ts';
import { type DemoBuilder, dayMs, type TripSpec, type User } from './builder.ts';

const HOUR_MS = 3_600_000;

const guest = (b: DemoBuilder, first: string, last: string, email: string, mobile: string | null) =>
  b.person({ role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile, password: null });

/** One trip of the states below: Scotland and Ireland, in the next few months. */
const TRIP: Omit<TripSpec, 'createdAt'> = {
  country: 'scotland',
  people: 2,
  nights: 7,
  tripType: 'sightseeing',
  travelType: 'self-drive',
  startsInDays: 70,
  request: 'The North Coast 500 in a camper van, with a night on Orkney.',
};

export async function seedLeadStates(
  b: DemoBuilder,
  opts: { buyer: User; highlandCompanyId: number; highlandAgent: User },
) {
  const { db, now } = b;
  const ago = (ms: number) => new Date(now - ms);

  // awaiting confirmation: posted three hours ago; another a day and a half ago, reminded once
  const roisin = await guest(b, 'Róisín', 'Kelly', 'roisin.kelly@example.com', '+353851234567');
  await b.lead(roisin, { ...TRIP, country: 'ireland', createdAt: ago(3 * HOUR_MS) }, { status: 'pending' });
  const tomas = await guest(b, 'Tomás', 'Ward', 'tomas.ward@example.com', null);
  await b.lead(
    tomas,
    { ...TRIP, people: 4, nights: 5, startsInDays: 100, createdAt: ago(36 * HOUR_MS) },
    { status: 'pending', confirm_reminded_at: ago(12 * HOUR_MS) },
  );
  // never confirmed: expired after seven days
  const helen = await guest(b, 'Helen', 'Shaw', 'helen.shaw@example.com', null);
  await b.lead(
    helen,
    { ...TRIP, country: 'uk', startsInDays: 50, createdAt: ago(9 * dayMs) },
    { status: 'expired', confirm_reminded_at: ago(8 * dayMs) },
  );

  // a duplicate that slipped through: the same traveller, country and overlapping dates, confirmed
  // again and bought before anyone noticed; All Trips shows the two linked
  const declan = await guest(b, 'Declan', 'Burke', 'declan.burke@example.com', '+447911123456');
  const first = await b.lead(declan, { ...TRIP, createdAt: ago(6 * dayMs) });
  const again = await b.lead(
    declan,
    { ...TRIP, startsInDays: TRIP.startsInDays + 2, createdAt: ago(2 * dayMs) },
    { duplicate_of: first.id },
  );

  // bought three days ago and never quoted: the 48-hour quote deadline passed and the slot is free again
  const grace = await guest(b, 'Grace', 'Nolan', 'grace.nolan@example.com', '+12025550143');
  const unanswered = await b.lead(grace, { ...TRIP, country: 'ireland', people: 3, createdAt: ago(4 * dayMs) });

  // bought, then our email to the traveller bounced: the buyer was refunded without asking
  const bounced = 'patrick.hayes@example.com';
  const patrick = await guest(b, 'Patrick', 'Hayes', bounced, null);
  const unreachable = await b.lead(patrick, { ...TRIP, people: 6, nights: 9, createdAt: ago(5 * dayMs) });
  // bought in the order of their days, so the buyer's wallet lists them by date
  await b.buy(unreachable, opts.buyer, ago(4 * dayMs));
  await b.buy(unanswered, opts.buyer, ago(3 * dayMs));
  await db.transaction((tx) => releaseDueSlots(tx, { leadId: unanswered.id, now: new Date(now) }));
  await b.buy(again, opts.buyer, ago(dayMs));
  // the email telling Patrick a company bought his request was refused for good by his mail server
  const refused = '550 5.1.1 <patrick.hayes@example.com>: Recipient address rejected: User unknown';
  await db
    .update(emailOutbox)
    .set({ status: 'failed', attempts: 1, last_error: refused })
    .where(eq(emailOutbox.to_email, bounced));
  await db.transaction((tx) => recordBounce(tx, { email: bounced, actorUserId: null, source: 'smtp', error: refused }));

  // Highland Trails wants Scotland; its agent reads new leads in a daily digest
  await db.insert(companyLeadPreferences).values({ company_id: opts.highlandCompanyId, countries: ['scotland'] });
  await db.update(users).set({ lead_alerts: 'daily' }).where(eq(users.id, opts.highlandAgent.id));
}
