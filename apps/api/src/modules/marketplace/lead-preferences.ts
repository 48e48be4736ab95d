import { eq, sql } from 'drizzle-orm';
import type { LeadPreferences, LeadPreferenceValues } from '@triptender/contract/lead-preferences';
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import type { Db } from '../../db/client.ts';
import { companies, companyLeadPreferences } from '../../db/schema.ts';
import { findLeadPreferences, toPreferenceValues } from '../../domain/lead-matching.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { CompanyChange } from '../auth/permissions.ts';
import { forgetMatchingCounts } from './open-lead-totals.ts';
import { lockCompany } from '../../domain/company-lock.ts';

async function assertCompanyExists(db: Db, companyId: number): Promise<void> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw notFound();
}

/**
 * GET /v1/company/{companyId}/lead-preferences: what the company saved, or "any" for everything
 * (is_set false) when it never did.
 */
export async function getLeadPreferences(opts: { db: Db; companyId: number }): Promise<LeadPreferences> {
  await assertCompanyExists(opts.db, opts.companyId);
  const row = await findLeadPreferences(opts.db, opts.companyId);
  if (!row) return { ...DEFAULT_LEAD_PREFERENCES, is_set: false, updated_at: null };
  return { ...toPreferenceValues(row), is_set: true, updated_at: row.updated_at };
}

/** PUT /v1/company/{companyId}/lead-preferences: a Manager (or the admin) replaces them, audited. */
export async function setLeadPreferences(opts: CompanyChange<LeadPreferenceValues>): Promise<LeadPreferences> {
  const { companyId, body: preferences } = opts;
  await opts.db.transaction(async (tx) => {
    await lockCompany(tx, companyId, { id: companies.id });
    const before = await findLeadPreferences(tx, companyId);
    const values = { ...preferences, updated_by: opts.actor.id, updated_at: sql`now()` };
    await tx
      .insert(companyLeadPreferences)
      .values({ company_id: companyId, ...values })
      .onConflictDoUpdate({ target: companyLeadPreferences.company_id, set: values });
    await recordAudit(tx, {
      actorUserId: opts.actor.id,
      action: 'company.lead_preferences_updated',
      entityType: 'company',
      entityId: companyId,
      companyId,
      data: { before: before ? toPreferenceValues(before) : null, after: preferences },
    });
  });
  // the Matching tab counts by the new preferences at once (other processes within LEADS_STALE_MS)
  forgetMatchingCounts(opts.db, companyId);
  return getLeadPreferences({ db: opts.db, companyId });
}
