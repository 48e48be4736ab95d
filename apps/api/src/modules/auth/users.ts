import { eq, sql } from 'drizzle-orm';
import { ROLE, type CompanyRoleId, type RoleId } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { invalid } from '../../lib/errors.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../../lib/passwords.ts';

export const EMAIL_TAKEN = 'The email has already been taken.';

export type NewUser = {
  role: RoleId;
  email: string;
  first_name: string;
  last_name: string;
  mobile?: string | null;
  /** Without a password the user is emailed a one-time link to set one. */
  password?: string | null;
  companyId?: number | null;
  companyRole?: CompanyRoleId | null;
  /** A user who set their own password has proved their address; an invited one has not yet. */
  emailVerified?: boolean;
};

/** Creates a user of any role. Runs in the caller's transaction when given one. */
export async function createUser(opts: { db: Db; actorUserId: number | null; user: NewUser }) {
  const u = opts.user;
  const email = u.email.trim().toLowerCase();
  if (u.password != null && u.password.length < MIN_PASSWORD_LENGTH) {
    throw invalid('password', `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const isCompany = u.role === ROLE.COMPANY;
  if (isCompany && !u.companyId) throw invalid('company_id', 'A company user needs a company.');
  if (!isCompany && u.companyId) throw invalid('company_id', 'Only company users belong to a company.');
  const passwordHash = u.password ? await hashPassword(u.password) : null;

  return (
    opts.db
      .transaction(async (tx) => {
        if (isCompany) {
          const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, u.companyId!));
          if (!company) throw invalid('company_id', 'The selected company does not exist.');
        }
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (taken) throw invalid('email', EMAIL_TAKEN);
        const [row] = await tx
          .insert(users)
          .values({
            role: u.role,
            email,
            first_name: u.first_name,
            last_name: u.last_name,
            mobile: u.mobile ?? null,
            password_hash: passwordHash,
            company_id: isCompany ? u.companyId! : null,
            company_role: isCompany ? (u.companyRole ?? 2) : null,
            email_verified_at: u.emailVerified ? sql`now()` : null,
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: opts.actorUserId,
          action: 'user.created',
          entityType: 'user',
          entityId: row!.id,
          companyId: row!.company_id,
          data: { role: row!.role, company_role: row!.company_role, email },
        });
        return row!;
      })
      // two sign-ups with one email at once: the unique index decides, the loser gets the same 422
      .catch((err: unknown) => {
        if (isUniqueViolation(err, 'users_email_unique')) throw invalid('email', EMAIL_TAKEN);
        throw err;
      })
  );
}
