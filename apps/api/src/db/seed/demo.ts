// Demo data for a first run: a believable marketplace a newcomer can click through at once.
import { count, eq, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { COUNTRY_LABELS, type Country, type TravelType, type TripType } from '@triptender/contract/enums';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { Db } from '../client.ts';
import { companyBadges, conversations, leads, messages, purchases, quotes, reviews, users } from '../schema.ts';
import { contactMessages, emailOutbox } from '../schema.ts';
import { createUser } from '../../modules/auth/users.ts';
import { createCompany } from '../../modules/companies/service.ts';
import { postLedgerEntry, topUpWallet } from '../../modules/purchases/ledger.ts';
import { recordAudit } from '../../lib/audit.ts';
import { getSettings } from '../../lib/settings.ts';

export const DEMO_PASSWORD = 'triptender';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@triptender.example', name: 'Alex Byrne' },
  { role: 'company manager', email: 'siobhan@emeraldisletours.example', name: "Siobhán O'Connor (Emerald Isle Tours)" },
  { role: 'company agent', email: 'conor@emeraldisletours.example', name: 'Conor Walsh (Emerald Isle Tours)' },
  { role: 'company finance', email: 'aoife@emeraldisletours.example', name: 'Aoife Kelly (Emerald Isle Tours)' },
  { role: 'company manager', email: 'fiona@highlandtrails.example', name: 'Fiona MacLeod (Highland Trails Scotland)' },
  { role: 'company agent', email: 'ewan@highlandtrails.example', name: 'Ewan Fraser (Highland Trails Scotland)' },
  { role: 'company manager', email: 'ciara@causewaycoast.example', name: 'Ciara Devlin (Causeway Coast Journeys)' },
  { role: 'company manager', email: 'orla@atlanticwaytours.example', name: 'Orla Byrne (Atlantic Way Tours)' },
  { role: 'company manager', email: 'niall@burrenway.example', name: 'Niall Moore (Burren Way Travel)' },
  { role: 'traveller', email: 'sarah.mitchell@example.com', name: 'Sarah Mitchell' },
  { role: 'traveller', email: 'james.carter@example.com', name: 'James Carter' },
  { role: 'traveller', email: 'maeve.quinn@example.com', name: 'Maeve Quinn (quotes to compare)' },
  { role: 'traveller', email: 'maeve.byrne@example.com', name: 'Maeve Byrne (conversations)' },
  { role: 'traveller', email: 'owen.murphy@example.com', name: 'Owen Murphy' },
] as const;

/** Whether the database has no users yet (the demo data is loaded only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

// A small deterministic generator, so every fresh demo database looks the same.
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const dayMs = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

const TRAVELLERS = [
  ['Emily', 'Johnson', 'emily.johnson@example.com', '+1 617 555 0142'],
  ['Michael', 'Brown', 'michael.brown@example.com', '+1 312 555 0199'],
  ['Olivia', 'Davis', 'olivia.davis@example.com', null],
  ['Daniel', 'Wilson', 'daniel.wilson@example.com', '+1 415 555 0123'],
  ['Sophia', 'Martinez', 'sophia.martinez@example.com', '+1 305 555 0177'],
  ['Liam', 'Anderson', 'liam.anderson@example.com', null],
  ['Grace', 'Thompson', 'grace.thompson@example.com', '+44 20 7946 0958'],
  ['Noah', 'Garcia', 'noah.garcia@example.com', '+1 512 555 0108'],
  ['Chloe', 'Robinson', 'chloe.robinson@example.com', '+61 2 5550 1234'],
  ['Ethan', 'Clark', 'ethan.clark@example.com', null],
] as const;

const REQUESTS = [
  'We would love a mix of castles, coastal walks and a couple of nights in a traditional pub town.',
  'Celebrating our 25th anniversary: quiet countryside hotels and one special dinner, please.',
  'Travelling with two kids (8 and 11). Need family rooms and not too many long drives.',
  'Interested in whisky distilleries and the Isle of Skye. Happy to drive ourselves.',
  'First time abroad for my parents; a guided tour with an easy pace would be ideal.',
  'Golf on two links courses, the rest sightseeing. Mid-range hotels are fine.',
  'Looking for hiking days in Connemara and the Burren with a local guide.',
  'Tracing family roots in County Cork, then a few days in Dublin.',
  'Harry Potter filming locations and a day trip to Loch Ness.',
  'Theatre in London, then the Cotswolds and Bath by train.',
  null,
  'Accessible accommodation needed: one of us uses a wheelchair.',
  'Vegetarian group. Would like cooking classes or food tours if possible.',
  null,
];

const TRIP_TYPES: TripType[] = ['sightseeing', 'active', 'city', 'cultural'];
const TRAVEL_TYPES: TravelType[] = ['self-drive', 'tour-guide', 'coach-bus', 'dont-know'];
const COUNTRIES: Country[] = ['ireland', 'ireland', 'scotland', 'uk', 'ireland', 'scotland'];

export async function seedDemo(db: Db): Promise<void> {
  const random = rng(20261120);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const now = Date.now();

  await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.ADMIN,
      email: 'admin@triptender.example',
      first_name: 'Alex',
      last_name: 'Byrne',
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });

  const emerald = await createCompany({
    db,
    actorUserId: null,
    company: {
      name: 'Emerald Isle Tours',
      email: 'hello@emeraldisletours.example',
      website: 'https://emeraldisletours.example',
      phone: '+353 1 555 0100',
      address: '14 Merrion Square, Dublin 2, Ireland',
      about:
        'Family-run tour operator since 2009. Private and small-group tours across Ireland, planned by people who live here.',
    },
  });
  const highland = await createCompany({
    db,
    actorUserId: null,
    company: {
      name: 'Highland Trails Scotland',
      email: 'info@highlandtrails.example',
      website: 'https://highlandtrails.example',
      phone: '+44 131 555 0170',
      address: null,
      about: null,
    },
  });

  const staff = [
    [emerald.id, COMPANY_ROLE.MANAGER, 'Siobhán', "O'Connor", 'siobhan@emeraldisletours.example'],
    [emerald.id, COMPANY_ROLE.AGENT, 'Conor', 'Walsh', 'conor@emeraldisletours.example'],
    [emerald.id, COMPANY_ROLE.FINANCE, 'Aoife', 'Kelly', 'aoife@emeraldisletours.example'],
    [highland.id, COMPANY_ROLE.MANAGER, 'Fiona', 'MacLeod', 'fiona@highlandtrails.example'],
    [highland.id, COMPANY_ROLE.AGENT, 'Ewan', 'Fraser', 'ewan@highlandtrails.example'],
  ] as const;
  const staffIds: number[] = [];
  for (const [companyId, companyRole, first, last, email] of staff) {
    const u = await createUser({
      db,
      actorUserId: null,
      user: {
        role: ROLE.COMPANY,
        email,
        first_name: first,
        last_name: last,
        password: DEMO_PASSWORD,
        companyId,
        companyRole,
        emailVerified: true,
      },
    });
    staffIds.push(u.id);
  }
  // an invited agent who has not set a password yet
  await createUser({
    db,
    actorUserId: staffIds[0]!,
    user: {
      role: ROLE.COMPANY,
      email: 'niamh@emeraldisletours.example',
      first_name: 'Niamh',
      last_name: 'Doyle',
      companyId: emerald.id,
      companyRole: COMPANY_ROLE.AGENT,
    },
  });
  const [emeraldManager, emeraldAgent, , highlandManager, highlandAgent] = staffIds as [
    number,
    number,
    number,
    number,
    number,
  ];

  await db.insert(companyBadges).values([
    { company_id: emerald.id, badge: 'Licensed Tour Operator' },
    { company_id: emerald.id, badge: 'Premium Partner' },
  ]);
  await topUpWallet({ db, actorUserId: null, companyId: emerald.id, amountCents: 200_000, note: 'Invoice INV-1001' });
  await topUpWallet({ db, actorUserId: null, companyId: highland.id, amountCents: 100_000, note: 'Bank transfer' });

  const sarah = await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.TRAVELLER,
      email: 'sarah.mitchell@example.com',
      first_name: 'Sarah',
      last_name: 'Mitchell',
      mobile: '+1 646 555 0134',
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });
  const james = await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.TRAVELLER,
      email: 'james.carter@example.com',
      first_name: 'James',
      last_name: 'Carter',
      mobile: null,
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });
  // travellers who posted as guests: accounts without passwords
  const guests = [];
  for (const [first, last, email, mobile] of TRAVELLERS) {
    guests.push(
      await createUser({
        db,
        actorUserId: null,
        user: { role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile },
      }),
    );
  }

  const owners = [sarah, sarah, sarah, james, james, ...guests, ...guests, ...guests];
  const leadRows: (typeof leads.$inferSelect)[] = [];
  for (let i = 0; i < 36; i++) {
    const owner = owners[i % owners.length]!;
    const country = i < 3 ? (['ireland', 'scotland', 'ireland'] as const)[i]! : pick(COUNTRIES);
    const people = pick([1, 2, 2, 2, 3, 4, 4, 5, 6]);
    const nights = pick([4, 5, 6, 7, 7, 8, 10, 12, 14]);
    const tripType = pick(TRIP_TYPES);
    const travelType = pick(TRAVEL_TYPES);
    const createdAt = new Date(now - Math.floor(random() * 21 * dayMs) - i * 3_600_000);
    const start = new Date(now + (20 + Math.floor(random() * 200)) * dayMs);
    const [row] = await db
      .insert(leads)
      .values({
        user_id: owner.id,
        title: `Trip to ${COUNTRY_LABELS[country]} for ${people} (${tripType})`,
        country,
        number_of_people: people,
        start_date: isoDay(start),
        number_of_night: nights,
        trip_type: tripType,
        travel_type: travelType,
        flight_booked: random() < 0.4 ? 'yes' : 'no',
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        mobile: owner.mobile,
        special_requests: pick(REQUESTS),
        lead_type: 'multi-step-form',
        budget_cents: estimateBudgetCents({
          number_of_people: people,
          number_of_night: nights,
          travel_type: travelType,
        }),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning();
    leadRows.push(row!);
  }

  const { request_price_cents } = await getSettings(db);
  const buy = async (lead: typeof leads.$inferSelect, companyId: number, userId: number) =>
    db.transaction(async (tx) => {
      const [p] = await tx
        .insert(purchases)
        .values({ lead_id: lead.id, company_id: companyId, user_id: userId, price_cents: request_price_cents })
        .returning();
      await postLedgerEntry(tx, {
        companyId,
        kind: 'purchase',
        amountCents: -request_price_cents,
        actorUserId: userId,
        purchaseId: p!.id,
        leadId: lead.id,
        note: `Trip request #${lead.id}`,
      });
      await tx
        .update(leads)
        .set({ purchases_count: sql`${leads.purchases_count} + 1` })
        .where(eq(leads.id, lead.id));
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'purchase.created',
        entityType: 'purchase',
        entityId: p!.id,
        companyId,
        data: { lead_id: lead.id, price_cents: request_price_cents },
      });
      const [conv] = await tx
        .insert(conversations)
        .values({
          kind: 'lead',
          company_id: companyId,
          lead_id: lead.id,
          traveller_id: lead.user_id,
          created_by: userId,
        })
        .returning();
      return { purchase: p!, conversationId: conv!.id };
    });

  const say = async (conversationId: number, senderId: number, body: string, minutesAgo: number) => {
    const at = new Date(now - minutesAgo * 60_000);
    const [m] = await db
      .insert(messages)
      .values({ conversation_id: conversationId, sender_id: senderId, body, created_at: at })
      .returning();
    await db
      .update(conversations)
      .set({ last_message_id: m!.id, last_message_at: at })
      .where(eq(conversations.id, conversationId));
  };

  const quote = async (
    lead: typeof leads.$inferSelect,
    companyId: number,
    userId: number,
    priceCents: number,
    message: string,
    status: 'sent' | 'accepted' | 'declined' = 'sent',
  ) => {
    const [q] = await db
      .insert(quotes)
      .values({
        lead_id: lead.id,
        company_id: companyId,
        user_id: userId,
        price_cents: priceCents,
        currency: 'USD',
        trip_duration: `${lead.number_of_night + 1} days / ${lead.number_of_night} nights`,
        message,
        inclusions: 'Accommodation with breakfast, private transport, entrance fees, 24/7 local support',
        exclusions: 'International flights, lunches and dinners unless stated, travel insurance',
        flights_included: false,
        valid_until: isoDay(new Date(now + 30 * dayMs)),
        status,
        status_changed_at: status === 'sent' ? null : new Date(now - 86_400_000),
      })
      .returning();
    await db
      .update(leads)
      .set({ quotes_count: sql`${leads.quotes_count} + 1` })
      .where(eq(leads.id, lead.id));
    return q!;
  };

  // Sarah's first trip (Ireland): both companies bought it and quoted; she is chatting with both.
  const [s1, s2, s3, j1] = [leadRows[0]!, leadRows[1]!, leadRows[2]!, leadRows[3]!];
  const e1 = await buy(s1, emerald.id, emeraldAgent);
  const h1 = await buy(s1, highland.id, highlandAgent);
  await quote(
    s1,
    emerald.id,
    emeraldAgent,
    Math.round(s1.budget_cents * 1.05),
    'A relaxed loop from Dublin through Kilkenny, the Ring of Kerry and Galway, staying in family-run country houses. Every transfer is private and our guide joins you for the Cliffs of Moher day.',
  );
  await quote(
    s1,
    highland.id,
    highlandAgent,
    Math.round(s1.budget_cents * 0.92),
    'Self-paced itinerary with hand-picked B&Bs, a rental car with full insurance and a detailed route book. We can add a guided day in Killarney National Park.',
  );
  await say(
    e1.conversationId,
    emeraldAgent,
    `Hi ${s1.first_name}, thanks for your request! Are you flexible on your start date by a day or two?`,
    300,
  );
  await say(e1.conversationId, sarah.id, 'Yes, a day either side works for us.', 280);
  await say(e1.conversationId, emeraldAgent, 'Perfect, I have sent our proposal. Happy to adjust anything.', 260);
  await say(h1.conversationId, highlandAgent, 'Hello Sarah, would you prefer hotels or B&Bs?', 120);

  // Sarah's second trip (Scotland): one quote so far.
  const e2 = await buy(s2, highland.id, highlandManager);
  await quote(
    s2,
    highland.id,
    highlandManager,
    Math.round(s2.budget_cents * 1.1),
    'Edinburgh, Glencoe, Skye and Inverness with a driver-guide who grew up in the Highlands. Includes a distillery tour and a boat trip on Loch Ness.',
  );
  await say(
    e2.conversationId,
    highlandManager,
    'Your trip is a lovely one to plan. Any mobility needs we should know about?',
    90,
  );

  // Sarah's third trip was accepted, and she reviewed the company.
  const e3 = await buy(s3, emerald.id, emeraldManager);
  const accepted = await quote(
    s3,
    emerald.id,
    emeraldManager,
    Math.round(s3.budget_cents * 0.98),
    'Wild Atlantic Way highlights with two nights on the Aran Islands.',
    'accepted',
  );
  await db.update(leads).set({ status: 'accepted' }).where(eq(leads.id, s3.id));
  await say(e3.conversationId, sarah.id, 'We accept! Looking forward to it.', 1500);
  await say(e3.conversationId, emeraldManager, 'Wonderful, we will send the booking details by email.', 1440);
  await db.insert(reviews).values({
    company_id: emerald.id,
    lead_id: s3.id,
    quote_id: accepted.id,
    traveller_id: sarah.id,
    rating: 5,
    comment: 'Everything was arranged perfectly, and the guide was a delight.',
  });

  // James's trip: bought by Emerald, no quote yet.
  const j = await buy(j1, emerald.id, emeraldAgent);
  await say(
    j.conversationId,
    emeraldAgent,
    `Hi James, I am putting together a proposal for your trip. Any must-see places?`,
    45,
  );

  // More purchases spread over the other leads.
  for (const lead of leadRows.slice(5, 12)) await buy(lead, emerald.id, emeraldAgent);
  for (const lead of leadRows.slice(9, 14)) await buy(lead, highland.id, highlandAgent);
  for (const lead of leadRows.slice(5, 8)) {
    await quote(
      lead,
      emerald.id,
      emeraldAgent,
      Math.round(lead.budget_cents * 1.02),
      'A tailored itinerary with central hotels and private transfers.',
    );
  }

  // An admin conversation with Emerald Isle Tours.
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@triptender.example'));
  const [adminChat] = await db
    .insert(conversations)
    .values({
      kind: 'admin',
      company_id: emerald.id,
      subject: 'Welcome to TripTender',
      priority: 'high',
      created_by: admin!.id,
    })
    .returning();
  await say(
    adminChat!.id,
    admin!.id,
    'Welcome aboard! Please complete your company profile so travellers can see your credentials.',
    2000,
  );
  await say(adminChat!.id, emeraldManager, 'Thanks, Alex. We will add our logo this week.', 1900);

  // A third operator, added by the admin; its profile is still incomplete.
  const causeway = await createCompany({
    db,
    actorUserId: admin!.id,
    company: {
      name: 'Causeway Coast Journeys',
      email: 'hello@causewaycoast.example',
      phone: '+44 28 5555 0144',
      address: 'Portrush, County Antrim',
    },
  });
  const ciara = await createUser({
    db,
    actorUserId: admin!.id,
    user: {
      role: ROLE.COMPANY,
      email: 'ciara@causewaycoast.example',
      first_name: 'Ciara',
      last_name: 'Devlin',
      password: DEMO_PASSWORD,
      companyId: causeway.id,
      companyRole: COMPANY_ROLE.MANAGER,
      emailVerified: true,
    },
  });
  await topUpWallet({
    db,
    actorUserId: admin!.id,
    companyId: causeway.id,
    amountCents: 50_000,
    note: 'Invoice INV-1002',
  });

  // Requests their travellers closed, some bought by Causeway Coast: what the admin cleans up in All Trips.
  const CLOSED = [
    ['Harriet', 'Quinlan', 'harriet.quinlan@example.com', 3],
    ['Declan', 'Whelan', 'declan.whelan@example.com', 2],
    ['Maura', 'Kinsella', 'maura.kinsella@example.com', 3],
    ['Rory', 'Gallagher', 'rory.gallagher@example.com', 2],
  ] as const;
  for (const [first, last, email, count] of CLOSED) {
    const owner = await createUser({
      db,
      actorUserId: null,
      user: { role: ROLE.TRAVELLER, email, first_name: first, last_name: last, mobile: '+1 555 0199' },
    });
    for (let i = 0; i < count; i++) {
      const country = pick(COUNTRIES);
      const people = pick([2, 2, 3, 4]);
      const nights = pick([5, 6, 7, 9]);
      const tripType = pick(TRIP_TYPES);
      const travelType = pick(TRAVEL_TYPES);
      const createdAt = new Date(now - (30 + Math.floor(random() * 30)) * dayMs);
      const [lead] = await db
        .insert(leads)
        .values({
          user_id: owner.id,
          title: `Trip to ${COUNTRY_LABELS[country]} for ${people} (${tripType})`,
          country,
          number_of_people: people,
          start_date: isoDay(new Date(now + (40 + Math.floor(random() * 120)) * dayMs)),
          number_of_night: nights,
          trip_type: tripType,
          travel_type: travelType,
          flight_booked: 'no',
          first_name: first,
          last_name: last,
          email,
          mobile: '+1 555 0199',
          special_requests: 'Plans changed, so we closed this request.',
          lead_type: 'multi-step-form',
          status: 'archived',
          closed_at: new Date(createdAt.getTime() + 5 * dayMs),
          budget_cents: estimateBudgetCents({
            number_of_people: people,
            number_of_night: nights,
            travel_type: travelType,
          }),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning();
      if (i < 2) await buy(lead!, causeway.id, ciara.id);
    }
  }

  await db.insert(contactMessages).values([
    {
      name: 'Brian Foley',
      email: 'brian.foley@example.com',
      subject: 'Can I change my travel dates?',
      category: 'booking',
      message: 'I posted a request for September but we now travel in October. Should I post a new one?',
      created_at: new Date(now - 2 * 3_600_000),
    },
    {
      name: 'Lough Tours Ltd',
      email: 'info@loughtours.example',
      subject: 'Joining as an operator',
      category: 'agent',
      message: 'We run small-group tours in Connemara and would like to receive trip requests. How do we apply?',
      created_at: new Date(now - 26 * 3_600_000),
    },
    {
      name: 'Anna Price',
      email: 'anna.price@example.com',
      subject: 'Invoice for my company',
      category: 'billing',
      message: 'Please send a VAT invoice for our last top-up.',
      created_at: new Date(now - 5 * dayMs),
      handled_at: new Date(now - 4 * dayMs),
      handled_by: admin!.id,
    },
  ]);
  // an email the mail server refused, for the outbox screen
  await db.insert(emailOutbox).values({
    to_email: 'brian.foley@example.cmo',
    to_name: 'Brian Foley',
    template: 'contact-received',
    data: { name: 'Brian Foley', subject: 'Can I change my travel dates?' },
    status: 'failed',
    attempts: 5,
    last_error: '550 5.1.2 Host unknown: example.cmo',
    created_at: new Date(now - 2 * 3_600_000),
  });
  // Accounts of the chat and password journeys (e2e/chat*.spec.ts, e2e/password*.spec.ts), which no
  // other journey uses: Maeve has two trips bought (Highland Trails quoted one), Owen resets his password.
  // The marketplace (issue 4): two more operators and a traveller whose trips only the marketplace
  // journeys change, so those journeys never disturb the data other pages are shown with.
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
  const manager = (companyId: number, first: string, last: string, email: string) =>
    createUser({
      db,
      actorUserId: null,
      user: {
        role: ROLE.COMPANY,
        email,
        first_name: first,
        last_name: last,
        password: DEMO_PASSWORD,
        companyId,
        companyRole: COMPANY_ROLE.MANAGER,
        emailVerified: true,
      },
    });
  const orla = await manager(atlantic.id, 'Orla', 'Byrne', 'orla@atlanticwaytours.example');
  const niall = await manager(burren.id, 'Niall', 'Moore', 'niall@burrenway.example');
  await topUpWallet({ db, actorUserId: null, companyId: atlantic.id, amountCents: 50_000, note: 'Invoice INV-2001' });
  await topUpWallet({ db, actorUserId: null, companyId: burren.id, amountCents: 50_000, note: 'Invoice INV-2002' });
  const maeve = await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.TRAVELLER,
      email: 'maeve.byrne@example.com',
      first_name: 'Maeve',
      last_name: 'Byrne',
      mobile: '+353 87 555 0199',
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });
  await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.TRAVELLER,
      email: 'owen.murphy@example.com',
      first_name: 'Owen',
      last_name: 'Murphy',
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });
  const maeveTrips = [];
  for (const [country, people, nights, tripType] of [
    ['scotland', 2, 8, 'cultural'],
    ['ireland', 4, 10, 'active'],
  ] as const) {
    const [row] = await db
      .insert(leads)
      .values({
        user_id: maeve.id,
        title: `Trip to ${COUNTRY_LABELS[country]} for ${people} (${tripType})`,
        country,
        number_of_people: people,
        start_date: isoDay(new Date(now + 90 * dayMs)),
        number_of_night: nights,
        trip_type: tripType,
        travel_type: 'tour-guide',
        flight_booked: 'no',
        first_name: maeve.first_name,
        last_name: maeve.last_name,
        email: maeve.email,
        mobile: maeve.mobile,
        special_requests: 'Castles, whisky and a day on the islands.',
        budget_cents: estimateBudgetCents({
          number_of_people: people,
          number_of_night: nights,
          travel_type: 'tour-guide',
        }),
      })
      .returning();
    maeveTrips.push(row!);
  }
  const maeveHighland = await buy(maeveTrips[0]!, highland.id, highlandAgent);
  await quote(
    maeveTrips[0]!,
    highland.id,
    highlandAgent,
    Math.round(maeveTrips[0]!.budget_cents * 1.05),
    'Edinburgh, Stirling and the Isle of Skye with a driver-guide, in small castle hotels.',
  );
  await say(maeveHighland.conversationId, highlandAgent, 'Hello Maeve, happy to help with your Scotland trip!', 60);
  await buy(maeveTrips[1]!, emerald.id, emeraldAgent);
  const maeveQuinn = await createUser({
    db,
    actorUserId: null,
    user: {
      role: ROLE.TRAVELLER,
      email: 'maeve.quinn@example.com',
      first_name: 'Maeve',
      last_name: 'Quinn',
      mobile: '+1 718 555 0166',
      password: DEMO_PASSWORD,
      emailVerified: true,
    },
  });
  const trip = async (
    owner: typeof maeveQuinn,
    startsInDays: number,
    t: {
      country: Country;
      people: number;
      nights: number;
      tripType: TripType;
      travelType: TravelType;
      request: string;
    },
    extra: Partial<typeof leads.$inferInsert> = {},
  ) => {
    const createdAt = new Date(now - 3 * dayMs);
    const [row] = await db
      .insert(leads)
      .values({
        user_id: owner.id,
        title: `Trip to ${COUNTRY_LABELS[t.country]} for ${t.people} (${t.tripType})`,
        country: t.country,
        number_of_people: t.people,
        start_date: isoDay(new Date(now + startsInDays * dayMs)),
        number_of_night: t.nights,
        trip_type: t.tripType,
        travel_type: t.travelType,
        flight_booked: 'no',
        first_name: owner.first_name,
        last_name: owner.last_name,
        email: owner.email,
        mobile: owner.mobile,
        special_requests: t.request,
        budget_cents: estimateBudgetCents({
          number_of_people: t.people,
          number_of_night: t.nights,
          travel_type: t.travelType,
        }),
        created_at: createdAt,
        updated_at: createdAt,
        ...extra,
      })
      .returning();
    return row!;
  };
  // open and unbought: the journey buys it
  await trip(maeveQuinn, 60, {
    country: 'ireland',
    people: 2,
    nights: 6,
    tripType: 'cultural',
    travelType: 'self-drive',
    request: 'Traditional music sessions in Doolin and a night at Ashford Castle.',
  });
  // open, bought and quoted by both operators: compared, never accepted
  const compared = await trip(maeveQuinn, 90, {
    country: 'ireland',
    people: 2,
    nights: 8,
    tripType: 'sightseeing',
    travelType: 'tour-guide',
    request: 'Puffins on the Skellig Islands and seafood in Dingle.',
  });
  const ca = await buy(compared, atlantic.id, orla.id);
  const cc = await buy(compared, burren.id, niall.id);
  await quote(
    compared,
    atlantic.id,
    orla.id,
    420_000,
    'Nine days around Kerry and West Cork with a private driver-guide, a boat to Skellig Michael (weather permitting) and a seafood trail in Dingle.',
  );
  await quote(
    compared,
    burren.id,
    niall.id,
    365_000,
    'A guided week on the Dingle and Iveragh peninsulas in boutique B&Bs, with a Skellig boat trip and a cooking class.',
  );
  await say(ca.conversationId, orla.id, 'Hi Maeve, the Skellig boats run from mid-May. Are your dates fixed?', 200);
  await say(cc.conversationId, niall.id, 'Hello Maeve! Do you prefer B&Bs or hotels?', 30);
  // open, nobody bought it yet: the traveller may close it
  await trip(maeveQuinn, 120, {
    country: 'ireland',
    people: 3,
    nights: 5,
    tripType: 'active',
    travelType: 'dont-know',
    request: 'Whale watching in West Cork; our dates are flexible.',
  });
  // accepted (Burren Way Travel), not reviewed yet
  const chosen = await trip(
    maeveQuinn,
    45,
    {
      country: 'uk',
      people: 4,
      nights: 7,
      tripType: 'sightseeing',
      travelType: 'self-drive',
      request: 'Walking the Causeway Coast with our two teenagers.',
    },
    { status: 'accepted', closed_at: new Date(now - dayMs) },
  );
  await buy(chosen, atlantic.id, orla.id);
  await buy(chosen, burren.id, niall.id);
  const passedOver = await quote(
    chosen,
    atlantic.id,
    orla.id,
    380_000,
    "A family week on the Causeway Coast with a guided day at the Giant's Causeway.",
    'declined',
  );
  await db.update(quotes).set({ decline_reason: QUOTE_MESSAGES.otherAccepted }).where(eq(quotes.id, passedOver.id));
  await quote(
    chosen,
    burren.id,
    niall.id,
    410_000,
    'Self-drive family itinerary with cottages in Ballycastle and Portrush.',
    'accepted',
  );
  // closed by the traveller
  await trip(
    maeveQuinn,
    30,
    {
      country: 'scotland',
      people: 2,
      nights: 4,
      tripType: 'city',
      travelType: 'coach-bus',
      request: 'Edinburgh in festival week.',
    },
    { status: 'archived', closed_at: new Date(now - 2 * dayMs) },
  );
  // Burren Way Travel's earlier, reviewed trip (a 4-star rating for Compare Bids)
  const earlier = await trip(
    guests[0]!,
    10,
    {
      country: 'uk',
      people: 2,
      nights: 5,
      tripType: 'cultural',
      travelType: 'tour-guide',
      request: 'Belfast murals and the Titanic Quarter.',
    },
    { status: 'accepted', closed_at: new Date(now - 20 * dayMs) },
  );
  await buy(earlier, burren.id, niall.id);
  const reviewed = await quote(
    earlier,
    burren.id,
    niall.id,
    210_000,
    'Two guided days in Belfast and one on the coast.',
    'accepted',
  );
  await db.insert(reviews).values({
    company_id: burren.id,
    lead_id: earlier.id,
    quote_id: reviewed.id,
    traveller_id: guests[0]!.id,
    rating: 4,
    comment: 'Knowledgeable guide, one hotel was noisy.',
  });
}
