import { adminLead, allTripsQuery, deleteLeadResponse } from '@triptender/contract/admin';
import { keysetPaginated } from '@triptender/contract/common';
import { moduleRoutes } from '../../lib/route.ts';
import { deleteLead, listAllTrips } from './leads.ts';

// All Trips: every trip request with its buyers and quotes, and deleting one.
export const allTripsRoutes = moduleRoutes('admin', async (route, app) => {
  route.get(
    '/companyLeads',
    { querystring: allTripsQuery, response: keysetPaginated(adminLead), errors: [403, 422] },
    'All trip requests (admin)',
    'Filters: search (at least 2 characters; "123" / "#123" is that request, an email address is the ' +
      "traveller's email exactly, anything else matches title, traveller name, email, country, requests), " +
      'country, trip_type, status (open, accepted, quoted = with quotes, unquoted, pending, expired, archived), sort (recent, oldest, ' +
      'start_date_asc, start_date_desc). per_page 10/25/50/100; another value falls back to 10. Paging: ' +
      'page, or keyset cursors after= / before= (meta.next_cursor / meta.prev_cursor, with page +/- 1 for ' +
      'the range text). meta.total is exact up to 10,000 and an estimate above (meta.total_is_estimate). ' +
      'Deleted requests are not listed.',
    async (req) => listAllTrips({ db: app.db, query: req.query }),
  );

  route.delete(
    '/leads/:id',
    { response: deleteLeadResponse, errors: [403, 404] },
    'Delete a trip request (admin)',
    'Refunds every company that bought it (to its wallet, with the reason, and tells it by email), ' +
      'archives and soft-deletes it, and records it in the audit log. A request already deleted is a 404.',
    async (req) => {
      const actor = req.actor!;
      const { refunded } = await deleteLead({ db: app.db, actor, leadId: req.params.id });
      return { message: `Lead #${req.params.id} deleted.`, refunded };
    },
  );
});
