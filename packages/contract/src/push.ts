// Web Push to the portals (docs/marketplace.md, "Push notifications"): the server's public key, a
// browser's subscription, what a push carries, and the words of each.
//   GET    /v1/push/public-key                                   -> pushPublicKey (no login)
//   POST   /v1/me/push-subscriptions   body: pushSubscriptionBody  -> pushDevice (201)
//   DELETE /v1/me/push-subscriptions   body: pushUnsubscribeBody   -> 204
// Per kind, GET/PUT /v1/me/notification-settings (notifications.ts) holds the channel and quiet hours.
import { z } from 'zod';
import { timestamp } from './common.ts';
import { COUNTRY_LABELS, type Country } from './enums.ts';

/** What a user may be told of, each with its own channel. */
export const NOTIFICATION_KINDS = ['new_lead', 'new_message', 'quote_outcome', 'low_balance'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Where a kind goes: pushed to the user's devices, emailed, both, or nowhere. */
export const NOTIFICATION_CHANNELS = ['push', 'email', 'both', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channel of a kind the user has not chosen: both. Before a device is turned on a push reaches
 * nobody, so this is email as before; once one is, that device is pushed too.
 */
export const NOTIFICATION_CHANNEL_DEFAULT: NotificationChannel = 'both';

export const sendsEmail = (channel: NotificationChannel) => channel === 'email' || channel === 'both';
export const sendsPush = (channel: NotificationChannel) => channel === 'push' || channel === 'both';

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  new_lead: 'New leads that fit your company',
  new_message: 'New messages',
  quote_outcome: 'A quote accepted or declined',
  low_balance: 'Low wallet balance',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  push: 'Push only',
  email: 'Email only',
  both: 'Push and email',
  off: 'Off',
};

export const PUSH_MESSAGES = {
  channel: 'Choose push, email, both or off.',
  time: 'Enter a time as HH:MM (24-hour).',
  timeZone: 'Choose a time zone such as Europe/Dublin.',
  endpoint: 'The push endpoint must be an https URL.',
  key: 'The key is not valid.',
  off: 'Push notifications are not set up on this server.',
  // the portal's alerts settings
  title: 'Notifications on this device',
  intro: 'Get a notification on this device the moment a lead, message or quote answer arrives.',
  turnOn: 'Turn on notifications',
  turnOff: 'Turn off',
  on: 'Notifications are on for this device',
  serverOff: 'Push notifications are not set up on this server; you still get emails.',
  unsupported: 'This browser cannot show push notifications; you still get emails.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  failed: 'Notifications could not be turned on. Please try again.',
  turnedOn: 'Notifications are on for this device.',
  turnedOff: 'Notifications are off for this device.',
  channelsTitle: 'How you hear of each',
  quietTitle: 'Quiet hours',
  quietHint: 'No push notifications in these hours (emails still arrive).',
  quietOn: 'Pause push notifications in quiet hours',
  quietStart: 'From',
  quietEnd: 'Until',
  quietZone: 'Time zone',
} as const;

/** 'HH:MM', 00:00 to 23:59. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, PUSH_MESSAGES.time);

/** Whether Intl knows the IANA time zone (Europe/Dublin); 'UTC' too. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Hours in which no push is sent, in the user's time zone; `end` before `start` runs over midnight. */
export const quietHours = z.object({
  start: clockTime,
  end: clockTime,
  time_zone: z.string().max(64, PUSH_MESSAGES.timeZone).refine(isTimeZone, PUSH_MESSAGES.timeZone),
});
export type QuietHours = z.infer<typeof quietHours>;

/** Minutes since midnight of `at` in `zone`. */
function minutesIn(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether `at` falls in the quiet hours (from `start`, up to but not including `end`). */
export function inQuietHours(quiet: QuietHours | null, at: Date): boolean {
  if (!quiet || !isTimeZone(quiet.time_zone)) return false;
  const now = minutesIn(quiet.time_zone, at);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** GET /v1/push/public-key: the VAPID public key the browser subscribes with, when push is on. */
export const pushPublicKey = z.object({
  enabled: z.boolean(),
  /** base64url of the uncompressed P-256 point; null when push is off. */
  public_key: z.string().nullable(),
});
export type PushPublicKey = z.infer<typeof pushPublicKey>;

const base64url = (max: number) =>
  z
    .string()
    .min(16, PUSH_MESSAGES.key)
    .max(max, PUSH_MESSAGES.key)
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.key);
const endpoint = z
  .string()
  .max(2000, PUSH_MESSAGES.endpoint)
  // push services' URLs are plain ASCII: nothing a database refuses (NUL) or a log line could forge
  .regex(/^[\x21-\x7e]+$/, PUSH_MESSAGES.endpoint)
  // an absolute http(s) URL with a host; the server also refuses plain http outside development and tests
  .regex(/^https?:\/\/[^/?#@]+(\/|$)/i, PUSH_MESSAGES.endpoint);

/** A browser's PushSubscription as its toJSON() gives it (expirationTime and other fields are ignored). */
export const pushSubscriptionBody = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

/** One device of the caller, as stored. */
export const pushDevice = z.object({ id: z.number().int(), endpoint_host: z.string(), created_at: timestamp });
export type PushDevice = z.infer<typeof pushDevice>;

/** What one push carries to the service worker: no traveller names, emails or phones, ever. */
export type PushPayload = {
  title: string;
  body: string;
  /** A portal path (or absolute URL of this site) the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
};

const nights = (n: number) => `${n} ${n === 1 ? 'night' : 'nights'}`;
const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
const countryLabel = (country: string) => COUNTRY_LABELS[country as Country] ?? country;

/** The words of each push, from facts without contact details. */
export const PUSH_TEXTS = {
  newLead: (lead: { number_of_night: number; country: string; number_of_people: number; facts: string }) => ({
    title: `New lead: ${nights(lead.number_of_night)} in ${countryLabel(lead.country)}, ${people(lead.number_of_people)}`,
    body: lead.facts,
  }),
  newMessage: (from: 'traveller' | 'admin', about: string) => ({
    title: from === 'admin' ? 'New message from TripTender' : 'New message from a traveller',
    body: about,
  }),
  autoBought: (leadTitle: string, price: string) => ({
    title: 'Auto-buy bought you a lead',
    body: `${leadTitle}, for ${price}. Send your quote before the deadline.`,
  }),
  quoteAccepted: (leadTitle: string) => ({ title: 'Your quote was accepted', body: leadTitle }),
  quoteDeclined: (leadTitle: string) => ({ title: 'Your quote was declined', body: leadTitle }),
  lowBalance: (balance: string, threshold: string) => ({
    title: 'Your wallet balance is low',
    body: `Balance ${balance}, below your alert of ${threshold}. Top up to keep buying leads.`,
  }),
};
