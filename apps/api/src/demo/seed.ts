// Demo data for a first run: a believable marketplace a newcomer can click through at once.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { demoBuilder } from './builder.ts';
import { seedJourneys } from './journeys.ts';
import { seedLeadStates } from './lead-states.ts';
import { seedMarketplace } from './marketplace.ts';

/** Whether the database has no users yet (the demo data is loaded only then). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo data; links in the emails it queues (a purchase emails its traveller) start with publicUrl. */
export async function seedDemo(db: Db, publicUrl = 'http://localhost:3000'): Promise<void> {
  const b = demoBuilder(db, publicUrl);
  const { guests, causewayManager, ...operators } = await seedMarketplace(b);
  await seedJourneys(b, { ...operators, firstGuest: guests[0]! });
  await seedLeadStates(b, {
    buyer: causewayManager,
    highlandCompanyId: operators.highlandAgent.company_id!,
    highlandAgent: operators.highlandAgent,
  });
}
