import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema.ts';

/**
 * Locks a company's row until the transaction ends: the one lock that orders the changes which must
 * see each other's results (its team's Managers, its balance before a card refund), taken first.
 */
export async function lockCompany(tx: Db, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
