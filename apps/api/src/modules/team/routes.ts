import { okBody, paginated } from '@triptender/contract/common';
import {
  createTeamMemberBody,
  listTeamQuery,
  TEAM_MESSAGES,
  teamMember,
  teamMemberParams,
  teamParams,
  updateTeamMemberBody,
} from '@triptender/contract/team';
import { moduleRoutes } from '../../lib/route.ts';
import { canManageTeam, requireCompanyAccess } from '../auth/permissions.ts';
import { changeMemberRole, inviteTeamMember, listTeam, removeMember, resendInvite } from './service.ts';

export const teamRoutes = moduleRoutes('team', async (route, app) => {
  route.post(
    '/users',
    { body: createTeamMemberBody, response: { 201: teamMember }, errors: [403, 404, 422] },
    'Invite a team member',
    'Managers add members to their own company (the admin to any). The member gets an email with a ' +
      'one-time link to set a password and join; until then their status is Invited. company_role: ' +
      '1 Manager, 2 Agent (default), 3 Finance.',
    async (req) => {
      const actor = requireCompanyAccess(req, req.body.company_id, canManageTeam);
      return inviteTeamMember({ db: app.db, actor, publicUrl: app.config.publicUrl, member: req.body });
    },
  );

  route.get(
    '/users/:companyId',
    {
      company: 'member',
      params: teamParams,
      querystring: listTeamQuery,
      response: paginated(teamMember),
      errors: [404],
    },
    "A company's team",
    'Every member of the company may read it; other companies get a 404.',
    async (req) => listTeam({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.patch(
    '/users/:companyId/:userId',
    {
      company: 'manageTeam',
      params: teamMemberParams,
      body: updateTeamMemberBody,
      response: teamMember,
      errors: [403, 404, 422],
    },
    "Change a member's role (Managers)",
    'The last Manager of a company cannot be given another role.',
    async (req) =>
      changeMemberRole({ db: app.db, actor: req.actor!, ...req.params, companyRole: req.body.company_role }),
  );

  route.delete(
    '/users/:companyId/:userId',
    { company: 'manageTeam', params: teamMemberParams, response: okBody, errors: [403, 404, 422] },
    'Remove a member (Managers)',
    'The account is disabled and logged out everywhere. The last Manager cannot be removed.',
    async (req) => {
      const actor = req.actor!;
      await removeMember({ db: app.db, actor, ...req.params });
      return { message: TEAM_MESSAGES.removed };
    },
  );

  route.post(
    '/users/:companyId/:userId/invite',
    {
      company: 'manageTeam',
      params: teamMemberParams,
      response: okBody,
      errors: [403, 404, 409],
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    'Send an invited member a new invitation link (Managers)',
    async (req) => {
      const actor = req.actor!;
      await resendInvite({ db: app.db, actor, publicUrl: app.config.publicUrl, ...req.params });
      return { message: TEAM_MESSAGES.inviteSent };
    },
  );
});
