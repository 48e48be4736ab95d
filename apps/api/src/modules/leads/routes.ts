import { ROLE } from '@triptender/contract/enums';
import { negotiateLocale } from '@triptender/contract/locales';
import {
  travellerLeadBody,
  LEAD_RECEIVED,
  guestLeadBody,
  guestLeadResponse,
  postedLeadResponse,
} from '@triptender/contract/leads';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole } from '../auth/permissions.ts';
import { submitTravellerTripRequest, toPostedLead } from './create-lead.ts';
import { submitGuestTripRequest } from './guest-request.ts';
import { guestRequestLimits } from './guest-limits.ts';
import { publicFormLimit } from './public-form-limit.ts';

const TEXT_NOTE =
  'Text fields are stored as written (angle brackets too), trimmed and cut to 4000 characters. The title is ' +
  "written by the server: '{Country} · {people} people · {start date, e.g. 12 Jan 2027}'.";
const DEDUPE_NOTE =
  'An identical request posted again within a minute returns the first one (200) instead of creating another. ' +
  TEXT_NOTE;

export const leadRoutes = moduleRoutes('leads', async (route, app) => {
  const limit = publicFormLimit(app, { perEmail: 5, perClient: 60 });

  route.post(
    '/leads',
    {
      body: guestLeadBody,
      response: { 201: guestLeadResponse },
      errors: [422, 429],
      public: true,
      options: { ...limit, preHandler: [limit.preHandler, guestRequestLimits(app)] },
    },
    "A guest's trip request",
    'No login needed. The request belongs to the traveller account with this email (made without a password ' +
      "for a new email). It waits (status 'pending': no company sees, counts or buys it) until the traveller " +
      'follows the link emailed to that address (POST /v1/request-confirmations/{token}/confirm), which verifies ' +
      'the email, publishes the request and, for an account without a password, hands over a set-password ' +
      'token. One reminder goes after 24 hours; a request not confirmed within 7 days expires. A request that ' +
      'repeats one of the same email (same country, overlapping dates, posted within 30 days) is stored linked ' +
      'to it (duplicate_of) and its email says so. For the email of a tour operator or admin account nothing ' +
      'is stored and the address is told. The answer is the same in every case (201 with the request as ' +
      'received, no id or status), and so is the work before it: the request is queued, then stored by a ' +
      'background worker right after the answer, so neither the answer nor its time tells whether an email ' +
      'has an account. An identical request within a minute is stored once. The mobile is checked and stored ' +
      "in E.164: with '+' it is read internationally, without it as a number of the trip's country (422 when " +
      'impossible). At most 20 requests an hour from one address and 5 an hour for one email, from any address ' +
      '(GUEST_REQUESTS_PER_ADDRESS_HOUR, GUEST_REQUESTS_PER_EMAIL_HOUR): ' +
      'more are refused with 429 and Retry-After. ' +
      TEXT_NOTE,
    async (req) => {
      const locale = req.body.locale ?? negotiateLocale(req.headers['accept-language']);
      const received = await submitGuestTripRequest({ db: app.db, body: { ...req.body, locale } });
      return { message: LEAD_RECEIVED, data: received };
    },
  );

  route.post(
    '/client/request',
    {
      body: travellerLeadBody,
      response: { 200: postedLeadResponse, 201: postedLeadResponse },
      errors: [403, 409, 422, 429],
      options: { ...limit },
    },
    "A logged-in traveller's trip request",
    'user_id must be the caller. Name and email are taken from the account; the mobile too when the account ' +
      "has one (else the one sent, stored in E.164). When the account's email is verified the request is open " +
      "at once; else it is 'pending' until the link emailed to the account is followed, as for a guest. A " +
      'request repeating one of yours (same country, overlapping dates, posted within 30 days, not expired or ' +
      'deleted) is refused with 409, its data carrying `existing_lead_id`: update that one instead. ' +
      DEDUPE_NOTE,
    async (req, reply) => {
      const actor = requireRole(req, ROLE.TRAVELLER);
      const { lead, created } = await submitTravellerTripRequest({
        db: app.db,
        actor,
        body: req.body,
        publicUrl: app.config.publicUrl,
        askedLocale: negotiateLocale(req.headers['accept-language']),
      });
      return reply.status(created ? 201 : 200).send({ message: LEAD_RECEIVED, data: toPostedLead(lead) });
    },
  );
});
