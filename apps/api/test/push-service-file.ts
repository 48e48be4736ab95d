// The push-service stand-in (push-service.ts) for a Vitest file; apart, so the bench can start the
// stand-in without Vitest.
import { afterAll, expect } from 'vitest';
import { type PushService, startPushService } from './push-service.ts';

/**
 * A push service for the whole test file (top-level `await`), closed after its last test, which checks
 * that every push the worker sent carried a valid VAPID JWT and decrypted with its device's keys.
 */
export async function pushServiceForFile(): Promise<PushService> {
  const push = await startPushService();
  afterAll(async () => {
    await push.close();
    expect(push.refused).toEqual([]);
  });
  return push;
}
