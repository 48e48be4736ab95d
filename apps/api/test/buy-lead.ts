// Buys a lead for a company directly in the database (the way a purchase is stored), for tests of
// the screens that show purchases: wallets, refunds, counts. The purchase API has its own tests.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { leads, purchases } from '../src/db/schema.ts';
import { postLedgerEntry } from '../src/modules/purchases/ledger.ts';

export async function buyLead(
  db: Db,
  opts: { leadId: number; companyId: number; userId?: number | null; priceCents?: number; createdAt?: Date },
) {
  const price = opts.priceCents ?? 2500;
  return db.transaction(async (tx) => {
    const [p] = await tx
      .insert(purchases)
      .values({
        lead_id: opts.leadId,
        company_id: opts.companyId,
        user_id: opts.userId ?? null,
        price_cents: price,
        ...(opts.createdAt ? { created_at: opts.createdAt } : {}),
      })
      .returning();
    await postLedgerEntry(tx, {
      companyId: opts.companyId,
      kind: 'purchase',
      amountCents: -price,
      actorUserId: opts.userId ?? null,
      purchaseId: p!.id,
      leadId: opts.leadId,
      note: `Trip request #${opts.leadId}`,
    });
    await tx
      .update(leads)
      .set({ purchases_count: sql`${leads.purchases_count} + 1` })
      .where(eq(leads.id, opts.leadId));
    return p!;
  });
}
