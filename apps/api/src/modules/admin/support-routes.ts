import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditEntry,
  auditQuery,
  contactMessage,
  contactMessagesQuery,
  emailsQuery,
  outboxEmail,
  outboxEmailDetail,
} from '@triptender/contract/admin';
import { idParams, paginated } from '@triptender/contract/common';
import { errorResponses, security } from '../../lib/openapi.ts';
import { listAuditLog } from './audit-log.ts';
import { handleContactMessage, listContactMessages } from './contact-messages.ts';
import { getEmail, listEmails, retryEmail } from './emails.ts';

// What the admin answers and checks: contact messages, the email outbox, the audit log.
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const actor = req.actor!;
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
      const actor = req.actor!;
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
      return listAuditLog({ db: app.db, query: req.query });
    },
  );
};
