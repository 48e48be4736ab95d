// What a user is emailed about new leads, and one-click unsubscribe.
//   GET /v1/me/notification-settings                                     -> notificationSettings (company users)
//   PUT /v1/me/notification-settings  body: notificationSettingsBody      -> notificationSettings
//     (with each kind's channel, push | email | both | off, and quiet hours: push.ts)
//   GET    /v1/unsubscribe/{token}              -> unsubscribeStatus (no login)
//   POST   /v1/unsubscribe/{token}              -> unsubscribeStatus (no login; RFC 8058 one-click POST too)
//   POST   /v1/unsubscribe/{token}/resubscribe  -> unsubscribeStatus (no login)
// Live in the portal: the realtime event { type: 'lead.new_match', lead } (chat.ts RealtimeEvent).
import { z } from 'zod';
import { timestamp } from './common.ts';
import { COMPANY_ROLE, type CompanyRoleId, EMAIL_LISTS, type EmailList, LEAD_ALERT_FREQUENCIES } from './enums.ts';
import type { LeadAlertFrequency } from './enums.ts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, PUSH_MESSAGES, quietHours } from './push.ts';

/**
 * New-lead alerts of a user who has not chosen: those who buy and quote (Managers, Agents) hear of each
 * lead at once; Finance, who cannot buy, hears of none.
 */
export const LEAD_ALERT_DEFAULT: Record<CompanyRoleId, LeadAlertFrequency> = {
  [COMPANY_ROLE.MANAGER]: 'instant',
  [COMPANY_ROLE.AGENT]: 'instant',
  [COMPANY_ROLE.FINANCE]: 'off',
};

/** What a user gets: their choice, or the default of their company role. */
export function effectiveLeadAlerts(chosen: LeadAlertFrequency | null, role: CompanyRoleId | null): LeadAlertFrequency {
  return chosen ?? (role === null ? 'off' : LEAD_ALERT_DEFAULT[role]);
}

export const LEAD_ALERT_LABELS: Record<LeadAlertFrequency, { label: string; hint: string }> = {
  instant: { label: 'Instantly', hint: 'One email for each new trip request that fits your company.' },
  daily: { label: 'Daily digest', hint: 'One email a day listing the new trip requests that fit, when there are any.' },
  off: { label: 'Off', hint: 'No emails; new requests still show in the marketplace.' },
};

export const EMAIL_LIST_LABELS: Record<EmailList, string> = {
  'lead-alerts': 'new lead alert',
  marketing: 'TripTender news and offers',
};

export const NOTIFICATION_MESSAGES = {
  leadAlerts: 'Choose instant, daily or off.',
  companyOnly: 'New lead alerts are for company users.',
  saved: 'Notification settings saved.',
  unknownLink: 'This unsubscribe link is not valid. Use the link from your latest email.',
} as const;

const channel = z.enum(NOTIFICATION_CHANNELS, { error: PUSH_MESSAGES.channel });
/** A channel per kind (push.ts); a kind left out keeps what it had. */
const channelChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channel.optional()])) as {
      [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodOptional<typeof channel>;
    },
  )
  .strict();

export const notificationSettingsBody = z.object({
  lead_alerts: z.enum(LEAD_ALERT_FREQUENCIES, { error: NOTIFICATION_MESSAGES.leadAlerts }),
  /** Optional: kinds left out (or the whole field) keep their channel. */
  notification_channels: channelChoices.optional(),
  /** Optional: null removes the quiet hours; left out keeps them. */
  quiet_hours: quietHours.nullable().optional(),
});
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBody>;

export const notificationSettings = z.object({
  /** What the user gets now: their choice, or the default of their role. */
  lead_alerts: z.enum(LEAD_ALERT_FREQUENCIES),
  /** false while the user has not chosen (the role's default applies). */
  lead_alerts_chosen: z.boolean(),
  /** Whether the address clicked unsubscribe on a lead alert (saving the settings resubscribes it). */
  lead_alerts_unsubscribed: z.boolean(),
  /** The channel of each kind: the user's choice, or NOTIFICATION_CHANNEL_DEFAULT (push.ts). */
  notification_channels: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.enum(NOTIFICATION_CHANNELS)])) as {
      [K in (typeof NOTIFICATION_KINDS)[number]]: z.ZodEnum<{ [C in (typeof NOTIFICATION_CHANNELS)[number]]: C }>;
    },
  ),
  /** Hours in which no push is sent; null: none. */
  quiet_hours: quietHours.nullable(),
  /** The caller's devices turned on for push. */
  push_devices: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A one-click unsubscribe key: 32 random bytes, base64url (43 characters). */
export const unsubscribeParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, NOTIFICATION_MESSAGES.unknownLink),
});

export const unsubscribeStatus = z.object({
  /** The address, masked (j***@example.com): the link may have been forwarded. */
  email: z.string(),
  list: z.enum(EMAIL_LISTS),
  list_label: z.string(),
  subscribed: z.boolean(),
  unsubscribed_at: timestamp.nullable(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatus>;

/** j***@example.com: the first character of the mailbox, then stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The event a company's users receive live when a lead fitting its preferences goes live. */
export type NewMatchEvent = { type: 'lead.new_match'; lead: { id: number; title: string; country: string } };
