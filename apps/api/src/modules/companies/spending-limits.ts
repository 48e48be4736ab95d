import { eq, sql } from 'drizzle-orm';
import type { SpendingLimits, spendingLimitsBody } from '@triptender/contract/wallet';
import type { z } from 'zod';
import { companies } from '../../db/schema.ts';
import { getSpendingLimits } from '../../domain/spending.ts';
import { auditedChange } from '../../lib/audited-change.ts';
import type { CompanyChange } from '../auth/permissions.ts';
import { getBalanceCents } from '../purchases/ledger.ts';
import { lockCompany } from '../../domain/company-lock.ts';

/**
 * PUT /v1/company/{companyId}/spending-limits: a Manager (or the admin) sets the monthly spending limit
 * and the low-balance alert; null turns either off. A lower limit never undoes a purchase already
 * made: it refuses the next one that would pass it. Setting the alert emails nobody by itself (the
 * next debit that leaves the balance below it does, domain/spending.ts); turning it off, or setting
 * it at or below the balance, clears the mark of an email already sent, so the next fall emails again.
 */
export async function setSpendingLimits(
  opts: CompanyChange<z.output<typeof spendingLimitsBody>>,
): Promise<SpendingLimits> {
  const { companyId, body: limits } = opts;
  await auditedChange(opts.db, {
    lock: async (tx) => {
      // the ledger locks the company row for every entry: no debit decides the alert while it changes
      const before = await lockCompany(tx, companyId, {
        monthly_spend_limit_cents: companies.monthly_spend_limit_cents,
        low_balance_threshold_cents: companies.low_balance_threshold_cents,
      });
      return before;
    },
    next: () => limits,
    write: async (tx, _changes, after) => {
      const threshold = after.low_balance_threshold_cents;
      const rearm = threshold === null || (await getBalanceCents(tx, companyId)) >= threshold;
      await tx
        .update(companies)
        .set({
          monthly_spend_limit_cents: after.monthly_spend_limit_cents,
          low_balance_threshold_cents: threshold,
          ...(rearm ? { low_balance_notified_at: null } : {}),
          updated_at: sql`now()`,
        })
        .where(eq(companies.id, companyId));
    },
    audit: {
      actorUserId: opts.actor.id,
      action: 'company.spending_limits_updated',
      entityType: 'company',
      entityId: companyId,
      companyId,
    },
  });
  return (await getSpendingLimits(opts.db, companyId))!;
}
