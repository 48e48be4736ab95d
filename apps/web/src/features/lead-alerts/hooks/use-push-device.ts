import { useEffect, useState } from 'react';
import { PUSH_MESSAGES } from '@triptender/contract/push';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useDeletePushSubscription, usePushPublicKey, useSavePushSubscription } from '../api/push.ts';
import { useNotificationSettings } from '../api/notification-settings.ts';

/** What the push card shows (PUSH_MESSAGES, packages/contract/src/push.ts). */
export type PushState = 'loading' | 'serverOff' | 'unsupported' | 'denied' | 'off' | 'on';

/** Whether this browser can take pushes: a service worker, the Push API and notifications. */
const pushSupported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The bytes of a base64url string (the VAPID public key). */
function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/').replace(/=+$/, ''));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** Whether a subscription was made with this server key (after a key change, the old ones reach nobody). */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const want = fromBase64url(publicKey);
  const have = new Uint8Array(key);
  return have.length === want.length && have.every((b, i) => b === want[i]);
}

/** This browser's subscription to the server's key, if it has one. */
async function currentSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  return subscription && madeWith(subscription, publicKey) ? subscription : null;
}

const fromNotification = (p: NotificationPermission): PermissionState => (p === 'default' ? 'prompt' : p);

/**
 * Whether the site may show notifications, as the Permissions API says (Notification.permission where it
 * is missing): headless Chromium answers Notification.permission 'denied' even once they are granted.
 */
async function notificationPermission(): Promise<PermissionState> {
  try {
    return (await navigator.permissions.query({ name: 'notifications' })).state;
  } catch {
    return fromNotification(Notification.permission);
  }
}

/** What a promise gives, or a failure after `ms` (a browser without a push service may never answer). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), ms)),
  ]);
}

/**
 * Push on this device: its state, and turning it on (permission, the browser's subscription to the
 * server's VAPID key, stored by the API) or off. A browser that holds a subscription counts as on only
 * while the user has a device stored: one left by another login of this browser is turned on again.
 */
export function usePushDevice() {
  const key = usePushPublicKey();
  const settings = useNotificationSettings();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const supported = pushSupported();
  const publicKey = key.data?.public_key ?? null;
  const [permission, setPermission] = useState<PermissionState | undefined>(undefined);
  // undefined until the browser has said whether it holds one
  const [subscription, setSubscription] = useState<PushSubscription | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    void notificationPermission().then((state) => live && setPermission(state));
    return () => {
      live = false;
    };
  }, [supported]);

  useEffect(() => {
    if (!supported || !publicKey) return;
    let live = true;
    currentSubscription(publicKey).then(
      (found) => live && setSubscription(found),
      () => live && setSubscription(null),
    );
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  const devices = settings.data?.push_devices;
  const state: PushState = !key.data
    ? 'loading'
    : !key.data.enabled || !publicKey
      ? 'serverOff'
      : !supported
        ? 'unsupported'
        : permission === 'denied'
          ? 'denied'
          : permission === undefined || subscription === undefined || devices === undefined
            ? 'loading'
            : subscription && devices > 0
              ? 'on'
              : 'off';

  async function turnOn() {
    if (!publicKey) return;
    setError(null);
    setBusy(true);
    try {
      if (permission !== 'granted') {
        const answer = fromNotification(await Notification.requestPermission());
        setPermission(answer);
        // dismissed: nothing changes, and the button stays for another try
        if (answer !== 'granted') return;
      }
      // the worker the portal layout registered, once active
      const registration = await within(navigator.serviceWorker.ready, 15_000);
      let found = await registration.pushManager.getSubscription();
      if (found && !madeWith(found, publicKey)) {
        await found.unsubscribe();
        found = null;
      }
      const made =
        found ??
        (await within(
          registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) }),
          30_000,
        ));
      const { endpoint, keys } = made.toJSON();
      if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete subscription');
      await save.mutateAsync({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
      setSubscription(made);
      toast.success(PUSH_MESSAGES.turnedOn);
    } catch {
      // no push service (a browser without one), the worker never started, or the API refused
      setError(PUSH_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setError(null);
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const found = (await registration?.pushManager.getSubscription()) ?? null;
      if (found) {
        // a device the API no longer has (404) is off already
        await remove.mutateAsync(found.endpoint).catch((err: unknown) => {
          if (!(err instanceof ApiError && err.status === 404)) throw err;
        });
        await found.unsubscribe();
      }
      setSubscription(null);
      toast.success(PUSH_MESSAGES.turnedOff);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Notifications could not be turned off. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, error, turnOn, turnOff, keyQuery: key };
}
