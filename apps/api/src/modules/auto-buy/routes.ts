import { AUTO_BUY_MISSES_TO_PAUSE, autoBuy, autoBuyBody } from '@triptender/contract/auto-buy';
import { moduleRoutes } from '../../lib/route.ts';
import { getAutoBuy, setAutoBuy } from './service.ts';

const RULES =
  'When a lead goes live, the companies with auto-buy on whose saved lead preferences it fits are offered it in ' +
  'turn, the one whose last automatic purchase is oldest first, and it is bought through the same purchase as ' +
  'POST /v1/purchases (wallet, monthly spending limit, buyer cap, ledger, receipt lines), within the weekly ' +
  'budget and number of leads (a week: Monday 00:00 UTC to the next; refunded purchases do not count). At most ' +
  "the admin's `auto_buy_max_slots` of a lead's buyer slots go automatically. A purchase without a quote by its " +
  `deadline frees its slot as any purchase does; ${AUTO_BUY_MISSES_TO_PAUSE} in a row pause auto-buy ` +
  '(`paused_at`, `pause_reason`) and its Managers are emailed.';

/** A company's automatic buying (docs/marketplace.md, "Automatic buying"). */
export const autoBuyRoutes = moduleRoutes('purchases', async (route) => {
  route.companySettings('/company/:companyId/auto-buy', {
    response: autoBuy,
    read: {
      company: 'member',
      summary: "A company's auto-buy (its members, admin)",
      description: `Off with no budget until a Manager saves it; with this week's automatic purchases and what they cost. ${RULES}`,
      service: getAutoBuy,
    },
    save: {
      company: 'setAutoBuy',
      body: autoBuyBody,
      summary: "Set a company's auto-buy (Managers, admin)",
      description:
        '`enabled`, `weekly_budget_cents` (whole dollars, $1 to $100,000) and `weekly_max_leads` (1 to 100) are ' +
        'required. Turning it on needs saved lead preferences (422 on `enabled`); saving it on clears a pause. ' +
        `Audited. Agents and Finance: 403; another company: 404. ${RULES}`,
      service: setAutoBuy,
    },
  });
});
