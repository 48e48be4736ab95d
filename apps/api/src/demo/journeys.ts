// Accounts of the chat, password and marketplace journeys (e2e/), which no other journey uses:
// Maeve Byrne has two trips bought (Highland Trails quoted one), Owen resets his password, and
// Maeve Quinn's trips are bought, quoted, compared, accepted and closed only by the marketplace
// journeys, so they never disturb the data other pages are shown with.
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { type DemoBuilder, dayMs, type TripSpec, type User } from './builder.ts';
import { ATLANTIC_HISTORY, BURREN_HISTORY, seedTradingHistory } from './performance-history.ts';

/** The first operators' agents and the first guest traveller, made by seedMarketplace. */
type Earlier = { emeraldAgent: User; highlandAgent: User; firstGuest: User };

type Trip = Omit<TripSpec, 'createdAt'>;

/** Maeve Quinn's trips, each in the state a marketplace journey starts from. */
const QUINN_TRIPS = {
  // open and unbought: the journey buys it
  toBuy: {
    country: 'ireland',
    people: 2,
    nights: 6,
    tripType: 'cultural',
    travelType: 'self-drive',
    startsInDays: 60,
    request: 'Traditional music sessions in Doolin and a night at Ashford Castle.',
  },
  // open, bought and quoted by both operators: compared, never accepted
  compared: {
    country: 'ireland',
    people: 2,
    nights: 8,
    tripType: 'sightseeing',
    travelType: 'tour-guide',
    startsInDays: 90,
    request: 'Puffins on the Skellig Islands and seafood in Dingle.',
  },
  // open, nobody bought it yet: the traveller may close it
  toClose: {
    country: 'ireland',
    people: 3,
    nights: 5,
    tripType: 'active',
    travelType: 'dont-know',
    startsInDays: 120,
    request: 'Whale watching in West Cork; our dates are flexible.',
  },
  // accepted (Burren Way Travel), not reviewed yet
  chosen: {
    country: 'uk',
    people: 4,
    nights: 7,
    tripType: 'sightseeing',
    travelType: 'self-drive',
    startsInDays: 45,
    request: 'Walking the Causeway Coast with our two teenagers.',
  },
  // closed by the traveller
  festival: {
    country: 'scotland',
    people: 2,
    nights: 4,
    tripType: 'city',
    travelType: 'coach-bus',
    startsInDays: 30,
    request: 'Edinburgh in festival week.',
  },
} satisfies Record<string, Trip>;

/** Maeve Quinn's trip of last month: she accepted Burren Way Travel's quote and may review it now. */
const QUINN_TAKEN_TRIP: Trip = {
  country: 'ireland',
  people: 2,
  nights: 4,
  tripType: 'sightseeing',
  travelType: 'self-drive',
  startsInDays: 30,
  request: 'The Burren and the Cliffs of Moher, out of season.',
};

/** Burren Way Travel's earlier, reviewed trip (a 4-star rating for Compare Bids). */
const REVIEWED_TRIP: Trip = {
  country: 'uk',
  people: 2,
  nights: 5,
  tripType: 'cultural',
  travelType: 'tour-guide',
  startsInDays: 10,
  request: 'Belfast murals and the Titanic Quarter.',
};

export async function seedJourneys(b: DemoBuilder, opts: Earlier) {
  const { db, now } = b;
  const { emeraldAgent, highlandAgent } = opts;

  const atlantic = await b.company({
    name: 'Atlantic Way Tours',
    email: 'hello@atlanticwaytours.example',
    website: 'https://atlanticwaytours.example',
    phone: '+353 91 555 0142',
    address: 'Quay Street, Galway, Ireland',
    about: 'Small-group and private tours along the Wild Atlantic Way.',
  });
  const burren = await b.company({
    name: 'Burren Way Travel',
    email: 'info@burrenway.example',
    website: 'https://burrenway.example',
    phone: '+353 65 555 0190',
    address: 'Main Street, Ballyvaughan, County Clare',
    about: null,
  });
  const orla = await b.manager(atlantic.id, 'Orla', 'Byrne', 'orla@atlanticwaytours.example');
  const niall = await b.manager(burren.id, 'Niall', 'Moore', 'niall@burrenway.example');
  await b.topUp(atlantic.id, { cents: 50_000, note: 'Invoice INV-2001', daysAgo: 7 * 7 - 1 });
  await b.topUp(burren.id, { cents: 50_000, note: 'Invoice INV-2002', daysAgo: 6 * 7 - 3 });
  await seedTradingHistory(b, orla, ATLANTIC_HISTORY);
  await seedTradingHistory(b, niall, BURREN_HISTORY);

  const maeve = await b.traveller('Maeve', 'Byrne', 'maeve.byrne@example.com', '+353875550199');
  await b.traveller('Owen', 'Murphy', 'owen.murphy@example.com', null);
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
  await b.bid(maeveScotland, highlandAgent, {
    price: Math.round(maeveScotland.budget_cents * 1.05),
    message: 'Edinburgh, Stirling and the Isle of Skye with a driver-guide, in small castle hotels.',
    chat: [[highlandAgent, 'Hello Maeve, happy to help with your Scotland trip!', 60]],
  });
  await b.buy(maeveIreland, emeraldAgent);

  const maeveQuinn = await b.traveller('Maeve', 'Quinn', 'maeve.quinn@example.com', '+17185550166');
  // from New York: she compares every quote in US dollars, whatever its currency
  await db.update(users).set({ display_currency: 'USD' }).where(eq(users.id, maeveQuinn.id));
  const threeDaysAgo = new Date(now - 3 * dayMs);
  const trip = (owner: User, t: Trip) => b.lead(owner, { ...t, createdAt: threeDaysAgo });
  const quinn = {} as Record<keyof typeof QUINN_TRIPS, Awaited<ReturnType<typeof trip>>>;
  for (const [name, t] of Object.entries(QUINN_TRIPS)) {
    quinn[name as keyof typeof QUINN_TRIPS] = await trip(maeveQuinn, t);
  }
  const { compared, chosen, festival } = quinn;

  // three operators, three currencies: Compare Bids converts them into Maeve's currency
  await b.bid(compared, orla, {
    price: 389_000,
    currency: 'EUR',
    message:
      'Nine days around Kerry and West Cork with a private driver-guide, a boat to Skellig Michael (weather permitting) and a seafood trail in Dingle.',
    details: {
      inclusions: [
        'accommodation',
        'breakfast',
        'private_guide',
        'driver',
        'ferries',
        'entrance_fees',
        'Skellig Michael landing boat',
      ],
      exclusions: ['flights', 'other_meals', 'travel_insurance'],
      accommodation_standard: 'four_star',
      deposit_percent: 25,
      itinerary: [
        { day: 1, title: 'Arrive in Kenmare', description: 'Met at Kerry airport.', overnight: 'Kenmare' },
        {
          day: 3,
          title: 'Skellig Michael',
          description: 'Boat from Portmagee, weather permitting.',
          overnight: 'Portmagee',
        },
        { day: 5, title: 'Dingle seafood trail', description: null, overnight: 'Dingle' },
        { day: 9, title: 'Departure', description: 'Transfer to Shannon.', overnight: null },
      ],
    },
    chat: [[orla, 'Hi Maeve, the Skellig boats run from mid-May. Are your dates fixed?', 200]],
  });
  await b.bid(compared, niall, {
    price: 365_000,
    message:
      'A guided week on the Dingle and Iveragh peninsulas in boutique B&Bs, with a Skellig boat trip and a cooking class.',
    details: {
      inclusions: ['accommodation', 'private_guide', 'ferries', 'activities', 'Cooking class in Dingle'],
      exclusions: ['flights', 'breakfast', 'other_meals', 'travel_insurance'],
      accommodation_standard: 'guesthouse',
      deposit_percent: 15,
      cancellation_terms: 'Full refund up to 45 days before departure.',
      itinerary: [
        { day: 1, title: 'Killarney', description: null, overnight: 'Killarney' },
        { day: 4, title: 'Skellig boat trip', description: null, overnight: 'Waterville' },
        { day: 7, title: 'Cooking class in Dingle', description: null, overnight: 'Dingle' },
      ],
    },
    // revised after her question: breakfast added, the price down
    revised: {
      price: 359_000,
      details: {
        inclusions: ['accommodation', 'breakfast', 'private_guide', 'ferries', 'activities', 'Cooking class in Dingle'],
        exclusions: ['flights', 'other_meals', 'travel_insurance'],
      },
      hoursAgo: 5,
    },
    chat: [[niall, 'Hello Maeve! Do you prefer B&Bs or hotels?', 30]],
  });
  await b.bid(compared, highlandAgent, {
    price: 315_000,
    currency: 'GBP',
    message:
      'Kerry by rail and road from Dublin: Killarney, the Ring of Kerry and the Dingle peninsula, with a local guide each day.',
    details: {
      inclusions: ['accommodation', 'breakfast', 'rail_travel', 'private_guide', 'entrance_fees'],
      exclusions: ['flights', 'ferries', 'other_meals', 'travel_insurance'],
      accommodation_standard: 'three_star',
      deposit_percent: 10,
      cancellation_terms: 'Deposit refundable up to 30 days before departure.',
    },
  });

  await b.bid(chosen, orla, {
    price: 380_000,
    message: "A family week on the Causeway Coast with a guided day at the Giant's Causeway.",
    status: 'declined',
    declined: { code: 'other_accepted', reason: QUOTE_MESSAGES.otherAccepted },
  });
  await b.bid(chosen, niall, {
    price: 410_000,
    message: 'Self-drive family itinerary with cottages in Ballycastle and Portrush.',
    status: 'accepted',
  });
  await b.close(chosen, 'accepted', new Date(now - dayMs));

  await b.close(festival, 'archived', new Date(now - 2 * dayMs));

  const taken = await b.lead(maeveQuinn, { ...QUINN_TAKEN_TRIP, createdAt: new Date(now - 40 * dayMs) });
  await b.bid(taken, niall, {
    price: 160_000,
    message: 'Four nights in a farmhouse near Ballyvaughan, with a guided walk on the Burren.',
    status: 'accepted',
  });
  await b.close(taken, 'accepted', new Date(now - 30 * dayMs));
  await b.tripTaken(taken, 2);

  const earlier = await trip(opts.firstGuest, REVIEWED_TRIP);
  const { quote: reviewed } = await b.bid(earlier, niall, {
    price: 210_000,
    message: 'Two guided days in Belfast and one on the coast.',
    status: 'accepted',
  });
  await b.close(earlier, 'accepted', new Date(now - 20 * dayMs));
  // reviewed once the trip was over, as reviews open only then
  await b.tripTaken(earlier, 5);
  await b.review(reviewed, opts.firstGuest.id, 4, 'Knowledgeable guide, one hotel was noisy.');
}
