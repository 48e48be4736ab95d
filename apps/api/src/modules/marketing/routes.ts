import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_TEXTS } from '@triptender/contract/constants';
import {
  contactBody,
  contactResponse,
  isDiscountClaim,
  leadMagnetBody,
  leadMagnetResponse,
  siteStatsResponse,
} from '@triptender/contract/marketing';
import { errorResponses } from '../../lib/openapi.ts';
import { publicFormLimit } from '../leads/public-form-limit.ts';
import { submitContactMessage, submitLeadMagnet } from './service.ts';
import { getSiteStats } from './site-stats.ts';

export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client/lead-magnet',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Ask for the free savings guide or claim the 15% discount',
        description:
          'No login needed. lead_type and title are one of the six pairs (lead-magnet-all: Travel Savings Guide, ' +
          "lead-magnet-{ireland|scotland}: '{Country} Travel Savings Guide', discount-claim-all: 15% Discount Claim, " +
          "discount-claim-{ireland|scotland}: '{Country} 15% Discount Claim'); title may be left out. Stored once per " +
          'email and lead type; the guide or discount email is queued at once (at most once an hour per address).',
        body: leadMagnetBody,
        response: { 201: leadMagnetResponse, ...errorResponses(422, 429) },
      },
      ...publicFormLimit(app, { perEmail: 5, perClient: 60 }),
    },
    async (req, reply) => {
      const row = await submitLeadMagnet({ db: app.db, body: req.body });
      return reply.status(201).send({
        message: isDiscountClaim(req.body.lead_type) ? FORM_TEXTS.discountClaimedText : FORM_TEXTS.guideSentText,
        data: {
          id: row.id,
          email: row.email,
          lead_type: req.body.lead_type,
          title: row.title,
          country: row.country as 'ireland' | 'uk' | 'scotland' | null,
        },
      });
    },
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['marketing'],
        summary: 'The figures the public pages show',
        description:
          'No login needed. `travellers`: travellers who posted a trip request, or null while they are fewer ' +
          'than 1,000 (no figure is shown then); `guides`: each edition of the free guide with its real page ' +
          'count and download path. Reused for 10 minutes.',
        response: { 200: siteStatsResponse },
      },
    },
    async (_req, reply) => {
      void reply.header('Cache-Control', 'public, max-age=600');
      return getSiteStats(app.db);
    },
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Send a message through the contact form',
        description:
          'No login needed. The message is stored for the admin and the sender gets a confirmation email. ' +
          'Text fields are stripped of HTML, trimmed and cut to 4000 characters.',
        body: contactBody,
        response: { 201: contactResponse, ...errorResponses(422, 429) },
      },
      ...publicFormLimit(app, { perEmail: 5, perClient: 30 }),
    },
    async (req, reply) => {
      const row = await submitContactMessage({ db: app.db, body: req.body });
      return reply
        .status(201)
        .send({ message: FORM_TEXTS.contactSentText, data: { id: row.id, created_at: row.created_at } });
    },
  );
};
