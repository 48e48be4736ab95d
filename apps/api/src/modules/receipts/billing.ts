// A company's billing details: what its receipts name as the customer. Each receipt keeps a copy
// (issue-receipt.ts), so a change here applies to the next receipt, never to one already issued.
import { eq } from 'drizzle-orm';
import type { BillingDetails, billingDetailsBody } from '@triptender/contract/receipts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { auditedChange } from '../../lib/audited-change.ts';
import { notFound } from '../../lib/errors.ts';
import { lockCompany } from '../../domain/company-lock.ts';
import type { CompanyChange } from '../auth/permissions.ts';

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
export async function updateBillingDetails(
  opts: CompanyChange<z.output<typeof billingDetailsBody>>,
): Promise<BillingDetails> {
  const { companyId } = opts;
  return auditedChange<BillingDetails>(opts.db, {
    lock: async (tx) => {
      const before = await lockCompany(tx, companyId, columns);
      return before;
    },
    next: () => opts.body,
    write: async (tx, _changes, after) => {
      await tx
        .update(companies)
        .set({
          billing_legal_name: after.legal_name,
          billing_address: after.address,
          billing_country: after.country,
          billing_vat_number: after.vat_number,
        })
        .where(eq(companies.id, companyId));
    },
    audit: {
      actorUserId: opts.actor.id,
      action: 'company.billing_updated',
      entityType: 'company',
      entityId: companyId,
      companyId,
    },
  });
}
