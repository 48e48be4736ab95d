// Accounts of the chat, password and marketplace journeys (e2e/), which no other journey uses:
// Maeve Byrne has two trips bought (Highland Trails quoted one), Owen resets his password, and
// Maeve Quinn's trips are bought, quoted, compared, accepted and closed only by the marketplace
// journeys, so they never disturb the data other pages are shown with.
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { eq } from 'drizzle-orm';
import { ROLE } from '@triptender/contract/enums';
import { quotes } from '../db/schema.ts';
import { createCompany } from '../modules/companies/service.ts';
import { topUpWallet } from '../modules/purchases/ledger.ts';
import { type DemoBuilder, dayMs, type TripSpec } from './builder.ts';

type Person = Awaited<ReturnType<DemoBuilder['person']>>;

/** The first operators (company and agent ids) and the first guest traveller, made by seedMarketplace. */
type Earlier = { emerald: number; emeraldAgent: number; highland: number; highlandAgent: number; firstGuest: Person };

export async function seedJourneys(b: DemoBuilder, opts: Earlier) {
  const { db, now } = b;
  const { emerald, emeraldAgent, highland, highlandAgent } = opts;

  const atlantic = await createCompany({
    db,
    actorUserId: null,
    company: {
      name: 'Atlantic Way Tours',
      email: 'hello@atlanticwaytours.example',
      website: 'https://atlanticwaytours.example',
      phone: '+353 91 555 0142',
      address: 'Quay Street, Galway, Ireland',
      about: 'Small-group and private tours along the Wild Atlantic Way.',
    },
  });
  const burren = await createCompany({
    db,
    actorUserId: null,
    company: {
      name: 'Burren Way Travel',
      email: 'info@burrenway.example',
      website: 'https://burrenway.example',
      phone: '+353 65 555 0190',
      address: 'Main Street, Ballyvaughan, County Clare',
      about: null,
    },
  });
  const orla = await b.manager(atlantic.id, 'Orla', 'Byrne', 'orla@atlanticwaytours.example');
  const niall = await b.manager(burren.id, 'Niall', 'Moore', 'niall@burrenway.example');
  await topUpWallet({ db, actorUserId: null, companyId: atlantic.id, amountCents: 50_000, note: 'Invoice INV-2001' });
  await topUpWallet({ db, actorUserId: null, companyId: burren.id, amountCents: 50_000, note: 'Invoice INV-2002' });

  const traveller = (first: string, last: string, email: string, mobile: string | null) =>
    b.person({ role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile });
  const maeve = await traveller('Maeve', 'Byrne', 'maeve.byrne@example.com', '+353 87 555 0199');
  await traveller('Owen', 'Murphy', 'owen.murphy@example.com', null);
  const castles = 'Castles, whisky and a day on the islands.';
  const guided = { travelType: 'tour-guide', startsInDays: 90, request: castles } as const;
  const maeveScotland = await b.lead(maeve, {
    ...guided,
    country: 'scotland',
    people: 2,
    nights: 8,
    tripType: 'cultural',
  });
  const maeveIreland = await b.lead(maeve, {
    ...guided,
    country: 'ireland',
    people: 4,
    nights: 10,
    tripType: 'active',
  });
  const maeveHighland = await b.buy(maeveScotland, highland, highlandAgent);
  await b.quote(
    maeveScotland,
    highland,
    highlandAgent,
    Math.round(maeveScotland.budget_cents * 1.05),
    'Edinburgh, Stirling and the Isle of Skye with a driver-guide, in small castle hotels.',
  );
  await b.say(maeveHighland.conversationId, highlandAgent, 'Hello Maeve, happy to help with your Scotland trip!', 60);
  await b.buy(maeveIreland, emerald, emeraldAgent);

  const maeveQuinn = await traveller('Maeve', 'Quinn', 'maeve.quinn@example.com', '+1 718 555 0166');
  const threeDaysAgo = new Date(now - 3 * dayMs);
  const trip = (owner: Person, t: Omit<TripSpec, 'createdAt'>) => b.lead(owner, { ...t, createdAt: threeDaysAgo });
  // open and unbought: the journey buys it
  await trip(maeveQuinn, {
    country: 'ireland',
    people: 2,
    nights: 6,
    tripType: 'cultural',
    travelType: 'self-drive',
    startsInDays: 60,
    request: 'Traditional music sessions in Doolin and a night at Ashford Castle.',
  });
  // open, bought and quoted by both operators: compared, never accepted
  const compared = await trip(maeveQuinn, {
    country: 'ireland',
    people: 2,
    nights: 8,
    tripType: 'sightseeing',
    travelType: 'tour-guide',
    startsInDays: 90,
    request: 'Puffins on the Skellig Islands and seafood in Dingle.',
  });
  const ca = await b.buy(compared, atlantic.id, orla.id);
  const cc = await b.buy(compared, burren.id, niall.id);
  await b.quote(
    compared,
    atlantic.id,
    orla.id,
    420_000,
    'Nine days around Kerry and West Cork with a private driver-guide, a boat to Skellig Michael (weather permitting) and a seafood trail in Dingle.',
  );
  await b.quote(
    compared,
    burren.id,
    niall.id,
    365_000,
    'A guided week on the Dingle and Iveragh peninsulas in boutique B&Bs, with a Skellig boat trip and a cooking class.',
  );
  await b.say(ca.conversationId, orla.id, 'Hi Maeve, the Skellig boats run from mid-May. Are your dates fixed?', 200);
  await b.say(cc.conversationId, niall.id, 'Hello Maeve! Do you prefer B&Bs or hotels?', 30);
  // open, nobody bought it yet: the traveller may close it
  await trip(maeveQuinn, {
    country: 'ireland',
    people: 3,
    nights: 5,
    tripType: 'active',
    travelType: 'dont-know',
    startsInDays: 120,
    request: 'Whale watching in West Cork; our dates are flexible.',
  });
  // accepted (Burren Way Travel), not reviewed yet
  const chosen = await trip(maeveQuinn, {
    country: 'uk',
    people: 4,
    nights: 7,
    tripType: 'sightseeing',
    travelType: 'self-drive',
    startsInDays: 45,
    request: 'Walking the Causeway Coast with our two teenagers.',
  });
  await b.buy(chosen, atlantic.id, orla.id);
  await b.buy(chosen, burren.id, niall.id);
  const passedOver = await b.quote(
    chosen,
    atlantic.id,
    orla.id,
    380_000,
    "A family week on the Causeway Coast with a guided day at the Giant's Causeway.",
    'declined',
  );
  await db.update(quotes).set({ decline_reason: QUOTE_MESSAGES.otherAccepted }).where(eq(quotes.id, passedOver.id));
  await b.quote(
    chosen,
    burren.id,
    niall.id,
    410_000,
    'Self-drive family itinerary with cottages in Ballycastle and Portrush.',
    'accepted',
  );
  await b.close(chosen, 'accepted', new Date(now - dayMs));
  // closed by the traveller
  const festival = await trip(maeveQuinn, {
    country: 'scotland',
    people: 2,
    nights: 4,
    tripType: 'city',
    travelType: 'coach-bus',
    startsInDays: 30,
    request: 'Edinburgh in festival week.',
  });
  await b.close(festival, 'archived', new Date(now - 2 * dayMs));
  // Burren Way Travel's earlier, reviewed trip (a 4-star rating for Compare Bids)
  const earlier = await trip(opts.firstGuest, {
    country: 'uk',
    people: 2,
    nights: 5,
    tripType: 'cultural',
    travelType: 'tour-guide',
    startsInDays: 10,
    request: 'Belfast murals and the Titanic Quarter.',
  });
  await b.buy(earlier, burren.id, niall.id);
  const reviewed = await b.quote(
    earlier,
    burren.id,
    niall.id,
    210_000,
    'Two guided days in Belfast and one on the coast.',
    'accepted',
  );
  await b.close(earlier, 'accepted', new Date(now - 20 * dayMs));
  await b.review(reviewed, opts.firstGuest.id, 4, 'Knowledgeable guide, one hotel was noisy.');
}
