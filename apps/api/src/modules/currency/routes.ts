import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { displayCurrencyBody, exchangeRates, exchangeRatesBody } from '@triptender/contract/currency';
import { ROLE } from '@triptender/contract/enums';
import { errorResponses, security } from '../../lib/openapi.ts';
import { requireRole, requireUser } from '../auth/permissions.ts';
import { getDisplayCurrency, getExchangeRates, setDisplayCurrency, setExchangeRates } from './service.ts';

const RATES_NOTE =
  'Each rate is how many units of the currency one US dollar buys (USD is the base, always 1), with the ' +
  "day it is from. Compare Bids converts every quote into the traveller's display currency with them: " +
  'amount x (target rate / source rate), to the cent, halves away from zero.';

export const currencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/exchange-rates',
    {
      schema: {
        tags: ['currency'],
        summary: 'The exchange rates quotes are compared with',
        description: `${RATES_NOTE} No login needed.`,
        response: { 200: exchangeRates },
      },
    },
    async () => getExchangeRates(app.db),
  );

  app.get(
    '/admin/settings/exchange-rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'The exchange rates (admin settings)',
        description: RATES_NOTE,
        security,
        response: { 200: exchangeRates, ...errorResponses(401, 403) },
      },
    },
    async (req) => {
      requireRole(req, ROLE.ADMIN);
      return getExchangeRates(app.db);
    },
  );

  app.put(
    '/admin/settings/exchange-rates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the exchange rates (admin settings)',
        description:
          `${RATES_NOTE} Send a rate for each of USD, EUR and GBP (USD at 1), each dated today or earlier; ` +
          'otherwise 422. The change is written to the audit log.',
        security,
        body: exchangeRatesBody,
        response: { 200: exchangeRates, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => setExchangeRates({ db: app.db, actor: requireRole(req, ROLE.ADMIN), body: req.body }),
  );

  app.get(
    '/me/display-currency',
    {
      schema: {
        tags: ['auth'],
        summary: 'The currency you compare quotes in',
        description:
          'Your choice, or until you choose, the currency of the country of your latest trip request: EUR for ' +
          'Ireland, GBP for Scotland and the UK (EUR before your first request).',
        security,
        response: { 200: displayCurrencyBody, ...errorResponses(401) },
      },
    },
    async (req) => getDisplayCurrency({ db: app.db, actor: requireUser(req) }),
  );

  app.put(
    '/me/display-currency',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose the currency you compare quotes in: USD, EUR or GBP',
        security,
        body: displayCurrencyBody,
        response: { 200: displayCurrencyBody, ...errorResponses(401, 422) },
      },
    },
    async (req) => setDisplayCurrency({ db: app.db, actor: requireUser(req), body: req.body }),
  );
};
