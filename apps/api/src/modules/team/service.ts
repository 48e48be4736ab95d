import { lockCompany } from '../../lib/company-lock.ts';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TeamMember } from '@triptender/contract/team';
import { TEAM_MESSAGES } from '@triptender/contract/team';
import { COMPANY_ROLE, COMPANY_ROLE_NAMES, type CompanyRoleId, ROLE } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { type AuditAction, recordAudit } from '../../lib/audit.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { issueOneTimeLink } from '../auth/one-time-links.ts';
import type { Actor } from '../auth/permissions.ts';
import { revokeSessions } from '../auth/service.ts';
import { publishUserChanged } from '../auth/user-events.ts';
import { createUser } from '../auth/users.ts';

type UserRow = typeof users.$inferSelect;

export function toTeamMember(row: UserRow): TeamMember {
  // a team member is a company user: the schema's membership check guarantees the role
  const role = row.company_role!;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_verified_at: row.email_verified_at,
    status: row.email_verified_at ? 'Joined' : 'Invited',
    company_role: { id: role, name: COMPANY_ROLE_NAMES[role] },
    created_at: row.created_at,
  };
}

/** Queues the invitation email with a fresh one-time link (earlier links stop working). */
async function sendInvite(
  tx: Db,
  opts: { publicUrl: string; user: UserRow; companyName: string; inviterName: string },
) {
  const link = await issueOneTimeLink(tx, { publicUrl: opts.publicUrl, userId: opts.user.id, purpose: 'invite' });
  await enqueueEmail(tx, {
    to: opts.user.email,
    toName: `${opts.user.first_name} ${opts.user.last_name}`.trim(),
    template: 'team-invite',
    data: { first_name: opts.user.first_name, company_name: opts.companyName, inviter_name: opts.inviterName, link },
  });
}

async function inviterName(tx: Db, actor: Actor): Promise<string> {
  const [row] = await tx
    .select({ first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eq(users.id, actor.id));
  return row ? `${row.first_name} ${row.last_name}`.trim() : actor.firstName;
}

/**
 * Adds a member without a password and emails them an invitation link; they join by setting a
 * password on the set-password page. Runs in the caller's transaction when given one.
 */
export async function inviteTeamMember(opts: {
  db: Db;
  actor: Actor;
  publicUrl: string;
  member: { first_name: string; last_name: string; email: string; company_role: CompanyRoleId; company_id: number };
}): Promise<TeamMember> {
  const m = opts.member;
  return opts.db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, m.company_id));
    if (!company) throw invalid('company_id', 'The selected company does not exist.');
    const user = await createUser({
      db: tx,
      actorUserId: opts.actor.id,
      user: {
        role: ROLE.COMPANY,
        email: m.email,
        first_name: m.first_name,
        last_name: m.last_name,
        password: null,
        companyId: company.id,
        companyRole: m.company_role,
      },
    });
    await sendInvite(tx, {
      publicUrl: opts.publicUrl,
      user,
      companyName: company.name,
      inviterName: await inviterName(tx, opts.actor),
    });
    return toTeamMember(user);
  });
}

const activeMembers = (companyId: number) => and(eq(users.company_id, companyId), isNull(users.disabled_at));

export async function listTeam(opts: { db: Db; companyId: number; page: PageParams }) {
  const where = activeMembers(opts.companyId);
  return paginateSelect(opts.db, opts.page, {
    select: opts.db.select().from(users).$dynamic(),
    table: users,
    where,
    order: [asc(users.created_at), asc(users.id)],
    map: toTeamMember,
  });
}

/** A member of the company, locked together with the company row (so manager counts hold). */
async function lockMember(tx: Db, companyId: number, userId: number): Promise<UserRow> {
  await lockCompany(tx, companyId);
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), activeMembers(companyId)))
    .for('update');
  if (!member) throw notFound();
  return member;
}

/** Refuses a change that would leave the company without an active Manager. */
async function keepAManager(tx: Db, member: UserRow, field: string) {
  if (member.company_role !== COMPANY_ROLE.MANAGER) return;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(
      and(activeMembers(member.company_id!), eq(users.company_role, COMPANY_ROLE.MANAGER), ne(users.id, member.id)),
    );
  if ((others?.n ?? 0) === 0) throw invalid(field, TEAM_MESSAGES.lastManager);
}

/** A change to one member of a company, as the path /users/{companyId}/{userId} names them. */
type MemberChange = { db: Db; actor: Actor; companyId: number; userId: number };

/** The audit entry of a change to a member, made by the actor in the path's company. */
const auditMember = (tx: Db, opts: MemberChange, member: UserRow, action: AuditAction, data: Record<string, unknown>) =>
  recordAudit(tx, {
    actorUserId: opts.actor.id,
    action,
    entityType: 'user',
    entityId: member.id,
    companyId: opts.companyId,
    data,
  });

export async function changeMemberRole(opts: MemberChange & { companyRole: CompanyRoleId }): Promise<TeamMember> {
  return opts.db.transaction(async (tx) => {
    const member = await lockMember(tx, opts.companyId, opts.userId);
    if (member.company_role === opts.companyRole) return toTeamMember(member);
    if (opts.companyRole !== COMPANY_ROLE.MANAGER) await keepAManager(tx, member, 'company_role');
    const [updated] = await tx
      .update(users)
      .set({ company_role: opts.companyRole, updated_at: sql`now()` })
      .where(eq(users.id, member.id))
      .returning();
    // open WebSockets of the member follow the new role at once (Finance no longer receives chat)
    await publishUserChanged(tx, member.id);
    await auditMember(tx, opts, member, 'user.role_changed', {
      from: member.company_role,
      to: opts.companyRole,
      email: member.email,
    });
    return toTeamMember(updated!);
  });
}

/** Removes a member: the account is disabled (history keeps its name) and its sessions end. */
export async function removeMember(opts: MemberChange) {
  await opts.db.transaction(async (tx) => {
    const member = await lockMember(tx, opts.companyId, opts.userId);
    await keepAManager(tx, member, 'user');
    await tx
      .update(users)
      .set({ disabled_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(users.id, member.id));
    await revokeSessions(tx, member.id);
    await auditMember(tx, opts, member, 'user.disabled', { email: member.email, company_role: member.company_role });
  });
}

export async function resendInvite(opts: MemberChange & { publicUrl: string }) {
  await opts.db.transaction(async (tx) => {
    const member = await lockMember(tx, opts.companyId, opts.userId);
    if (member.email_verified_at) throw conflict(TEAM_MESSAGES.notInvited);
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, opts.companyId));
    await sendInvite(tx, {
      publicUrl: opts.publicUrl,
      user: member,
      companyName: company!.name,
      inviterName: await inviterName(tx, opts.actor),
    });
  });
}
