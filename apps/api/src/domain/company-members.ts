// Who in a company hears of an event: the active members whose role has an ability in the contract's
// table (COMPANY_ROLE_ABILITIES), and the one path that emails them. docs/glossary.md, "Company roles".
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { CompanyRoleId } from '@triptender/contract/enums';
import { COMPANY_ROLE_ABILITIES, type CompanyAbility, FIRST_ROLE_ONLY } from '@triptender/contract/team';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { enqueueEmail, type EmailTemplate, type EmailTemplates } from '../lib/outbox.ts';

export type Member = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_role: CompanyRoleId | null;
};

/**
 * The company's active (not disabled) members who may `ability`, by id; with `alsoUserId`, that member
 * too (the Agent who bought a lead hears of its refund). For an ability in FIRST_ROLE_ONLY, only the
 * members of the first listed role that has any.
 */
export async function membersWhoCan(
  db: Db,
  companyId: number,
  ability: CompanyAbility,
  opts: { alsoUserId?: number | null } = {},
): Promise<Member[]> {
  const roles: readonly CompanyRoleId[] = COMPANY_ROLE_ABILITIES[ability];
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      company_role: users.company_role,
    })
    .from(users)
    .where(
      and(
        eq(users.company_id, companyId),
        isNull(users.disabled_at),
        opts.alsoUserId != null
          ? or(inArray(users.company_role, [...roles]), eq(users.id, opts.alsoUserId))
          : inArray(users.company_role, [...roles]),
      ),
    )
    .orderBy(asc(users.id));
  if (!FIRST_ROLE_ONLY.includes(ability)) return rows;
  const first = roles.find((role) => rows.some((m) => m.company_role === role));
  return rows.filter((m) => m.company_role === first || (opts.alsoUserId != null && m.id === opts.alsoUserId));
}

/**
 * Queues one email to each member, addressed by full name, in the caller's transaction; `mail` gives
 * each member's template, data and (optional) dedupe key.
 */
export async function emailMembers<T extends EmailTemplate>(
  tx: Db,
  members: Member[],
  mail: (member: Member) => { template: T; data: EmailTemplates[T]; dedupeKey?: string },
): Promise<void> {
  for (const member of members) {
    await enqueueEmail(tx, { to: member.email, toName: `${member.first_name} ${member.last_name}`, ...mail(member) });
  }
}
