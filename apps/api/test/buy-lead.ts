// Tests buy leads through the purchase service, exactly as the API does; this fills in the link base
// and lets a test leave out who bought it or place the purchase in the past.
import type { Db } from '../src/db/client.ts';
import { buyLead as buy } from '../src/modules/purchases/purchase-lead.ts';

export function buyLead(db: Db, opts: { leadId: number; companyId: number; userId?: number | null; createdAt?: Date }) {
  return buy(db, {
    leadId: opts.leadId,
    companyId: opts.companyId,
    userId: opts.userId ?? null,
    publicUrl: 'http://localhost:3000',
    ...(opts.createdAt ? { at: opts.createdAt } : {}),
  });
}
