import { queryClient } from './query-client.ts';
import { api } from './api-client.ts';
import { getAuth } from './auth-store.ts';
import { realtime } from './realtime.ts';

/**
 * Forgets the user, the live connection and every cached answer here (the server already ended the
 * session). `ended`: the account is gone rather than signed out, so the signed-in pages send the
 * visitor home, not to the login page (as a session that expired does).
 */
export function forgetSession({ ended = false } = {}): void {
  realtime.signOut();
  if (ended) getAuth().expire();
  else getAuth().clear();
  queryClient.clear();
}

/**
 * This browser's push subscription, forgotten on the server and in the browser, so the next person to
 * sign in here hears nothing of this user's leads (docs/decisions/032). Best effort: a worker that does
 * not answer within two seconds does not hold up the sign-out.
 */
async function forgetPushDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const subscription = await Promise.race([
    navigator.serviceWorker
      .getRegistration('/')
      .then((r) => r?.pushManager?.getSubscription() ?? null)
      .catch(() => null),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 2000)),
  ]);
  if (!subscription) return;
  await api('/me/push-subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe().catch(() => false);
}

/** Revokes the token on the server (best effort), then forgets the user and every cached answer. */
export async function logout(): Promise<void> {
  realtime.signOut();
  if (getAuth().token) {
    await forgetPushDevice();
    await api('/auth/logout', { method: 'POST' }).catch(() => {});
  }
  forgetSession();
}
