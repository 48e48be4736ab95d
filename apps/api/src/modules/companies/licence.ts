import { eq, sql } from 'drizzle-orm';
import type { CompanyProfile } from '@triptender/contract/companies';
import { LICENCE_BADGE } from '@triptender/contract/enums';
import { OPERATOR_PROFILE_MESSAGES } from '@triptender/contract/operator-profile';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import type { Actor } from '../auth/permissions.ts';
import { switchGrantedBadge } from './badges.ts';
import { lockCompany } from '../../domain/company-lock.ts';

/**
 * The admin verifies (or un-verifies) a company's licence number. Verifying names the number the admin
 * checked: a number the company changed meanwhile is refused (409), so an unchecked number is never
 * marked verified. Verifying grants the Licensed Tour Operator badge; un-verifying revokes it: the only
 * way that badge changes (the badge switch refuses it, contract badgeParams).
 */
export async function setLicenceVerification(opts: {
  db: Db;
  actor: Actor;
  companyId: number;
  verified: boolean;
  licenceNumber?: string;
}): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const company = await lockCompany(tx, opts.companyId, {
      id: companies.id,
      number: companies.licence_number,
      at: companies.licence_verified_at,
    });
    if (opts.verified) {
      if (!company.number) throw conflict(OPERATOR_PROFILE_MESSAGES.missing);
      if (company.number !== opts.licenceNumber?.trim()) throw conflict(OPERATOR_PROFILE_MESSAGES.changed);
    }
    if (opts.verified === (company.at !== null)) return;
    await tx
      .update(companies)
      .set(
        opts.verified
          ? { licence_verified_at: sql`now()`, licence_verified_by: opts.actor.id }
          : { licence_verified_at: null, licence_verified_by: null },
      )
      .where(eq(companies.id, company.id));
    await switchGrantedBadge(tx, {
      companyId: company.id,
      badge: LICENCE_BADGE,
      granted: opts.verified,
      actorUserId: opts.actor.id,
    });
    await recordAudit(tx, {
      actorUserId: opts.actor.id,
      action: opts.verified ? 'company.licence_verified' : 'company.licence_unverified',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      data: { licence_number: company.number },
    });
  });
}

/**
 * A company changed its licence number (in its settings): a verification of the old number no longer
 * holds, so it and the badge go, recorded in the audit log. Call it inside the update's transaction.
 */
export async function clearChangedLicence(
  tx: Db,
  opts: { actorUserId: number | null; before: Pick<CompanyProfile, 'id' | 'licence_number' | 'licence_verified_at'> },
  licenceNumber: string | null,
) {
  const { before } = opts;
  if (before.licence_number === licenceNumber || before.licence_verified_at === null) return;
  await tx
    .update(companies)
    .set({ licence_verified_at: null, licence_verified_by: null })
    .where(eq(companies.id, before.id));
  await switchGrantedBadge(tx, {
    companyId: before.id,
    badge: LICENCE_BADGE,
    granted: false,
    actorUserId: opts.actorUserId,
  });
  await recordAudit(tx, {
    actorUserId: opts.actorUserId,
    action: 'company.licence_unverified',
    entityType: 'company',
    entityId: before.id,
    companyId: before.id,
    data: { licence_number: before.licence_number, new_licence_number: licenceNumber, reason: 'changed' },
  });
}
