import { platformSettings } from '@triptender/contract/settings';
import { moduleRoutes } from '../../lib/route.ts';
import { getSettings, refuseSettingsConflicts, updateSettings } from '../../lib/settings.ts';
import { forgetAllSessionsEverywhere } from '../auth/session-cache.ts';

// The platform settings the admin changes (lead price, buyer cap, sessions, ...).
export const settingsRoutes = moduleRoutes('admin', async (route, app) => {
  route.get('/admin/settings', { response: platformSettings, errors: [403] }, 'Platform settings', async () =>
    getSettings(app.db),
  );

  route.put(
    '/admin/settings',
    { body: platformSettings, response: platformSettings, errors: [403, 422] },
    'Change platform settings',
    'Request price and welcome credit in cents; the change is recorded in the audit log. 422 when the ' +
      'settings the change leads to do not fit together: a top-up pack under the request price, or an ' +
      'idle session lifetime longer than the absolute one (fields left out keep their saved values).',
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
});
