import { paginated } from '@triptender/contract/common';
import { companyProfile } from '@triptender/contract/companies';
import {
  companyPublicProfile,
  licenceVerificationBody,
  publicReview,
  publicReviewsQuery,
} from '@triptender/contract/public-profile';
import { ROLE } from '@triptender/contract/enums';
import { moduleRoutes } from '../../lib/route.ts';
import { requireRole } from '../auth/permissions.ts';
import { setLicenceVerification } from './licence.ts';
import { getPublicProfile, listPublicReviews } from './public-profile.ts';
import { getCompanyProfile } from './service.ts';

/** The public operator profile travellers open from quotes and chats, and the admin's licence check. */
export const operatorProfileRoutes = moduleRoutes('companies', async (route, app) => {
  route.get(
    '/companies/:companyId/profile',
    { response: companyPublicProfile, errors: [404, 422], public: true },
    "An operator's public profile (anyone)",
    'Logo, name, about, website, areas and trip types served, the licence number (verified once an admin ' +
      'checked it), rating, badges, the median time to a first reply and when it joined, and ' +
      '`response_time`: the median minutes from buying a lead to quoting it and from a traveller message to ' +
      'its reply over the last 90 days (each null below 3 samples). Never its team, ' +
      'wallet or staff emails. 404 for an unknown id.',
    async (req) => getPublicProfile({ db: app.db, companyId: req.params.companyId }),
  );

  route.get(
    '/companies/:companyId/profile/reviews',
    { querystring: publicReviewsQuery, response: paginated(publicReview), errors: [404, 422], public: true },
    "An operator's written reviews, newest first (anyone)",
    'Reviews with a comment; the traveller as first name and initial, the trip as its country.',
    async (req) => listPublicReviews({ db: app.db, companyId: req.params.companyId, page: req.query }),
  );

  for (const verified of [true, false]) {
    (verified ? route.put : route.delete)(
      '/admin/companies/:companyId/licence-verification',
      {
        ...(verified ? { body: licenceVerificationBody } : {}),
        response: companyProfile,
        errors: [403, 404, 409, 422],
      },
      verified ? "Verify a company's licence number (admin)" : 'Remove a licence verification (admin)',
      verified
        ? 'Send the number you checked: 409 when the company has none or changed it since. Grants the ' +
            'Licensed Tour Operator badge. Audited.'
        : 'Revokes the Licensed Tour Operator badge too. Audited.',
      async (req) => {
        const actor = requireRole(req, ROLE.ADMIN);
        const { companyId } = req.params;
        const body = req.body as { licence_number?: string } | undefined;
        await setLicenceVerification({ db: app.db, actor, companyId, verified, licenceNumber: body?.licence_number });
        return getCompanyProfile({ db: app.db, companyId });
      },
    );
  }
});
