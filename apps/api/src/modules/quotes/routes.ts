import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@triptender/contract/common';
import { ROLE } from '@triptender/contract/enums';
import {
  acceptQuoteResponse,
  companyQuote,
  declineQuoteBody,
  travellerQuote,
  quoteBody,
  quoteFields,
} from '@triptender/contract/quotes';
import { errorResponses, security } from '../../lib/openapi.ts';
import { canSendQuotes, requireCompanyPermission, requireRole } from '../auth/permissions.ts';
import { sendQuote, updateQuote, withdrawQuote } from './company-quotes.ts';
import { acceptQuote, declineQuote } from './traveller-quotes.ts';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Send a quote (bid) for a trip request your company bought',
        description:
          '`price` is the total price of the trip in `currency` units (default USD), stored in cents. ' +
          '`trip_duration` is free text ("8 days / 7 nights"), `message` the proposal (at least 20 characters), ' +
          '`inclusions` and `exclusions` free text, `valid_until` an optional yyyy-MM-dd date (today or later). ' +
          'Only a company that bought the lead may quote (403), once (409), while the lead is open (409); it ' +
          'may then edit or withdraw the quote while it is still sent. The traveller is emailed. Managers and Agents only.',
        security,
        body: quoteBody,
        response: { 201: companyQuote, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      const quote = await sendQuote({
        db: app.db,
        actor: requireCompanyPermission(req, canSendQuotes),
        body: req.body,
        publicUrl: app.config.publicUrl,
      });
      return reply.status(201).send(quote);
    },
  );

  app.put(
    '/quotes/:id',
    {
      schema: {
        tags: ['quotes'],
        summary: "Edit your company's quote while it is still sent",
        security,
        params: idParams,
        body: quoteFields,
        response: { 200: companyQuote, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) =>
      updateQuote({
        db: app.db,
        actor: requireCompanyPermission(req, canSendQuotes),
        quoteId: req.params.id,
        fields: req.body,
      }),
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      schema: {
        tags: ['quotes'],
        summary: "Withdraw your company's quote while it is still sent",
        security,
        params: idParams,
        response: { 200: companyQuote, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) =>
      withdrawQuote({ db: app.db, actor: requireCompanyPermission(req, canSendQuotes), quoteId: req.params.id }),
  );

  app.post(
    '/quotes/:id/accept',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Accept a quote on your trip request',
        description:
          "Accepts the quote, declines the lead's other sent quotes and marks the lead accepted, in one " +
          'transaction. 409 when the quote is no longer sent (accepted, declined, withdrawn or expired) or the ' +
          "lead is closed. Another traveller's quote is a 404.",
        security,
        params: idParams,
        response: { 200: acceptQuoteResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) =>
      acceptQuote({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        quoteId: req.params.id,
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    '/quotes/:id/decline',
    {
      schema: {
        tags: ['quotes'],
        summary: 'Decline a quote on your trip request, with an optional reason the company sees',
        security,
        params: idParams,
        body: declineQuoteBody.nullish(),
        response: { 200: travellerQuote, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (req) =>
      declineQuote({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        quoteId: req.params.id,
        reason: req.body?.reason ?? null,
        publicUrl: app.config.publicUrl,
      }),
  );
};
