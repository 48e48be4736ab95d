// The server's VAPID keys (decision 032): read from the config by buildApp (app.ts), once per process,
// so the routes and the outbox worker's push jobs of that process sign with the same pair.
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export type Vapid = NonNullable<Config['vapid']>;

let current: Vapid | undefined;

/** Turns push on with the config's keys, or off without them. */
export function configurePush(config: Pick<Config, 'vapid'>): void {
  current = config.vapid;
}

/** The keys, or undefined when push is off. */
export const vapidKeys = (): Vapid | undefined => current;

/** A new key pair for VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, P-256). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
