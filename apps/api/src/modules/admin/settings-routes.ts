import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformSettings } from '@triptender/contract/settings';
import { errorResponses, security } from '../../lib/openapi.ts';
import { getSettings, refuseSettingsConflicts, updateSettings } from '../../lib/settings.ts';
import { forgetAllSessionsEverywhere } from '../auth/session-cache.ts';

// The platform settings the admin changes (lead price, buyer cap, sessions, ...).
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Platform settings',
        security,
        response: { 200: platformSettings, ...errorResponses(401, 403) },
      },
    },
    async () => {
      return getSettings(app.db);
    },
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change platform settings',
        description:
          'Request price and welcome credit in cents; the change is recorded in the audit log. 422 when the ' +
          'settings the change leads to do not fit together: a top-up pack under the request price, or an ' +
          'idle session lifetime longer than the absolute one (fields left out keep their saved values).',
        security,
        body: platformSettings,
        response: { 200: platformSettings, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => {
      const actor = req.actor!;
      const after = await updateSettings(app.db, {
        actorUserId: actor.id,
        changes: req.body,
        check: refuseSettingsConflicts,
      });
      // a shorter session lifetime applies at the next request here too (other processes hear the NOTIFY)
      forgetAllSessionsEverywhere();
      return after;
    },
  );
};
