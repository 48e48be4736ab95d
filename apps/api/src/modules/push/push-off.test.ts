// Without VAPID_* keys push is off: the portal is told so, and no device can be turned on.
import { PUSH_MESSAGES } from '@triptender/contract/push';
import { describe, expect, it } from '../../../test/harness.ts';

describe('push without VAPID keys', () => {
  it('answers enabled false and refuses a device with 404', async ({ as, fx }) => {
    const res = await as(null).get('/v1/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: false, public_key: null });
    const manager = await fx.companyUser();
    const device = { endpoint: 'https://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
    const refused = await as(manager).post('/v1/me/push-subscriptions', device);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PUSH_MESSAGES.off);
  });
});
