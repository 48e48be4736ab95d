// A company's team. Managers (and the admin) invite, change roles and remove; every member sees the list.
//   POST   /v1/users                                 body: createTeamMemberBody -> 201 teamMember
//   GET    /v1/users/{companyId}                     query: pageQuery -> paginated(teamMember)
//   PATCH  /v1/users/{companyId}/{userId}            body: updateTeamMemberBody -> teamMember
//   DELETE /v1/users/{companyId}/{userId}            -> okBody (the member is disabled and logged out)
//   POST   /v1/users/{companyId}/{userId}/invite     -> okBody (a new invitation email)
import { z } from 'zod';
import { email, id, pageQuery, text, timestamp } from './common.ts';
import { COMPANY_ROLE, COMPANY_ROLE_IDS, type CompanyRoleId } from './enums.ts';

export const TEAM_MESSAGES = {
  added: 'User added',
  empty: 'No team members yet.',
  firstName: 'The first name is required.',
  lastName: 'The last name is required.',
  email: 'Please enter a valid email address.',
  role: 'Please choose Manager, Agent or Finance.',
  lastManager: 'A company needs at least one Manager.',
  notInvited: 'This member has already joined.',
  roleChanged: 'Role updated',
  removed: 'Member removed',
  inviteSent: 'Invitation sent',
} as const;

const companyRole = z.coerce
  .number({ error: TEAM_MESSAGES.role })
  .int(TEAM_MESSAGES.role)
  .refine((n): n is CompanyRoleId => (COMPANY_ROLE_IDS as readonly number[]).includes(n), TEAM_MESSAGES.role)
  .transform((n) => n as CompanyRoleId);

export const createTeamMemberBody = z.object({
  first_name: text({ max: 80, message: TEAM_MESSAGES.firstName }),
  last_name: text({ max: 80, message: TEAM_MESSAGES.lastName }),
  email: email(TEAM_MESSAGES.email),
  // the role defaults to Agent when none is chosen
  company_role: z
    .preprocess((v) => (v === undefined || v === null || v === '' ? undefined : v), companyRole.optional())
    .transform((v) => v ?? COMPANY_ROLE.AGENT),
  company_id: id,
});
export type CreateTeamMemberBody = z.input<typeof createTeamMemberBody>;

export const updateTeamMemberBody = z.object({ company_role: companyRole });

export const teamParams = z.object({ companyId: id });
export const teamMemberParams = z.object({ companyId: id, userId: id });
export const listTeamQuery = z.object({ ...pageQuery });

export const teamMember = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified_at: timestamp.nullable(),
  /** Invited until the member sets a password through the emailed link (which verifies the email). */
  status: z.enum(['Invited', 'Joined']),
  company_role: z.object({ id: z.union(COMPANY_ROLE_IDS.map((r) => z.literal(r))), name: z.string() }),
  created_at: timestamp,
});
export type TeamMember = z.output<typeof teamMember>;

/**
 * What each company role may do, for the web app to offer only what a role can use. The API
 * enforces the same rules: modules/auth/permissions.ts derives its checks from this table.
 */
export const COMPANY_ROLE_ABILITIES = {
  manageTeam: [COMPANY_ROLE.MANAGER],
  editProfile: [COMPANY_ROLE.MANAGER],
  viewWallet: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.FINANCE],
  buyLeads: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT],
  sendQuotes: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT],
  chat: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT],
  // quote templates and saved replies: for those who quote and chat (docs/marketplace.md)
  useTemplates: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT],
  // agents saw the contact details; Finance keeps the wallet the refund goes to
  reportBadLeads: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT, COMPANY_ROLE.FINANCE],
  // the money side: Agents buy leads but never pay, see receipts or change limits
  payByCard: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.FINANCE],
  viewReceipts: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.FINANCE],
  editBilling: [COMPANY_ROLE.MANAGER, COMPANY_ROLE.FINANCE],
  setSpendingLimits: [COMPANY_ROLE.MANAGER],
  // auto-buy spends from the wallet within a weekly budget (docs/marketplace.md, "Automatic buying")
  setAutoBuy: [COMPANY_ROLE.MANAGER],
  // emailed receipts: Finance, or the Managers of a company with no Finance member (FIRST_ROLE_ONLY)
  receiveReceipts: [COMPANY_ROLE.FINANCE, COMPANY_ROLE.MANAGER],
} as const satisfies Record<string, readonly CompanyRoleId[]>;
export type CompanyAbility = keyof typeof COMPANY_ROLE_ABILITIES;

/**
 * Abilities whose roles are an order of preference: they go to the first listed role that has an
 * active member in the company (the API's membersWhoCan), not to every listed role.
 */
export const FIRST_ROLE_ONLY: readonly CompanyAbility[] = ['receiveReceipts'];

export function companyRoleCan(roleId: number | null | undefined, ability: CompanyAbility): boolean {
  return (COMPANY_ROLE_ABILITIES[ability] as readonly number[]).includes(roleId ?? 0);
}
