import { notificationSettings, notificationSettingsBody } from '@triptender/contract/notifications';
import { moduleRoutes } from '../../lib/route.ts';
import { getNotificationSettings, setNotificationSettings } from './notification-settings.ts';
import { requireUser } from './permissions.ts';

const SETTINGS_NOTE =
  'New-lead alerts of the logged-in company user: `instant` (an email per new lead that fits the ' +
  "company's saved lead preferences), `daily` (one digest a day from 07:00 UTC, none when nothing is new) or " +
  '`off`. Until the user chooses, Managers and Agents get `instant` and Finance `off` (`lead_alerts_chosen` ' +
  'false). Beside it, per kind (`new_lead`, `new_message`, `quote_outcome`, `low_balance`) the channel ' +
  '`push` | `email` | `both` | `off` (`notification_channels`; unchosen: `both`, which is email until a device ' +
  'is turned on with POST /v1/me/push-subscriptions), and `quiet_hours` `{ start, end, time_zone }` (HH:MM in ' +
  'an IANA zone) in which no push is sent; `push_devices` counts your devices. Travellers and admins: 403.';

export const notificationSettingsRoutes = moduleRoutes('auth', async (route, app) => {
  route.get(
    '/me/notification-settings',
    { response: notificationSettings, errors: [403] },
    'Your own new-lead alerts (company users)',
    SETTINGS_NOTE,
    async (req) => getNotificationSettings({ db: app.db, actor: requireUser(req) }),
  );

  route.put(
    '/me/notification-settings',
    { body: notificationSettingsBody, response: notificationSettings, errors: [403, 422] },
    'Choose your own new-lead alerts: instant, daily or off (company users)',
    `${SETTINGS_NOTE} Saving also resubscribes your address to the alerts if you had clicked unsubscribe in one. A value other than the three: 422. ` +
      '`notification_channels` and `quiet_hours` are optional: kinds left out keep their channel, quiet hours left out stay ' +
      '(null removes them); a channel, time or time zone not known: 422.',
    async (req) => setNotificationSettings({ db: app.db, actor: requireUser(req), body: req.body }),
  );
});
