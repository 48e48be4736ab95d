import {
  auditEntry,
  auditQuery,
  contactMessage,
  contactMessagesQuery,
  emailsQuery,
  outboxEmail,
  outboxEmailDetail,
} from '@triptender/contract/admin';
import { paginated } from '@triptender/contract/common';
import { moduleRoutes } from '../../lib/route.ts';
import { listAuditLog } from './audit-log.ts';
import { handleContactMessage, listContactMessages } from './contact-messages.ts';
import { getEmail, listEmails, retryEmail } from './emails.ts';

// What the admin answers and checks: contact messages, the email outbox, the audit log.
export const supportRoutes = moduleRoutes('admin', async (route, app) => {
  route.get(
    '/admin/contact-messages',
    { querystring: contactMessagesQuery, response: paginated(contactMessage), errors: [403, 422] },
    'Contact-form messages',
    async (req) => listContactMessages({ db: app.db, query: req.query }),
  );

  route.post(
    '/admin/contact-messages/:id/handle',
    { response: contactMessage, errors: [403, 404] },
    'Mark a contact-form message handled',
    async (req) => handleContactMessage({ db: app.db, actor: req.actor!, id: req.params.id }),
  );

  route.get(
    '/admin/emails',
    { querystring: emailsQuery, response: paginated(outboxEmail), errors: [403, 422] },
    'The email outbox',
    async (req) => listEmails({ db: app.db, query: req.query }),
  );

  route.get(
    '/admin/emails/:id',
    { response: outboxEmailDetail, errors: [403, 404] },
    'One email of the outbox, rendered',
    async (req) => getEmail({ db: app.db, id: req.params.id }),
  );

  route.post(
    '/admin/emails/:id/retry',
    { response: outboxEmail, errors: [403, 404, 409] },
    'Queue a failed email again',
    'Only a failed email can be retried (409 otherwise, a held one too: it is never sent). A failed outbox job ' +
      "(not listed as an email) is run again the same way, by the id in its 'outbox_job.failed' audit entry.",
    async (req) => retryEmail({ db: app.db, actor: req.actor!, id: req.params.id }),
  );

  route.get(
    '/admin/audit',
    { querystring: auditQuery, response: paginated(auditEntry), errors: [403, 422] },
    'The audit log',
    'Filters: action, company_id, entity_type, entity_id, from and to (days, inclusive).',
    async (req) => listAuditLog({ db: app.db, query: req.query }),
  );
});
