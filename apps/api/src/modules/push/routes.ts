import { okBody } from '@triptender/contract/common';
import {
  PUSH_MESSAGES,
  pushDevice,
  pushPublicKey,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@triptender/contract/push';
import { moduleRoutes } from '../../lib/route.ts';
import { requireUser } from '../auth/permissions.ts';
import { removeSubscription, saveSubscription } from './subscriptions.ts';
import { vapidKeys } from './vapid.ts';

const DEVICE_NOTE =
  'For company users and admins (travellers: 403). The pushes a device gets follow the channel of each ' +
  'kind and the quiet hours in GET/PUT /v1/me/notification-settings; a device the push service reports gone ' +
  '(404 or 410) is deleted.';

export const pushRoutes = moduleRoutes('push', async (route, app) => {
  route.get(
    '/push/public-key',
    { public: true, response: pushPublicKey },
    'The VAPID public key browsers subscribe with',
    '`enabled` false (and `public_key` null) when push is off on this server (no VAPID_* keys configured).',
    async () => {
      const vapid = vapidKeys();
      return { enabled: vapid !== undefined, public_key: vapid?.publicKey ?? null };
    },
  );
  route.post(
    '/me/push-subscriptions',
    { body: pushSubscriptionBody, response: { 201: pushDevice }, errors: [403, 404, 422] },
    'Turn on push for this device: store its subscription',
    "The body is the browser's `PushSubscription.toJSON()`: `{ endpoint, keys: { p256dh, auth } }`. The endpoint " +
      'must be https (http to 127.0.0.1 or localhost only in development and tests): otherwise 422. The same ' +
      'endpoint again updates its keys and moves it to the caller if another user had it. ' +
      `404 ("${PUSH_MESSAGES.off}") when push is off. ${DEVICE_NOTE}`,
    async (req) =>
      saveSubscription({
        db: app.db,
        actor: requireUser(req),
        env: app.config.env,
        body: req.body,
        userAgent: req.headers['user-agent'],
      }),
  );
  route.delete(
    '/me/push-subscriptions',
    { body: pushUnsubscribeBody, response: okBody, errors: [403, 404, 422] },
    'Turn off push for this device',
    `Deletes the caller's subscription of that endpoint (404 if the caller has none). ${DEVICE_NOTE}`,
    async (req) => {
      await removeSubscription({ db: app.db, actor: requireUser(req), endpoint: req.body.endpoint });
      return { message: PUSH_MESSAGES.turnedOff };
    },
  );
});
