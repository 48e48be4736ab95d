import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettings, notificationSettingsBody } from '@triptender/contract/notifications';
import { errorResponses, security } from '../../lib/openapi.ts';
import { getNotificationSettings, setNotificationSettings } from './notification-settings.ts';
import { requireUser } from './permissions.ts';

const SETTINGS_NOTE =
  'New-lead alerts of the logged-in company user: `instant` (an email per new lead that fits the ' +
  "company's saved lead preferences), `daily` (one digest a day from 07:00 UTC, none when nothing is new) or " +
  '`off`. Until the user chooses, Managers and Agents get `instant` and Finance `off` (`lead_alerts_chosen` ' +
  'false). Travellers and admins: 403.';

export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/notification-settings',
    {
      schema: {
        tags: ['auth'],
        summary: 'Your own new-lead alerts (company users)',
        description: SETTINGS_NOTE,
        security,
        response: { 200: notificationSettings, ...errorResponses(401, 403) },
      },
    },
    async (req) => getNotificationSettings({ db: app.db, actor: requireUser(req) }),
  );

  app.put(
    '/me/notification-settings',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose your own new-lead alerts: instant, daily or off (company users)',
        description: `${SETTINGS_NOTE} Saving also resubscribes your address to the alerts if you had clicked unsubscribe in one. A value other than the three: 422.`,
        security,
        body: notificationSettingsBody,
        response: { 200: notificationSettings, ...errorResponses(401, 403, 422) },
      },
    },
    async (req) => setNotificationSettings({ db: app.db, actor: requireUser(req), body: req.body }),
  );
};
