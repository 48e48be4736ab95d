import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { errorResponses, security } from '../../lib/openapi.ts';
import { canManageTeam, requireCompanyAccess } from '../auth/permissions.ts';
import { changeMemberRole, inviteTeamMember, listTeam, removeMember, resendInvite } from './service.ts';

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      schema: {
        tags: ['team'],
        summary: 'Invite a team member',
        description:
          'Managers add members to their own company (the admin to any). The member gets an email with a ' +
          'one-time link to set a password and join; until then their status is Invited. company_role: ' +
          '1 Manager, 2 Agent (default), 3 Finance.',
        security,
        body: createTeamMemberBody,
        response: { 201: teamMember, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      const actor = requireCompanyAccess(req, req.body.company_id, canManageTeam);
      const member = await inviteTeamMember({ db: app.db, actor, publicUrl: app.config.publicUrl, member: req.body });
      return reply.status(201).send(member);
    },
  );

  app.get(
    '/users/:companyId',
    {
      config: { company: 'member' },
      schema: {
        tags: ['team'],
        summary: "A company's team",
        description: 'Every member of the company may read it; other companies get a 404.',
        security,
        params: teamParams,
        querystring: listTeamQuery,
        response: { 200: paginated(teamMember), ...errorResponses(401, 404) },
      },
    },
    async (req) => {
      return listTeam({ db: app.db, companyId: req.params.companyId, page: req.query });
    },
  );

  app.patch(
    '/users/:companyId/:userId',
    {
      config: { company: 'manageTeam' },
      schema: {
        tags: ['team'],
        summary: "Change a member's role (Managers)",
        description: 'The last Manager of a company cannot be given another role.',
        security,
        params: teamMemberParams,
        body: updateTeamMemberBody,
        response: { 200: teamMember, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const actor = req.actor!;
      return changeMemberRole({ db: app.db, actor, ...req.params, companyRole: req.body.company_role });
    },
  );

  app.delete(
    '/users/:companyId/:userId',
    {
      config: { company: 'manageTeam' },
      schema: {
        tags: ['team'],
        summary: 'Remove a member (Managers)',
        description: 'The account is disabled and logged out everywhere. The last Manager cannot be removed.',
        security,
        params: teamMemberParams,
        response: { 200: okBody, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (req) => {
      const actor = req.actor!;
      await removeMember({ db: app.db, actor, ...req.params });
      return { message: TEAM_MESSAGES.removed };
    },
  );

  app.post(
    '/users/:companyId/:userId/invite',
    {
      schema: {
        tags: ['team'],
        summary: 'Send an invited member a new invitation link (Managers)',
        security,
        params: teamMemberParams,
        response: { 200: okBody, ...errorResponses(401, 403, 404, 409) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' }, company: 'manageTeam' },
    },
    async (req) => {
      const actor = req.actor!;
      await resendInvite({ db: app.db, actor, publicUrl: app.config.publicUrl, ...req.params });
      return { message: TEAM_MESSAGES.inviteSent };
    },
  );
};
