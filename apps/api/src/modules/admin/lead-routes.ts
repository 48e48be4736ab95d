import { emailBounceBody, emailBounceResponse, mergeLeadBody, mergeLeadResponse } from '@triptender/contract/admin';
import { moduleRoutes } from '../../lib/route.ts';
import { mergeLead, recordReportedBounce } from './lead-merge.ts';

// The admin's side of the automatic refunds (modules/purchases/auto-refunds.ts): merging a
// duplicate request, and recording a bounce reported later. The admin's only (routes.ts guards the area).
export const adminLeadRoutes = moduleRoutes('admin', async (route, app) => {
  route.post(
    '/admin/leads/:id/merge',
    { body: mergeLeadBody, response: mergeLeadResponse, errors: [403, 404, 422] },
    "Merge a duplicate trip request into the traveller's other one (admin)",
    'The request is deleted (its reason: "Merged into request #X") and linked to `into_lead_id`; every ' +
      'company that bought it is refunded to its wallet with the reason and told by email. Both requests ' +
      "must be the same traveller's (same email), whether or not the duplicate was recognised when posted. " +
      "422 when `into_lead_id` is the request itself, unknown, deleted or another traveller's; 404 when " +
      'the request is unknown or already deleted (so a repeated merge refunds nobody twice).',
    async (req) => {
      const actor = req.actor!;
      const into = req.body.into_lead_id;
      const { refunded } = await mergeLead({ db: app.db, actor, leadId: req.params.id, intoLeadId: into });
      return { message: `Lead #${req.params.id} merged into #${into}.`, refunded };
    },
  );

  route.post(
    '/admin/email-bounces',
    { body: emailBounceBody, response: emailBounceResponse, errors: [403, 422] },
    'Record a permanent bounce (admin)',
    'For a bounce reported after the email was accepted (by the mail provider, say); the outbox worker ' +
      'does the same by itself when the SMTP server refuses an address for good. Accounts with the address ' +
      'are marked bounced, and every company that bought a listed request with that address is refunded ' +
      'to its wallet with the reason and told by email. Idempotent: recording it again refunds nobody twice.',
    async (req) => recordReportedBounce({ db: app.db, actor: req.actor!, email: req.body.email }),
  );
});
