import { displayCurrencyBody, exchangeRates, exchangeRatesBody } from '@triptender/contract/currency';
import { ROLE } from '@triptender/contract/enums';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole, requireUser } from '../auth/permissions.ts';
import { getDisplayCurrency, getExchangeRates, setDisplayCurrency, setExchangeRates } from './service.ts';

const RATES_NOTE =
  'Each rate is how many units of the currency one US dollar buys (USD is the base, always 1), with the ' +
  "day it is from. Compare Bids converts every quote into the traveller's display currency with them: " +
  'amount x (target rate / source rate), to the cent, halves away from zero.';

export const currencyRoutes = moduleRoutes('admin', async (route, app) => {
  route.get(
    '/exchange-rates',
    { response: exchangeRates, public: true, tag: 'currency' },
    'The exchange rates quotes are compared with',
    `${RATES_NOTE} No login needed.`,
    async () => getExchangeRates(app.db),
  );

  route.get(
    '/admin/settings/exchange-rates',
    { response: exchangeRates, errors: [403] },
    'The exchange rates (admin settings)',
    RATES_NOTE,
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getExchangeRates(app.db);
    },
  );

  route.put(
    '/admin/settings/exchange-rates',
    { body: exchangeRatesBody, response: exchangeRates, errors: [403, 422] },
    'Set the exchange rates (admin settings)',
    `${RATES_NOTE} Send a rate for each of USD, EUR and GBP (USD at 1), each dated today or earlier; ` +
      'otherwise 422. The change is written to the audit log.',
    async (req) => setExchangeRates({ db: app.db, actor: requireRole(req, ROLE.ADMIN), body: req.body }),
  );

  route.get(
    '/me/display-currency',
    { response: displayCurrencyBody, tag: 'auth' },
    'The currency you compare quotes in',
    'Your choice, or until you choose, the currency of the country of your latest trip request: EUR for ' +
      'Ireland, GBP for Scotland and the UK (EUR before your first request).',
    async (req) => getDisplayCurrency({ db: app.db, actor: requireUser(req) }),
  );

  route.put(
    '/me/display-currency',
    { body: displayCurrencyBody, response: displayCurrencyBody, errors: [422], tag: 'auth' },
    'Choose the currency you compare quotes in: USD, EUR or GBP',
    async (req) => setDisplayCurrency({ db: app.db, actor: requireUser(req), body: req.body }),
  );
});
