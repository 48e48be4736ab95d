import { ROLE } from '@triptender/contract/enums';
import {
  acceptQuoteBody,
  acceptQuoteResponse,
  companyQuote,
  declineQuoteBody,
  quoteVersionsResponse,
  staleQuoteBody,
  travellerQuote,
} from '@triptender/contract/quotes';
import { quoteBody, quoteFields } from '@triptender/contract/quote-fields';
import { moduleRoutes } from '../../lib/route.ts';
import { canSendQuotes, requireCompanyPermission, requireRole, requireUser } from '../auth/permissions.ts';
import { sendQuote, updateQuote, withdrawQuote } from './company-quotes.ts';
import { listQuoteVersions } from './quote-versions.ts';
import { acceptQuote, declineQuote } from './traveller-quotes.ts';

export const quoteRoutes = moduleRoutes('quotes', async (route, app) => {
  route.post(
    '/quotes',
    { body: quoteBody, response: { 201: companyQuote }, errors: [403, 404, 409, 422] },
    'Send a quote (bid) for a trip request your company bought',
    '`price` is the total price of the trip in `currency` units (default USD), stored in cents; with ' +
      '`price_basis: "per_person"` it is the price per traveller and the total is that times the trip\'s ' +
      'travellers. `trip_duration` is free text ("8 days / 7 nights"), `message` the proposal (at least 20 ' +
      'characters). `inclusions` and `exclusions` are lists of checklist keys (accommodation, breakfast, ' +
      'other_meals, private_guide, driver, transfers, car_hire, fuel, rail_travel, ferries, entrance_fees, ' +
      'activities, flights, travel_insurance, tips) and free items in words, e.g. ' +
      '`["accommodation", "Whiskey tasting at Midleton"]`; a key-like word that is not a checklist key is a ' +
      '422; a single string is still accepted for one release (split on commas, semicolons and new lines). ' +
      '`itinerary`: optional days `{ day, title, description, overnight }`; `accommodation_standard`, ' +
      '`deposit_percent` (0-100) and `cancellation_terms` are optional; `valid_until` an optional yyyy-MM-dd ' +
      'date (today or later). This is version 1 of the quote. ' +
      'Only a company that bought the lead may quote (403), once (409), while the lead is open (409); it ' +
      'may then edit or withdraw the quote while it is still sent. The traveller is emailed. Managers and Agents only.',
    async (req) =>
      sendQuote({
        db: app.db,
        actor: requireCompanyPermission(req, canSendQuotes),
        body: req.body,
        publicUrl: app.config.publicUrl,
      }),
  );

  route.put(
    '/quotes/:id',
    { body: quoteFields, response: companyQuote, errors: [403, 404, 409, 422] },
    "Revise your company's quote while it is still sent: its next version",
    'Takes the same fields as sending. The quote becomes version n+1 (every earlier version is kept, ' +
      'GET /v1/quotes/{id}/versions) and the traveller is emailed what changed; an edit that changes ' +
      'nothing makes no new version. 409 once the quote is no longer sent (an accepted version is frozen) ' +
      'or the trip request is no longer open; 404 once the admin removed the trip request; 403 once the ' +
      "company's purchase of it was refunded.",
    async (req) =>
      updateQuote({
        db: app.db,
        actor: requireCompanyPermission(req, canSendQuotes),
        quoteId: req.params.id,
        fields: req.body,
        publicUrl: app.config.publicUrl,
      }),
  );

  route.get(
    '/quotes/:id/versions',
    { response: quoteVersionsResponse, errors: [404] },
    'Every version of a quote, newest first',
    "For the quote's company, the traveller whose trip it is for, and admins; anyone else gets 404.",
    async (req) => listQuoteVersions({ db: app.db, actor: requireUser(req), quoteId: req.params.id }),
  );

  route.post(
    '/quotes/:id/withdraw',
    { response: companyQuote, errors: [403, 404, 409] },
    "Withdraw your company's quote while it is still sent",
    async (req) =>
      withdrawQuote({ db: app.db, actor: requireCompanyPermission(req, canSendQuotes), quoteId: req.params.id }),
  );

  route.post(
    '/quotes/:id/accept',
    {
      body: acceptQuoteBody.nullish(),
      response: { 200: acceptQuoteResponse, 409: staleQuoteBody.partial({ current: true }) },
      errors: [403, 404, 422],
    },
    'Accept a quote on your trip request',
    "Accepts the quote, declines the lead's other sent quotes and marks the lead accepted, in one " +
      'transaction. Send the `version` you are looking at: if the operator revised the quote since, nothing ' +
      'is accepted and the answer is 409 with `current`, the quote as it is now, to confirm (without ' +
      '`version`, the current version is accepted). The accepted version is frozen. 409 also when the quote ' +
      "is no longer sent (accepted, declined, withdrawn or expired) or the lead is closed. Another traveller's " +
      'quote is a 404.',
    async (req) =>
      acceptQuote({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        quoteId: req.params.id,
        version: req.body?.version,
        publicUrl: app.config.publicUrl,
      }),
  );

  route.post(
    '/quotes/:id/decline',
    { body: declineQuoteBody.nullish(), response: travellerQuote, errors: [403, 404, 409, 422] },
    'Decline a quote on your trip request, with an optional reason the company sees',
    '`reason_code`: price, itinerary, inclusions, slow_response, booked_elsewhere, plans_changed or other; ' +
      '`reason`: words of your own (alone, they count as other). Both optional; the company sees both.',
    async (req) =>
      declineQuote({
        db: app.db,
        actor: requireRole(req, ROLE.TRAVELLER),
        quoteId: req.params.id,
        reasonCode: req.body?.reason_code ?? null,
        reason: req.body?.reason ?? null,
        publicUrl: app.config.publicUrl,
      }),
  );
});
