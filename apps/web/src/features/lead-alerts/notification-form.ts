import {
  notificationSettings,
  type NotificationSettings,
  notificationSettingsBody,
  type NotificationSettingsBody,
} from '@triptender/contract/notifications';
import { NOTIFICATION_KINDS, quietHours } from '@triptender/contract/push';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** The browser's IANA time zone (Europe/Dublin), for quiet hours not yet chosen. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every IANA zone the browser knows, for the time zone field's suggestions. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * The alerts form: the new-lead emails, each kind's channel, and quiet hours kept while they are
 * switched off (so unticking and ticking again loses nothing). It submits the settings body: quiet hours
 * null when off, else checked by the contract's own rule and messages (`quietHours`, push.ts).
 */
export const notificationForm = z
  .object({
    lead_alerts: notificationSettingsBody.shape.lead_alerts,
    notification_channels: notificationSettings.shape.notification_channels,
    quiet_on: z.boolean(),
    quiet_hours: z.object({ start: z.string(), end: z.string(), time_zone: z.string() }),
  })
  .superRefine((form, ctx) => {
    if (!form.quiet_on) return;
    const checked = quietHours.safeParse(form.quiet_hours);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['quiet_hours', ...issue.path] });
    }
  })
  .transform((form): NotificationSettingsBody => ({
    lead_alerts: form.lead_alerts,
    notification_channels: form.notification_channels,
    quiet_hours: form.quiet_on ? form.quiet_hours : null,
  }));
export type NotificationFormValues = z.input<typeof notificationForm>;

/** The form over what is stored: quiet hours not set yet start as 22:00 to 07:00 in the browser's zone. */
export const toNotificationForm = (s: NotificationSettings): NotificationFormValues => ({
  lead_alerts: s.lead_alerts,
  notification_channels: s.notification_channels,
  quiet_on: s.quiet_hours !== null,
  quiet_hours: s.quiet_hours ?? { start: '22:00', end: '07:00', time_zone: browserTimeZone() },
});

/** The fields a refused save names (the API's 422 keys, `quiet_hours.start`), where the form shows them. */
export const NOTIFICATION_FIELDS: Path<NotificationFormValues>[] = [
  'lead_alerts',
  ...NOTIFICATION_KINDS.map((kind) => `notification_channels.${kind}` as const),
  'quiet_hours.start',
  'quiet_hours.end',
  'quiet_hours.time_zone',
];
