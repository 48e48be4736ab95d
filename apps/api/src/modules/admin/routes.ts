import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLead,
  adminOverview,
  auditEntry,
  auditQuery,
  companyLeadsQuery,
  contactMessage,
  contactMessagesQuery,
  deleteLeadResponse,
  emailsQuery,
  outboxEmail,
  outboxEmailDetail,
} from '@triptender/contract/admin';
import { idParams, keysetPaginated, paginated } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import { healthQuery, healthReport } from '@triptender/contract/marketplace-health';
import { revenueQuery, revenueReport } from '@triptender/contract/revenue';
import { platformSettings } from '@triptender/contract/settings';
import { errorResponses, security } from '../../lib/openapi.ts';
import { getSettings, refuseSettingsConflicts, updateSettings } from '../../lib/settings.ts';
import { requireRole } from '../auth/permissions.ts';
import { forgetAllSessionsEverywhere } from '../auth/session-cache.ts';
import { listAuditLog } from './audit-log.ts';
import { handleContactMessage, listContactMessages } from './contact-messages.ts';
import { getEmail, listEmails, retryEmail } from './emails.ts';
import { adminLeadRoutes } from './lead-routes.ts';
import { deleteLead, listCompanyLeads } from './leads.ts';
import { getAdminOverview } from './overview.ts';
import { getMarketplaceHealth } from './marketplace-health.ts';
import { getRevenue } from './revenue.ts';

// Every endpoint here is the admin's: others get 401 or 403.
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // merging duplicates and recording bounces: the automatic refunds
  await app.register(adminLeadRoutes);

  app.get(
    '/companyLeads',
    {
      schema: {
        tags: ['admin'],
        summary: 'All trip requests (admin)',
        description:
          'Filters: search (at least 2 characters; "123" / "#123" is that request, an email address is the ' +
          "traveller's email exactly, anything else matches title, traveller name, email, country, requests), " +
          'country, trip_type, status (open, accepted, quoted = with quotes, unquoted, pending, expired, archived), sort (recent, oldest, ' +
          'start_date_asc, start_date_desc). per_page 10/25/50/100; another value falls back to 10. Paging: ' +
          'page, or keyset cursors after= / before= (meta.next_cursor / meta.prev_cursor, with page +/- 1 for ' +
          'the range text). meta.total is exact up to 10,000 and an estimate above (meta.total_is_estimate). ' +
          'Deleted requests are not listed.',
        security,
        querystring: companyLeadsQuery,
        response: { 200: keysetPaginated(adminLead), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listCompanyLeads({ db: app.db, query: req.query });
    },
  );

  app.delete(
    '/leads/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a trip request (admin)',
        description:
          'Refunds every company that bought it (to its wallet, with the reason, and tells it by email), ' +
          'archives and soft-deletes it, and records it in the audit log. A request already deleted is a 404.',
        security,
        params: idParams,
        response: { 200: deleteLeadResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      const { refunded } = await deleteLead({ db: app.db, actor, leadId: req.params.id });
      return { message: `Lead #${req.params.id} deleted.`, refunded };
    },
  );

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'The admin overview',
        security,
        response: { 200: adminOverview, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getAdminOverview({ db: app.db });
    },
  );

  app.get(
    '/admin/revenue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Weekly revenue (admin)',
        description:
          'Money moved through the wallets in each of the last `weeks` weeks (1 to 104, default 12), oldest first ' +
          'and ending with the current week; weeks run from Monday 00:00 UTC and a week with nothing moved is ' +
          'zeros. From the ledger: top-ups are credit bought (top_up: invoices and bank transfers the admin ' +
          'recorded; card_top_up: Stripe Checkout), lead sales are purchases, refunds are purchases given back ' +
          'to the wallet (refund) and card top-ups given back to the card (card_refund), all as positive ' +
          'amounts in cents. Net sales are lead sales less purchase refunds. Welcome credit and adjustments are ' +
          'not revenue and are left out. `totals` sums the range.',
        security,
        querystring: revenueQuery,
        response: { 200: revenueReport, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getRevenue({ db: app.db, weeks: req.query.weeks });
    },
  );

  app.get(
    '/admin/marketplace-health',
    {
      schema: {
        tags: ['admin'],
        summary: 'Marketplace health by day (admin)',
        description:
          'Each day (UTC) of the period from `from` to `to` (yyyy-mm-dd, both included, at most 731 days; ' +
          'without `from` the 4 weeks ending on `to`, without `to` today), oldest first, and `totals` for the whole period; a day ' +
          'with nothing is zeros and null rates. new_leads: trip requests listed on the marketplace that day ' +
          '(went live), not deleted, also by country; unsold_leads: of those, the ones nobody bought; ' +
          'median_hours_to_first_quote: from going live to the first quote, over those with a quote. ' +
          'leads_bought: purchases. quotes_sent: quotes by the day they were sent; quotes_accepted: of those, ' +
          'the ones accepted; acceptance_rate: accepted / sent. top_ups_cents, lead_sales_cents, refunds_cents: ' +
          "the ledger, as in GET /v1/admin/revenue. The totals' rate and median are over the whole period.",
        security,
        querystring: healthQuery,
        response: { 200: healthReport, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getMarketplaceHealth({ db: app.db, period: req.query });
    },
  );

  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform settings',
        security,
        response: { 200: platformSettings, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getSettings(app.db);
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change platform settings',
        description:
          'Request price and welcome credit in cents; the change is recorded in the audit log. 422 when the ' +
          'settings the change leads to do not fit together: a top-up pack under the request price, or an ' +
          'idle session lifetime longer than the absolute one (fields left out keep their saved values).',
        security,
        body: platformSettings,
        response: { 200: platformSettings, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      const after = await updateSettings(app.db, {
        actorUserId: actor.id,
        changes: req.body,
        check: refuseSettingsConflicts,
      });
      // a shorter session lifetime applies at the next request here too (other processes hear the NOTIFY)
      forgetAllSessionsEverywhere();
      return after;
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages',
        security,
        querystring: contactMessagesQuery,
        response: { 200: paginated(contactMessage), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listContactMessages({ db: app.db, query: req.query });
    },
  );

  app.post(
    '/admin/contact-messages/:id/handle',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a contact-form message handled',
        security,
        params: idParams,
        response: { 200: contactMessage, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      return handleContactMessage({ db: app.db, actor, id: req.params.id });
    },
  );

  app.get(
    '/admin/emails',
    {
      schema: {
        tags: ['admin'],
        summary: 'The email outbox',
        security,
        querystring: emailsQuery,
        response: { 200: paginated(outboxEmail), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listEmails({ db: app.db, query: req.query });
    },
  );

  app.get(
    '/admin/emails/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One email of the outbox, rendered',
        security,
        params: idParams,
        response: { 200: outboxEmailDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getEmail({ db: app.db, id: req.params.id });
    },
  );

  app.post(
    '/admin/emails/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue a failed email again',
        description:
          'Only a failed email can be retried (409 otherwise, a held one too: it is never sent). A failed outbox job ' +
          "(not listed as an email) is run again the same way, by the id in its 'outbox_job.failed' audit entry.",
        security,
        params: idParams,
        response: { 200: outboxEmail, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => {
      const actor = requireRole(req, ROLE.ADMIN);
      return retryEmail({ db: app.db, actor, id: req.params.id });
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log',
        description: 'Filters: action, company_id, entity_type, entity_id, from and to (days, inclusive).',
        security,
        querystring: auditQuery,
        response: { 200: paginated(auditEntry), ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return listAuditLog({ db: app.db, query: req.query });
    },
  );
};
