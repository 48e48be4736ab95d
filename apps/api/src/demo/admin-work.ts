// What the admin finds to do: a third operator with an incomplete profile, requests their travellers
// closed (some bought by it) to clean up in All Trips, contact messages to handle and a failed email.
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { contactMessages, emailOutbox } from '../db/schema.ts';
import { type DemoBuilder, dayMs } from './builder.ts';
import { CLOSED } from './content.ts';

export async function seedAdminWork(b: DemoBuilder, adminId: number) {
  const { db, now } = b;
  // A third operator, added by the admin; its profile is still incomplete.
  const causeway = await b.company(
    {
      name: 'Causeway Coast Journeys',
      email: 'hello@causewaycoast.example',
      phone: '+44 28 9555 0144',
      address: 'Portrush, County Antrim',
    },
    adminId,
  );
  const ciara = await b.person({
    role: ROLE.COMPANY,
    email: 'ciara@causewaycoast.example',
    first_name: 'Ciara',
    last_name: 'Devlin',
    companyId: causeway.id,
    companyRole: COMPANY_ROLE.MANAGER,
    actorUserId: adminId,
  });
  // paid before its first purchase below (the closed requests were posted 30 to 60 days ago)
  await b.topUp(causeway.id, { cents: 50_000, note: 'Invoice INV-1002', daysAgo: 9 * 7, actorUserId: adminId });

  // Each closed by its traveller 5 days after it was posted; Causeway bought the first two of each
  // traveller the day after they were posted, in the order of those days, so its wallet's dates
  // follow its ledger (the revenue chart's lead sales of the past weeks).
  const posted: { lead: Awaited<ReturnType<DemoBuilder['lead']>>; at: Date; bought: boolean }[] = [];
  for (const [first, last, email, howMany] of CLOSED) {
    const owner = await b.person({
      role: ROLE.TRAVELLER,
      email,
      first_name: first,
      last_name: last,
      mobile: '+12025550199',
      password: null,
    });
    for (let i = 0; i < howMany; i++) {
      const trip = b.pickTrip({ people: [2, 2, 3, 4], nights: [5, 6, 7, 9] });
      const createdAt = new Date(now - b.between(30, 60) * dayMs);
      const lead = await b.lead(owner, {
        ...trip,
        startsInDays: b.between(40, 160),
        request: 'Plans changed, so we closed this request.',
        createdAt,
      });
      posted.push({ lead, at: createdAt, bought: i < 2 });
    }
  }
  for (const { lead, at } of posted.filter((p) => p.bought).sort((x, y) => x.at.getTime() - y.at.getTime())) {
    await b.buy(lead, ciara, new Date(at.getTime() + dayMs));
  }
  for (const { lead, at } of posted) await b.close(lead, 'archived', new Date(at.getTime() + 5 * dayMs));

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
      handled_by: adminId,
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
  return { causewayManager: ciara };
}
