import { adminOverview } from '@triptender/contract/admin';
import { healthQuery, healthReport } from '@triptender/contract/marketplace-health';
import { revenueQuery, revenueReport } from '@triptender/contract/revenue';
import { moduleRoutes } from '../../lib/route.ts';
import { getAdminOverview } from './overview.ts';
import { getMarketplaceHealth } from './marketplace-health.ts';
import { getRevenue } from './revenue.ts';

// The admin's figures: the overview, the weekly revenue and the marketplace's health.
export const reportRoutes = moduleRoutes('admin', async (route, app) => {
  route.get('/admin/overview', { response: adminOverview, errors: [403] }, 'The admin overview', async () =>
    getAdminOverview({ db: app.db }),
  );

  route.get(
    '/admin/revenue',
    { querystring: revenueQuery, response: revenueReport, errors: [403, 422] },
    'Weekly revenue (admin)',
    'Money moved through the wallets in each of the last `weeks` weeks (1 to 104, default 12), oldest first ' +
      'and ending with the current week; weeks run from Monday 00:00 UTC and a week with nothing moved is ' +
      'zeros. From the ledger: top-ups are credit bought (top_up: invoices and bank transfers the admin ' +
      'recorded; card_top_up: Stripe Checkout), lead sales are purchases, refunds are purchases given back ' +
      'to the wallet (refund) and card top-ups given back to the card (card_refund), all as positive ' +
      'amounts in cents. Net sales are lead sales less purchase refunds. Welcome credit and adjustments are ' +
      'not revenue and are left out. `totals` sums the range.',
    async (req) => getRevenue({ db: app.db, weeks: req.query.weeks }),
  );

  route.get(
    '/admin/marketplace-health',
    { querystring: healthQuery, response: healthReport, errors: [403, 422] },
    'Marketplace health by day (admin)',
    'Each day (UTC) of the period from `from` to `to` (yyyy-mm-dd, both included, at most 731 days; ' +
      'without `from` the 4 weeks ending on `to`, without `to` today), oldest first, and `totals` for the whole period; a day ' +
      'with nothing is zeros and null rates. new_leads: trip requests listed on the marketplace that day ' +
      '(went live), not deleted, also by country; unsold_leads: of those, the ones nobody bought; ' +
      'median_hours_to_first_quote: from going live to the first quote, over those with a quote. ' +
      'leads_bought: purchases. quotes_sent: quotes by the day they were sent; quotes_accepted: of those, ' +
      'the ones accepted; acceptance_rate: accepted / sent. top_ups_cents, lead_sales_cents, refunds_cents: ' +
      "the ledger, as in GET /v1/admin/revenue. The totals' rate and median are over the whole period. " +
      '`weeks`: each Monday week the period touches, with its new leads (within the period) and the median ' +
      'hours from going live to their first purchase and to their first quote.',
    async (req) => getMarketplaceHealth({ db: app.db, period: req.query }),
  );
});
