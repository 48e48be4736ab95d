import { useEffect } from 'react';
import { LEAD_ALERT_FREQUENCIES } from '@triptender/contract/enums';
import {
  LEAD_ALERT_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationSettings,
} from '@triptender/contract/notifications';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { saveSubmit, submitState, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import { NOTIFICATION_FIELDS, notificationForm, toNotificationForm } from '../notification-form.ts';
import { ChannelFields, QuietHoursFields } from './notification-fields.tsx';
import { PushCard } from './push-card.tsx';

function Form({ stored }: { stored: NotificationSettings }) {
  const form = useSchemaForm(notificationForm, toNotificationForm(stored));
  const { reset } = form;
  // what is stored again after a save, or a change made elsewhere
  useEffect(() => reset(toNotificationForm(stored)), [stored, reset]);
  const onSubmit = saveSubmit(form, {
    // a refused save's messages beside their fields, named as the API names them (quiet_hours.start)
    fields: NOTIFICATION_FIELDS,
    save: useSaveNotificationSettings().mutateAsync,
    saved: NOTIFICATION_MESSAGES.saved,
    failure: 'Could not save your notification settings.',
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">New lead alerts</legend>
        <div className="space-y-2">
          {LEAD_ALERT_FREQUENCIES.map((f) => (
            <label key={f} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={f}
                {...form.register('lead_alerts')}
                className="mt-0.5 h-4 w-4 accent-brand-700"
              />
              <span>
                <span className="font-medium">{LEAD_ALERT_LABELS[f].label}</span>
                <span className="block text-slate-600">{LEAD_ALERT_LABELS[f].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {stored.lead_alerts_unsubscribed ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You unsubscribed from these emails with a link in one of them. Saving here turns them back on as chosen.
        </p>
      ) : null}
      <ChannelFields form={form} />
      <QuietHoursFields form={form} />
      <FormEnd {...submitState(form)} pendingLabel="Saving...">
        Save notification settings
      </FormEnd>
    </form>
  );
}

/**
 * The user's own notifications: emails about new trip requests that fit the company's lead preferences
 * (one per request, a daily digest, or none), how each kind reaches them (push, email, both or off) and
 * quiet hours for pushes. Every company user chooses for themselves. Beside it, the card that turns push
 * on for this device (docs/marketplace.md, "Push notifications").
 */
export function LeadAlertsForm() {
  return (
    <>
      <SettingsCard
        title="Your notifications"
        section={{ titleId: 'lead-alerts-title' }}
        description="Emails and push notifications to you about new trip requests that fit your company's lead preferences, messages, quote answers and your wallet. New leads also pop up here in the portal while you are logged in."
      >
        <WhenLoaded query={useNotificationSettings()} loadingLabel="Loading your notification settings">
          {(data) => <Form stored={data} />}
        </WhenLoaded>
      </SettingsCard>
      <PushCard />
    </>
  );
}
