// The first operators and travellers: Emerald Isle Tours and Highland Trails Scotland with a few
// dozen trip requests, purchases, quotes and chats; Causeway Coast Journeys with requests their
// travellers closed (admin-work.ts).
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { eq } from 'drizzle-orm';
import { companies, companyBadges, conversations } from '../db/schema.ts';
import { type DemoBuilder, dayMs, type User } from './builder.ts';
import { seedAdminWork } from './admin-work.ts';
import { EMERALD_HISTORY, HIGHLAND_HISTORY, seedTradingHistory } from './performance-history.ts';
import { REQUESTS, TRAVELLERS } from './content.ts';

export async function seedMarketplace(b: DemoBuilder) {
  const { db, now, random, pick } = b;

  const admin = await b.person({
    role: ROLE.ADMIN,
    email: 'admin@triptender.example',
    first_name: 'Alex',
    last_name: 'Byrne',
  });
  const emerald = await b.company({
    name: 'Emerald Isle Tours',
    email: 'hello@emeraldisletours.example',
    website: 'https://emeraldisletours.example',
    phone: '+353 1 555 0100',
    address: '14 Merrion Square, Dublin 2, Ireland',
    about:
      'Family-run tour operator since 2009. Private and small-group tours across Ireland, planned by people who live here.',
  });
  const highland = await b.company({
    name: 'Highland Trails Scotland',
    email: 'info@highlandtrails.example',
    website: 'https://highlandtrails.example',
    phone: '+44 131 555 0170',
    address: null,
    about: null,
  });

  const staff = [
    [emerald.id, COMPANY_ROLE.MANAGER, 'Siobhán', "O'Connor", 'siobhan@emeraldisletours.example'],
    [emerald.id, COMPANY_ROLE.AGENT, 'Conor', 'Walsh', 'conor@emeraldisletours.example'],
    [emerald.id, COMPANY_ROLE.FINANCE, 'Aoife', 'Kelly', 'aoife@emeraldisletours.example'],
    [highland.id, COMPANY_ROLE.MANAGER, 'Fiona', 'MacLeod', 'fiona@highlandtrails.example'],
    [highland.id, COMPANY_ROLE.AGENT, 'Ewan', 'Fraser', 'ewan@highlandtrails.example'],
  ] as const;
  const members = [];
  for (const [companyId, companyRole, first, last, email] of staff) {
    members.push(
      await b.person({ role: ROLE.COMPANY, email, first_name: first, last_name: last, companyId, companyRole }),
    );
  }
  const [emeraldManager, emeraldAgent, , highlandManager, highlandAgent] = members as [User, User, User, User, User];
  // an invited agent who has not set a password yet
  await b.person({
    role: ROLE.COMPANY,
    email: 'niamh@emeraldisletours.example',
    first_name: 'Niamh',
    last_name: 'Doyle',
    companyId: emerald.id,
    companyRole: COMPANY_ROLE.AGENT,
    password: null,
    actorUserId: emeraldManager.id,
  });

  await db.insert(companyBadges).values([
    { company_id: emerald.id, badge: 'Licensed Tour Operator' },
    { company_id: emerald.id, badge: 'Premium Partner' },
  ]);
  // what their public profiles show: Emerald's licence checked by the admin (hence its badge), Highland's not yet
  await db
    .update(companies)
    .set({
      countries_served: ['ireland', 'uk'],
      trip_types_served: ['sightseeing', 'cultural', 'active'],
      licence_number: 'TO-0417/IE',
      licence_verified_at: new Date(now),
      licence_verified_by: admin.id,
    })
    .where(eq(companies.id, emerald.id));
  await db
    .update(companies)
    .set({ countries_served: ['scotland'], trip_types_served: ['active', 'sightseeing'], licence_number: 'VS-22817' })
    .where(eq(companies.id, highland.id));
  // their first credit, paid weeks before they bought anything (the revenue chart's first weeks)
  await b.topUp(emerald.id, { cents: 200_000, note: 'Invoice INV-1001', daysAgo: 11 * 7 });
  await b.topUp(highland.id, { cents: 100_000, note: 'Bank transfer', daysAgo: 10 * 7 - 2 });

  const sarah = await b.traveller('Sarah', 'Mitchell', 'sarah.mitchell@example.com', '+16465550134');
  const james = await b.traveller('James', 'Carter', 'james.carter@example.com', null);
  // travellers who posted as guests: accounts without passwords
  const guests = [];
  for (const [first, last, email, mobile] of TRAVELLERS) {
    guests.push(
      await b.person({ role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile, password: null }),
    );
  }

  const owners = [sarah, sarah, sarah, james, james, ...guests, ...guests, ...guests];
  const leadRows = [];
  // the first three are Sarah's trips below, to Ireland, Scotland and Ireland
  const firstCountries = ['ireland', 'scotland', 'ireland'] as const;
  for (let i = 0; i < 36; i++) {
    const trip = b.pickTrip({
      country: firstCountries[i],
      people: [1, 2, 2, 2, 3, 4, 4, 5, 6],
      nights: [4, 5, 6, 7, 7, 8, 10, 12, 14],
    });
    const createdAt = new Date(now - Math.floor(random() * 21 * dayMs) - i * 3_600_000);
    const startsInDays = b.between(20, 220);
    const flight = random() < 0.4 ? 'yes' : 'no';
    leadRows.push(
      await b.lead(owners[i % owners.length]!, { ...trip, startsInDays, flight, request: pick(REQUESTS), createdAt }),
    );
  }

  // weeks of trading before today's, for the company overview's performance figures
  await seedTradingHistory(b, emeraldAgent, EMERALD_HISTORY);
  await seedTradingHistory(b, highlandAgent, HIGHLAND_HISTORY);

  // Sarah's first trip (Ireland): both companies bought it and quoted; she is chatting with both.
  const [s1, s2, s3, j1] = [leadRows[0]!, leadRows[1]!, leadRows[2]!, leadRows[3]!];
  await b.bid(s1, emeraldAgent, {
    price: Math.round(s1.budget_cents * 1.05),
    message:
      'A relaxed loop from Dublin through Kilkenny, the Ring of Kerry and Galway, staying in family-run country houses. Every transfer is private and our guide joins you for the Cliffs of Moher day.',
    chat: [
      [
        emeraldAgent,
        `Hi ${s1.first_name}, thanks for your request! Are you flexible on your start date by a day or two?`,
        300,
      ],
      [sarah, 'Yes, a day either side works for us.', 280],
      [emeraldAgent, 'Perfect, I have sent our proposal. Happy to adjust anything.', 260],
    ],
  });
  await b.bid(s1, highlandAgent, {
    price: Math.round(s1.budget_cents * 0.92),
    message:
      'Self-paced itinerary with hand-picked B&Bs, a rental car with full insurance and a detailed route book. We can add a guided day in Killarney National Park.',
    chat: [[highlandAgent, 'Hello Sarah, would you prefer hotels or B&Bs?', 120]],
  });

  // Sarah's second trip (Scotland): one quote so far.
  await b.bid(s2, highlandManager, {
    price: Math.round(s2.budget_cents * 1.1),
    message:
      'Edinburgh, Glencoe, Skye and Inverness with a driver-guide who grew up in the Highlands. Includes a distillery tour and a boat trip on Loch Ness.',
    chat: [[highlandManager, 'Your trip is a lovely one to plan. Any mobility needs we should know about?', 90]],
  });

  // Sarah's third trip was accepted, and she reviewed the company.
  const { quote: accepted } = await b.bid(s3, emeraldManager, {
    price: Math.round(s3.budget_cents * 0.98),
    message: 'Wild Atlantic Way highlights with two nights on the Aran Islands.',
    status: 'accepted',
    chat: [
      [sarah, 'We accept! Looking forward to it.', 1500],
      [emeraldManager, 'Wonderful, we will send the booking details by email.', 1440],
    ],
  });
  await b.close(s3, 'accepted', new Date(now - dayMs));
  // reviewed once the trip was over, as reviews open only then
  await b.tripTaken(s3, 3);
  await b.review(accepted, sarah.id, 5, 'Everything was arranged perfectly, and the guide was a delight.');

  // James's trip: bought by Emerald, no quote yet.
  const j = await b.buy(j1, emeraldAgent);
  await b.chat(j.conversationId, [
    [emeraldAgent, `Hi James, I am putting together a proposal for your trip. Any must-see places?`, 45],
  ]);

  // More purchases spread over the other leads.
  for (const lead of leadRows.slice(5, 12)) await b.buy(lead, emeraldAgent);
  for (const lead of leadRows.slice(9, 14)) await b.buy(lead, highlandAgent);
  for (const lead of leadRows.slice(5, 8)) {
    const message = 'A tailored itinerary with central hotels and private transfers.';
    await b.quote(lead, emeraldAgent, { price: Math.round(lead.budget_cents * 1.02), message });
  }

  // An admin conversation with Emerald Isle Tours.
  const [adminConversation] = await db
    .insert(conversations)
    .values({
      kind: 'admin',
      company_id: emerald.id,
      subject: 'Welcome to TripTender',
      priority: 'high',
      created_by: admin.id,
    })
    .returning();
  await b.chat(adminConversation!.id, [
    [admin, 'Welcome aboard! Please complete your company profile so travellers can see your credentials.', 2000],
    [emeraldManager, 'Thanks, Alex. We will add our logo this week.', 1900],
  ]);

  const { causewayManager } = await seedAdminWork(b, admin.id);

  return { guests, emeraldAgent, highlandAgent, causewayManager };
}
