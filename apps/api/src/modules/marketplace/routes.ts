import { openLeadsQuery, openLeadsResponse } from '@triptender/contract/marketplace';
import { compiledSerializer } from '../../lib/response-serializer.ts';
import { moduleRoutes } from '../../lib/route.ts';
import { isCompanyMember, requireCompanyPermission } from '../auth/permissions.ts';
import { listOpenLeads } from './list-open-leads.ts';
import { leadPreferenceRoutes } from './lead-preferences-routes.ts';

export const marketplaceRoutes = moduleRoutes('marketplace', async (route, app) => {
  await app.register(leadPreferenceRoutes);
  route.get(
    '/openLeads',
    {
      querystring: openLeadsQuery,
      response: openLeadsResponse,
      errors: [403, 422],
      options: { serializerCompiler: compiledSerializer },
    },
    'Open trip requests for companies (the marketplace)',
    'Open, not yet started trip requests, newest first by default. Filters: `search` (title, first name, ' +
      'country and special requests; at least 2 characters), `country`, `trip_type`, `category` ' +
      '(multi-city: sightseeing or city trips; romantic: 2 travellers; family: 3 or more; specialty: active ' +
      'or cultural trips), `budget` (the estimate people x nights x a rate per travel type: low < $2,000, ' +
      'medium $2,000-$5,000, high >= $5,000), `status` (open, quoted, unquoted). Until the calling company ' +
      "buys a lead, its traveller's email, mobile and last name are omitted (only the initial is sent). " +
      'Each item carries `quality`, computed from the data (docs/marketplace.md, "Quality signals"): ' +
      "`email_confirmed` (the lead's email is its traveller account's, verified or with a password), " +
      '`phone_given`, `flights_booked`, `dates_firm` (flights booked and the wishes do not call the dates ' +
      'flexible), `budget` (never stated by the form: `stated` is false and `estimated_band` is the ' +
      "estimate's band), `detail` (none; brief: under 20 words; detailed) with `detail_words`, `posted_at`, " +
      '`buyers` (companies that bought it) and `quoted` (quotes sent, not withdrawn). Contact details ' +
      'appear only as these booleans. ' +
      "`match`: `all` (default) or `preferences`, only the leads that fit the company's lead preferences " +
      '(GET /v1/company/{companyId}/lead-preferences; every lead fits a company without them). ' +
      '`meta.matching_count`: how many leads with these filters fit them; `meta.preferences_set`: whether ' +
      'the company saved any. Company members only (the admin has no company: 403).',
    async (req) =>
      listOpenLeads({ db: app.db, actor: requireCompanyPermission(req, isCompanyMember), query: req.query }),
  );
});
