import { okBody, paginated } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  adminUser,
  adminUsersQuery,
  dataExport,
  deleteAccountBody,
  PRIVACY_MESSAGES,
} from '@triptender/contract/privacy';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole, requireUser } from '../auth/permissions.ts';
import { listUsers } from './admin-users.ts';
import { eraseAccount } from './erase-account.ts';
import { exportUserData } from './export-data.ts';
import { todayIso } from '@triptender/contract/dates';

const ERASURE =
  'Personal fields are erased (name, email replaced by a unique placeholder, phone, password), every ' +
  'session and emailed link ends, and the person can no longer log in; the address may register again. A ' +
  "traveller's requests are archived and hidden from companies; their buyers keep the purchase, shown as " +
  '"Deleted traveller" with no contact details; the traveller\'s messages and review words are erased. ' +
  "Purchases, quotes, the ledger and the company's own messages stay (docs/decisions/024).";

/** The download's file name: the user's id and the day, never their name. */
const attachment = (userId: number) => `attachment; filename="triptender-data-${userId}-${todayIso()}.json"`;

export const privacyRoutes = moduleRoutes('privacy', async (route, app) => {
  route.get(
    '/me/export',
    { response: dataExport, errors: [429], config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    'Download everything held about me (JSON)',
    'Profile, sessions, emailed links, trip requests, quotes received, chats, reviews, emails sent, email ' +
      'preferences, form sign-ups; for a company member also their company, the quotes they wrote and the ' +
      'leads they bought. Sent as an attachment (Content-Disposition). Other people appear only as a ' +
      'company name or "you".',
    async (req, reply) => {
      const actor = requireUser(req);
      void reply.header('content-disposition', attachment(actor.id));
      return exportUserData({ db: app.db, userId: actor.id });
    },
  );

  route.delete(
    '/me',
    {
      body: deleteAccountBody,
      response: okBody,
      errors: [403, 409, 422, 429],
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    'Delete my account',
    `Confirmed with the password (422 when wrong). ${ERASURE} Admins cannot delete their own account (403); a company's last Manager is refused (409).`,
    async (req) => {
      const actor = requireUser(req);
      await eraseAccount({ db: app.db, actor, userId: actor.id, password: req.body.password });
      return { message: PRIVACY_MESSAGES.deleted };
    },
  );

  route.get(
    '/admin/users',
    { querystring: adminUsersQuery, response: paginated(adminUser), errors: [403, 422] },
    'Every account, to export or delete on request (admin)',
    'search: name, email, or the id as "123" / "#123"; role: 1 admin, 2 company, 3 traveller.',
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listUsers({ db: app.db, query: req.query });
    },
  );

  route.get(
    '/admin/users/:id/export',
    { response: dataExport, errors: [403, 404] },
    'Download everything held about a user, on their request (admin)',
    'The same document as GET /v1/me/export, for any user.',
    async (req, reply) => {
      requireRole(req, ROLE.ADMIN);
      const data = await exportUserData({ db: app.db, userId: req.params.id });
      void reply.header('content-disposition', attachment(req.params.id));
      return data;
    },
  );

  route.delete(
    '/admin/users/:id',
    { response: okBody, errors: [403, 404, 409] },
    "Delete a user's account, on their request (admin)",
    `${ERASURE} Admin accounts are refused (403); an account already deleted is a 409.`,
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      await eraseAccount({ db: app.db, actor, userId: req.params.id });
      return { message: PRIVACY_MESSAGES.adminDeleted };
    },
  );
});
