import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE } from '@triptender/contract/enums';
import { requireRole } from '../auth/permissions.ts';
import { adminLeadRoutes } from './lead-routes.ts';
import { reportRoutes } from './report-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { supportRoutes } from './support-routes.ts';
import { allTripsRoutes } from './trips-routes.ts';

// The admin's area, one guard for all of it: every route registered here answers 401 without a
// session and 403 to anyone but an admin, before its handler runs (after validation, as before).
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (req) => {
    requireRole(req, ROLE.ADMIN);
  });
  await app.register(allTripsRoutes);
  // merging duplicates and recording bounces: the automatic refunds
  await app.register(adminLeadRoutes);
  await app.register(reportRoutes);
  await app.register(settingsRoutes);
  await app.register(supportRoutes);
};
