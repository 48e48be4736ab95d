// A company's billing details: what its receipts name as the customer. Each receipt keeps a copy
// (issue-receipt.ts), so a change here applies to the next receipt, never to one already issued.
import { eq } from 'drizzle-orm';
import type { BillingDetails, billingDetailsBody } from '@triptender/contract/receipts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';

const columns = {
  legal_name: companies.billing_legal_name,
  address: companies.billing_address,
  country: companies.billing_country,
  vat_number: companies.billing_vat_number,
};

export async function getBillingDetails(opts: { db: Db; companyId: number }): Promise<BillingDetails> {
  const [row] = await opts.db.select(columns).from(companies).where(eq(companies.id, opts.companyId));
  if (!row) throw notFound();
  return row;
}

/** Saves the billing details, recording what changed in the audit log. */
export async function updateBillingDetails(opts: {
  db: Db;
  actorUserId: number;
  companyId: number;
  details: z.output<typeof billingDetailsBody>;
}): Promise<BillingDetails> {
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(companies).where(eq(companies.id, opts.companyId)).for('update');
    if (!before) throw notFound();
    const after: BillingDetails = { ...opts.details };
    const changed = (Object.keys(after) as (keyof BillingDetails)[]).filter((k) => after[k] !== before[k]);
    if (changed.length === 0) return before;
    await tx
      .update(companies)
      .set({
        billing_legal_name: after.legal_name,
        billing_address: after.address,
        billing_country: after.country,
        billing_vat_number: after.vat_number,
      })
      .where(eq(companies.id, opts.companyId));
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'company.billing_updated',
      entityType: 'company',
      entityId: opts.companyId,
      companyId: opts.companyId,
      data: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }])),
    });
    return after;
  });
}
