import { DEFAULT_SETTINGS, FORM_TEXTS } from '@triptender/contract/constants';
import {
  contactBody,
  contactResponse,
  isDiscountClaim,
  leadMagnetBody,
  leadMagnetResponse,
  siteStatsResponse,
} from '@triptender/contract/marketing';
import { moduleRoutes } from '../../lib/route.ts';
import { publicFormLimit } from '../leads/public-form-limit.ts';
import { submitContactMessage, submitLeadMagnet } from './service.ts';
import { getSiteStats } from './site-stats.ts';
import { formClientHash, UNCONFIRMED_MAIL, unconfirmedMailFloodLimit } from './unconfirmed-mail.ts';

// docs/operations.md, "Mail to unconfirmed addresses"
const RATION_NOTE =
  'Its email goes to an address nobody confirmed, so it is rationed over the guide, discount and contact ' +
  `forms together: at most ${UNCONFIRMED_MAIL.perAddressDay} a day to one address, ` +
  `${UNCONFIRMED_MAIL.perClientHour} an hour from one client address, and the admin's ` +
  `unconfirmed_mail_per_hour setting (default ${DEFAULT_SETTINGS.unconfirmed_mail_per_hour}) an hour from all ` +
  'clients. Beyond a ration the answer is ' +
  "the same but the email is kept in the outbox as 'held' and never sent. More than " +
  `${UNCONFIRMED_MAIL.refusedPerClientHour} valid posts an hour from one client address to these forms are ` +
  'refused with 429 and Retry-After.';

export const marketingRoutes = moduleRoutes('marketing', async (route, app) => {
  // both forms mail an unconfirmed address: a public form's limits, then the ration of that mail
  const floodLimit = unconfirmedMailFloodLimit(app);
  const rationedForm = (limits: Parameters<typeof publicFormLimit>[1]) => {
    const limit = publicFormLimit(app, limits);
    return { ...limit, preHandler: [limit.preHandler, floodLimit] };
  };
  const guideForm = rationedForm({ perEmail: 5, perClient: 60 });
  const contactForm = rationedForm({ perEmail: 5, perClient: 30 });

  route.post(
    '/client/lead-magnet',
    {
      body: leadMagnetBody,
      response: { 201: leadMagnetResponse },
      errors: [422, 429],
      public: true,
      options: guideForm,
    },
    'Ask for the free savings guide or claim the 15% discount',
    'No login needed. lead_type and title are one of the six pairs (lead-magnet-all: Travel Savings Guide, ' +
      "lead-magnet-{ireland|scotland}: '{Country} Travel Savings Guide', discount-claim-all: 15% Discount Claim, " +
      "discount-claim-{ireland|scotland}: '{Country} 15% Discount Claim'); title may be left out. Stored once per " +
      'email and lead type; the guide or discount email is queued at once (at most once an hour per address). ' +
      RATION_NOTE,
    async (req) => {
      const row = await submitLeadMagnet({ db: app.db, body: req.body, clientHash: formClientHash(req) });
      return {
        message: isDiscountClaim(req.body.lead_type) ? FORM_TEXTS.discountClaimedText : FORM_TEXTS.guideSentText,
        data: {
          id: row.id,
          email: row.email,
          lead_type: req.body.lead_type,
          title: row.title,
          country: row.country as 'ireland' | 'uk' | 'scotland' | null,
        },
      };
    },
  );

  route.get(
    '/stats',
    { response: siteStatsResponse, public: true },
    'The figures the public pages show',
    'No login needed. `travellers`: travellers who posted a trip request, or null while they are fewer ' +
      'than 1,000 (no figure is shown then); `guides`: each edition of the free guide with its real page ' +
      'count and download path. Reused for 10 minutes.',
    async (_req, reply) => {
      void reply.header('Cache-Control', 'public, max-age=600');
      return getSiteStats(app.db);
    },
  );

  route.post(
    '/contact',
    { body: contactBody, response: { 201: contactResponse }, errors: [422, 429], public: true, options: contactForm },
    'Send a message through the contact form',
    'No login needed. The message is stored for the admin and the sender gets a confirmation email. ' +
      'Text fields are stored as written (trimmed, cut to 4000 characters) and escaped wherever shown. ' +
      RATION_NOTE.replace('Its email', 'The confirmation'),
    async (req) => {
      const row = await submitContactMessage({ db: app.db, body: req.body, clientHash: formClientHash(req) });
      return { message: FORM_TEXTS.contactSentText, data: { id: row.id, created_at: row.created_at } };
    },
  );
});
