import { spendingLimits, spendingLimitsBody } from '@triptender/contract/wallet';
import { moduleRoutes } from '../../lib/route.ts';
import { setSpendingLimits } from './spending-limits.ts';

/** The limits a company chose for its own spending; GET /v1/company/{companyId}/wallet shows them. */
export const spendingLimitRoutes = moduleRoutes('companies', async (route, app) => {
  route.put(
    '/company/:companyId/spending-limits',
    { company: 'setSpendingLimits', body: spendingLimitsBody, response: spendingLimits, errors: [403, 404, 422] },
    "Set a company's monthly spending limit and low-balance alert (Managers, admin)",
    'Both fields are required, in cents of whole dollars from $1 to $100,000; null turns one off. ' +
      '`monthly_spend_limit_cents`: a purchase that would take what the company spent on leads this ' +
      'calendar month (UTC; refunded purchases do not count) past it is refused (409 on POST /v1/purchases). ' +
      '`low_balance_threshold_cents`: a wallet entry that leaves the balance below it emails the ' +
      "company's Managers and Finance once, until a credit lifts the balance back to it or above. " +
      'Finance and Agents: 403; another company: 404. Answers the limits with what was spent this month.',
    async (req) =>
      setSpendingLimits({ db: app.db, actor: req.actor!, companyId: req.params.companyId, body: req.body }),
  );
});
