import { okBody, paginated } from '@triptender/contract/common';
import {
  draftQuery,
  listRepliesQuery,
  listTemplatesQuery,
  QUOTE_TEMPLATE_MESSAGES,
  QUOTE_TEMPLATES_MAX,
  quoteDraft,
  quoteTemplate,
  quoteTemplateBody,
  quoteTemplateParams,
  SAVED_REPLIES_MAX,
  savedReply,
  savedReplyBody,
  savedReplyParams,
  TEMPLATE_LIMITS,
} from '@triptender/contract/quote-templates';
import { moduleRoutes } from '../../lib/route.ts';
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from './saved-replies.ts';
import { createTemplate, deleteTemplate, draftQuote, getTemplate, listTemplates, updateTemplate } from './templates.ts';

const who = '(Managers, Agents, admin)';
const templateFields =
  "The fields of a quote (POST /v1/quotes), validated as a quote's are, without lead_id and valid_until: " +
  `\`name\` (1-${TEMPLATE_LIMITS.name} characters, unique in the company in any case) and \`valid_for_days\` ` +
  `(1-${TEMPLATE_LIMITS.validForDays}, or null for no end date). The price is as stated: the total, or with ` +
  'price_basis "per_person" the price for each traveller.';

export const quoteTemplateRoutes = moduleRoutes('quote-templates', async (route, app) => {
  route.get(
    '/company/:companyId/quote-templates',
    {
      company: 'useTemplates',
      querystring: listTemplatesQuery,
      response: paginated(quoteTemplate),
      errors: [403, 404],
    },
    `A company's quote templates, by name ${who}`,
    `At most ${QUOTE_TEMPLATES_MAX} per company, so per_page=100 lists them all. Finance gets 403.`,
    async (req) => listTemplates({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.post(
    '/company/:companyId/quote-templates',
    { company: 'useTemplates', body: quoteTemplateBody, response: { 201: quoteTemplate }, errors: [403, 404, 422] },
    `Save a quote template ${who}`,
    `${templateFields} A name already used, or a company holding ${QUOTE_TEMPLATES_MAX} templates, is a 422 on name.`,
    async (req) => createTemplate({ db: app.db, actor: req.actor!, companyId: req.params.companyId, body: req.body }),
  );

  route.get(
    '/company/:companyId/quote-templates/:templateId',
    { company: 'useTemplates', params: quoteTemplateParams, response: quoteTemplate, errors: [403, 404] },
    `One quote template ${who}`,
    async (req) => getTemplate({ db: app.db, ...req.params }),
  );

  route.put(
    '/company/:companyId/quote-templates/:templateId',
    {
      company: 'useTemplates',
      params: quoteTemplateParams,
      body: quoteTemplateBody,
      response: quoteTemplate,
      errors: [403, 404, 422],
    },
    `Change a quote template ${who}`,
    `${templateFields} Quotes already started from it keep what they were sent with.`,
    async (req) => updateTemplate({ db: app.db, ...req.params, body: req.body }),
  );

  route.delete(
    '/company/:companyId/quote-templates/:templateId',
    { company: 'useTemplates', params: quoteTemplateParams, response: okBody, errors: [403, 404] },
    `Delete a quote template ${who}`,
    async (req) => {
      await deleteTemplate({ db: app.db, ...req.params });
      return { message: QUOTE_TEMPLATE_MESSAGES.deleted };
    },
  );

  route.get(
    '/company/:companyId/quote-templates/:templateId/draft',
    {
      company: 'useTemplates',
      params: quoteTemplateParams,
      querystring: draftQuery,
      response: quoteDraft,
      errors: [403, 404, 422],
    },
    `A quote started from a template for a bought lead ${who}`,
    "The quote form's fields (as POST /v1/quotes takes them, text as the form holds it) filled from the " +
      'template and fitted to the lead: trip_duration from the lead\'s nights ("8 days / 7 nights"), ' +
      'itinerary days after its last day (nights + 1) dropped, valid_until today plus valid_for_days but ' +
      "not after the trip's start date (empty without valid_for_days), the template's currency and price " +
      'basis kept. Nothing is stored or sent. A lead the company has not bought (or was refunded) is a 404.',
    async (req) => draftQuote({ db: app.db, ...req.params, leadId: req.query.lead_id }),
  );

  route.get(
    '/company/:companyId/saved-replies',
    { company: 'useTemplates', querystring: listRepliesQuery, response: paginated(savedReply), errors: [403, 404] },
    `A company's saved replies, by title ${who}`,
    `At most ${SAVED_REPLIES_MAX} per company, so per_page=100 lists them all. Finance gets 403.`,
    async (req) => listSavedReplies({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  route.post(
    '/company/:companyId/saved-replies',
    { company: 'useTemplates', body: savedReplyBody, response: { 201: savedReply }, errors: [403, 404, 422] },
    `Save a reply ${who}`,
    `\`title\` (1-${TEMPLATE_LIMITS.replyTitle} characters, unique in the company in any case) and \`body\` ` +
      `(1-${TEMPLATE_LIMITS.replyBody}), refused rather than cut when longer. A title already used, or a ` +
      `company holding ${SAVED_REPLIES_MAX} replies, is a 422 on title.`,
    async (req) => createSavedReply({ db: app.db, actor: req.actor!, companyId: req.params.companyId, body: req.body }),
  );

  route.put(
    '/company/:companyId/saved-replies/:replyId',
    {
      company: 'useTemplates',
      params: savedReplyParams,
      body: savedReplyBody,
      response: savedReply,
      errors: [403, 404, 422],
    },
    `Change a saved reply ${who}`,
    'The same fields and rules as saving one.',
    async (req) => updateSavedReply({ db: app.db, ...req.params, body: req.body }),
  );

  route.delete(
    '/company/:companyId/saved-replies/:replyId',
    { company: 'useTemplates', params: savedReplyParams, response: okBody, errors: [403, 404] },
    `Delete a saved reply ${who}`,
    async (req) => {
      await deleteSavedReply({ db: app.db, ...req.params });
      return { message: QUOTE_TEMPLATE_MESSAGES.replyDeleted };
    },
  );
});
