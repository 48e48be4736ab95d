// A user's own choice of new-lead alerts: instant, a daily digest, or off. Until they
// choose, their company role's default applies (LEAD_ALERT_DEFAULT in the contract). Beside it, the
// channel of each kind of notification and the quiet hours of push (domain/push.ts).
import { and, eq, sql } from 'drizzle-orm';
import {
  effectiveLeadAlerts,
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@triptender/contract/notifications';
import { NOTIFICATION_KINDS, type QuietHours } from '@triptender/contract/push';
import type { Db } from '../../db/client.ts';
import { emailUnsubscribes, pushSubscriptions, users } from '../../db/schema.ts';
import { channelOf } from '../../domain/push.ts';
import { isUnsubscribed } from '../../lib/email-lists.ts';
import { forbidden } from '../../lib/errors.ts';
import { type Actor, isCompanyMember } from './permissions.ts';

function requireCompanyUser(actor: Actor) {
  if (!isCompanyMember(actor)) throw forbidden(NOTIFICATION_MESSAGES.companyOnly);
  return actor;
}

/** GET /v1/me/notification-settings: the caller's (a company user's) new-lead alerts. */
export async function getNotificationSettings(opts: { db: Db; actor: Actor }): Promise<NotificationSettings> {
  const actor = requireCompanyUser(opts.actor);
  const [user] = await opts.db
    .select({
      lead_alerts: users.lead_alerts,
      company_role: users.company_role,
      email: users.email,
      channels: users.notification_channels,
      quiet_hours: users.quiet_hours,
      devices:
        sql<number>`(select count(*) from ${pushSubscriptions} where ${pushSubscriptions.user_id} = ${actor.id})`.mapWith(
          Number,
        ),
    })
    .from(users)
    .where(eq(users.id, actor.id));
  return {
    lead_alerts: effectiveLeadAlerts(user!.lead_alerts, user!.company_role),
    lead_alerts_chosen: user!.lead_alerts !== null,
    lead_alerts_unsubscribed: await isUnsubscribed(opts.db, user!.email, 'lead-alerts'),
    notification_channels: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, channelOf(user!.channels, kind)]),
    ) as NotificationSettings['notification_channels'],
    quiet_hours: (user!.quiet_hours as QuietHours | null) ?? null,
    push_devices: user!.devices,
  };
}

/**
 * PUT /v1/me/notification-settings: the caller's choice. Choosing is consent again: an address that
 * clicked unsubscribe on an alert is resubscribed (with 'off', nothing is sent anyway). Channels given
 * are merged into those chosen before; quiet hours given (or null) replace them.
 */
export async function setNotificationSettings(opts: {
  db: Db;
  actor: Actor;
  body: NotificationSettingsBody;
}): Promise<NotificationSettings> {
  const actor = requireCompanyUser(opts.actor);
  await opts.db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        lead_alerts: opts.body.lead_alerts,
        ...(opts.body.notification_channels
          ? {
              notification_channels: sql`coalesce(${users.notification_channels}, '{}'::jsonb) || ${JSON.stringify(
                Object.fromEntries(Object.entries(opts.body.notification_channels).filter(([, c]) => c !== undefined)),
              )}::jsonb`,
            }
          : {}),
        ...(opts.body.quiet_hours !== undefined ? { quiet_hours: opts.body.quiet_hours } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.id, actor.id))
      .returning({ email: users.email });
    await tx
      .update(emailUnsubscribes)
      .set({ unsubscribed_at: null })
      .where(and(eq(emailUnsubscribes.email, user!.email), eq(emailUnsubscribes.list, 'lead-alerts')));
  });
  return getNotificationSettings(opts);
}
