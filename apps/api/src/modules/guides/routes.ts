import { z } from 'zod';
import { GUIDE_EDITIONS } from '@triptender/contract/site-facts';
import { moduleRoutes } from '../../lib/route.ts';
import { getGuide } from './guides.ts';

export const guideRoutes = moduleRoutes('marketing', async (route) => {
  route.get(
    '/guides/:edition',
    {
      params: z.object({ edition: z.enum(GUIDE_EDITIONS, { error: 'Please choose all, ireland or scotland.' }) }),
      response: z.any().describe('The guide, as application/pdf'),
      errors: [422],
      public: true,
    },
    'Download the free savings guide (PDF)',
    'No login needed. Answers application/pdf: the Travel Savings Guide of an edition (all: Ireland, ' +
      'Scotland and the rest of the UK; ireland; scotland), written by TripTender. Its page count is in ' +
      'GET /v1/stats and in the X-Page-Count header.',
    async (req, reply) => {
      const guide = await getGuide(req.params.edition);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="triptender-${guide.edition}-travel-savings-guide.pdf"`)
        .header('X-Page-Count', String(guide.pages))
        .header('Cache-Control', 'public, max-age=86400')
        .send(Buffer.from(guide.bytes));
    },
  );
});
