import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { NotificationSettingsBody } from '@triptender/contract/notifications';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  PUSH_MESSAGES,
} from '@triptender/contract/push';
import { ChoiceOptions } from '@/components/ui/choice-select.tsx';
import { FieldError, Label, Select, TextField } from '@/components/ui/input.tsx';
import { fieldProps } from '@/lib/use-schema-form.ts';
import { type NotificationFormValues, timeZones } from '../notification-form.ts';

type Form = UseFormReturn<NotificationFormValues, unknown, NotificationSettingsBody>;

/** A select per kind of notification: push, email, both or off (docs/marketplace.md, "Push notifications"). */
export function ChannelFields({ form }: { form: Form }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{PUSH_MESSAGES.channelsTitle}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {NOTIFICATION_KINDS.map((kind) => {
          const name = `notification_channels.${kind}` as const;
          const id = `lead-alerts-channel-${kind}`;
          const error = form.getFieldState(name, form.formState).error?.message;
          return (
            <div key={kind}>
              <Label htmlFor={id} className="font-normal">
                {NOTIFICATION_KIND_LABELS[kind]}
              </Label>
              <Select
                id={id}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                {...form.register(name)}
              >
                <ChoiceOptions choices={NOTIFICATION_CHANNELS} labels={NOTIFICATION_CHANNEL_LABELS} />
              </Select>
              <FieldError id={`${id}-error`}>{error}</FieldError>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Quiet hours: a tick to pause pushes, from and until (24-hour), in an IANA time zone. */
export function QuietHoursFields({ form }: { form: Form }) {
  const zones = useMemo(() => timeZones(), []);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{PUSH_MESSAGES.quietTitle}</legend>
      <p className="mb-2 text-sm text-slate-600">{PUSH_MESSAGES.quietHint}</p>
      <label className="mb-3 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register('quiet_on')} />
        {PUSH_MESSAGES.quietOn}
      </label>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          type="time"
          label={PUSH_MESSAGES.quietStart}
          {...fieldProps(form, 'lead-alerts', 'quiet_hours.start')}
        />
        <TextField type="time" label={PUSH_MESSAGES.quietEnd} {...fieldProps(form, 'lead-alerts', 'quiet_hours.end')} />
        <TextField
          label={PUSH_MESSAGES.quietZone}
          list="lead-alerts-time-zones"
          autoComplete="off"
          spellCheck={false}
          {...fieldProps(form, 'lead-alerts', 'quiet_hours.time_zone')}
        />
      </div>
      <datalist id="lead-alerts-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </fieldset>
  );
}
