import { companyPerformance, PLATFORM_MIN_COMPANIES } from '@triptender/contract/company-performance';
import { PERIOD_MAX_DAYS, periodQuery } from '@triptender/contract/periods';
import { RESPONSE_MIN_SAMPLES, RESPONSE_WINDOW_DAYS } from '@triptender/contract/response-time';
import { moduleRoutes } from '../../lib/route.ts';
import { getCompanyPerformance } from './performance.ts';

/** The company overview's figures over a period: every member of the company, and the admin. */
export const performanceRoutes = moduleRoutes('companies', async (route, app) => {
  route.get(
    '/company/:companyId/performance',
    { company: 'member', querystring: periodQuery, response: companyPerformance, errors: [404, 422] },
    "A company's performance over a period, beside the platform's medians (members, admin)",
    '`from` and `to` (yyyy-MM-dd, UTC days, both included; default: the 4 weeks ending today; at most ' +
      `${PERIOD_MAX_DAYS} days). Leads bought and money spent on them (refunded purchases not counted), ` +
      'quotes sent in the period and how many of them were accepted or declined, the win rate, spend per ' +
      'won trip, the median minutes from buying a lead to first sending its quote, the same per Monday ' +
      'week, and why declined quotes were declined. `platform`: the median of each figure over the ' +
      'companies active in the period (bought or quoted), no company named; null when fewer than ' +
      `${PLATFORM_MIN_COMPANIES} were. Amounts are cents of \`currency\` (the wallet's). \`response\`: over the ` +
      `last ${RESPONSE_WINDOW_DAYS} days whatever the period, the company's median minutes from buying a lead to ` +
      "quoting it and from a traveller's message to its reply, with their samples, and the platform's: the " +
      `median of the companies' own medians (each over at least ${RESPONSE_MIN_SAMPLES} samples), null below ` +
      `${PLATFORM_MIN_COMPANIES} such companies. Another company: 404.`,
    async (req) => getCompanyPerformance({ db: app.db, companyId: req.params.companyId, period: req.query }),
  );
});
