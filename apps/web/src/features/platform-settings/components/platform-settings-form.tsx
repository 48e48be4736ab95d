import { DEFAULT_SETTINGS } from '@triptender/contract/constants';
import { centsToInput } from '@triptender/contract/money';
import { useState } from 'react';
import type { PlatformSettingsBody } from '@triptender/contract/settings';
import { platformSettingsForm, SETTINGS_MESSAGES } from '@triptender/contract/settings';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { firstIssues } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/platform-settings.ts';

type Values = {
  request_price: string;
  buyer_cap: string;
  welcome_credit: string;
  top_up_pack_1: string;
  top_up_pack_2: string;
  top_up_pack_3: string;
  quote_deadline_hours: string;
  session_idle_days: string;
  session_absolute_days: string;
  sent_email_retention_days: string;
  unconfirmed_mail_per_hour: string;
  auto_buy_max_slots: string;
};
type Errors = Partial<Record<keyof Values, string>>;
const API_FIELD: Record<keyof PlatformSettingsBody, keyof Values> = {
  request_price_cents: 'request_price',
  buyer_cap: 'buyer_cap',
  welcome_credit_cents: 'welcome_credit',
  top_up_pack_1_cents: 'top_up_pack_1',
  top_up_pack_2_cents: 'top_up_pack_2',
  top_up_pack_3_cents: 'top_up_pack_3',
  quote_deadline_hours: 'quote_deadline_hours',
  session_idle_days: 'session_idle_days',
  session_absolute_days: 'session_absolute_days',
  sent_email_retention_days: 'sent_email_retention_days',
  unconfirmed_mail_per_hour: 'unconfirmed_mail_per_hour',
  auto_buy_max_slots: 'auto_buy_max_slots',
};
const PACK_DEFAULTS = [
  DEFAULT_SETTINGS.top_up_pack_1_cents,
  DEFAULT_SETTINGS.top_up_pack_2_cents,
  DEFAULT_SETTINGS.top_up_pack_3_cents,
] as const;

function Form({ settings }: { settings: PlatformSettingsBody }) {
  const save = useSavePlatformSettings();
  const [values, setValues] = useState<Values>({
    request_price: centsToInput(settings.request_price_cents),
    buyer_cap: String(settings.buyer_cap),
    welcome_credit: centsToInput(settings.welcome_credit_cents),
    top_up_pack_1: centsToInput(settings.top_up_pack_1_cents ?? PACK_DEFAULTS[0]),
    top_up_pack_2: centsToInput(settings.top_up_pack_2_cents ?? PACK_DEFAULTS[1]),
    top_up_pack_3: centsToInput(settings.top_up_pack_3_cents ?? PACK_DEFAULTS[2]),
    quote_deadline_hours: String(settings.quote_deadline_hours ?? DEFAULT_SETTINGS.quote_deadline_hours),
    session_idle_days: String(settings.session_idle_days ?? DEFAULT_SETTINGS.session_idle_days),
    session_absolute_days: String(settings.session_absolute_days ?? DEFAULT_SETTINGS.session_absolute_days),
    sent_email_retention_days: String(settings.sent_email_retention_days ?? DEFAULT_SETTINGS.sent_email_retention_days),
    unconfirmed_mail_per_hour: String(settings.unconfirmed_mail_per_hour ?? DEFAULT_SETTINGS.unconfirmed_mail_per_hour),
    auto_buy_max_slots: String(settings.auto_buy_max_slots ?? DEFAULT_SETTINGS.auto_buy_max_slots),
  });
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = platformSettingsForm.safeParse(values);
    if (!parsed.success) {
      setErrors(firstIssues<keyof Values>(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      {
        request_price_cents: parsed.data.request_price,
        buyer_cap: parsed.data.buyer_cap,
        welcome_credit_cents: parsed.data.welcome_credit,
        top_up_pack_1_cents: parsed.data.top_up_pack_1,
        top_up_pack_2_cents: parsed.data.top_up_pack_2,
        top_up_pack_3_cents: parsed.data.top_up_pack_3,
        quote_deadline_hours: parsed.data.quote_deadline_hours,
        session_idle_days: parsed.data.session_idle_days,
        session_absolute_days: parsed.data.session_absolute_days,
        sent_email_retention_days: parsed.data.sent_email_retention_days,
        unconfirmed_mail_per_hour: parsed.data.unconfirmed_mail_per_hour,
        auto_buy_max_slots: parsed.data.auto_buy_max_slots,
      },
      {
        onSuccess: () => toast.success(SETTINGS_MESSAGES.saved),
        onError: (err) => {
          if (err instanceof ApiError && err.status === 422) {
            const next: Errors = {};
            for (const [field, messages] of Object.entries(err.fieldErrors)) {
              const name = API_FIELD[field as keyof PlatformSettingsBody];
              if (name) next[name] = messages[0];
            }
            setErrors(next);
          } else if (!(err instanceof ApiError && err.shown)) {
            toast.error('Error!', { description: err.message });
          }
        },
      },
    );
  };

  const input = (name: keyof Values, label: string, hint: string, prefix?: string) => (
    <div>
      <Label htmlFor={`settings-${name}`}>{label}</Label>
      <div className="relative">
        {prefix ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500">
            {prefix}
          </span>
        ) : null}
        <Input
          id={`settings-${name}`}
          inputMode={prefix ? 'decimal' : 'numeric'}
          className={prefix ? 'pl-7' : undefined}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`settings-${name}-hint${errors[name] ? ` settings-${name}-error` : ''}`}
        />
      </div>
      <p id={`settings-${name}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={`settings-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        {input('request_price', 'Request price', 'What a company pays to buy one trip request.', '$')}
        {input('buyer_cap', 'Buyer cap per lead', 'How many companies may buy the same trip request.')}
        {input('welcome_credit', 'Welcome credit', 'Credit a new company starts with ($0 for none).', '$')}
        {input(
          'quote_deadline_hours',
          'Quote deadline (hours)',
          'Hours a buyer has to quote before its slot is freed for another company (1 to 336).',
        )}
        {input(
          'sent_email_retention_days',
          'Keep sent emails (days)',
          'Days a sent email stays in the email outbox before it is deleted (1 to 3650).',
        )}
        {input(
          'unconfirmed_mail_per_hour',
          'Emails to unconfirmed addresses per hour',
          'Guide, discount and contact-form emails to addresses nobody confirmed, all visitors together; ' +
            'more are held in the outbox, not sent (1 to 10,000).',
        )}
        {input(
          'auto_buy_max_slots',
          'Auto-buy slots per lead',
          "How many of a lead's buyer slots companies' auto-buy may take, so others can still buy by hand " +
            '(0 turns auto-buy off; at most the buyer cap).',
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Card top-up packs</legend>
        <p className="text-sm text-slate-600">
          The amounts the wallet offers to pay by card, in whole dollars: at least the request price, at most $10,000.
          Companies can also type another amount.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {input('top_up_pack_1', 'First pack', 'The smallest pack.', '$')}
          {input('top_up_pack_2', 'Second pack', 'A middle pack.', '$')}
          {input('top_up_pack_3', 'Third pack', 'The largest pack.', '$')}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Sessions</legend>
        <p className="text-sm text-slate-600">
          How long a sign-in lasts. A change applies to every open session at its next request.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          {input('session_idle_days', 'Idle lifetime (days)', 'A session unused this long ends (1 to 90).')}
          {input(
            'session_absolute_days',
            'Absolute lifetime (days)',
            'Any session ends this long after sign-in (1 to 365).',
          )}
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">Changes apply to purchases and companies from now on, and are audited.</p>
      <FormEnd error={null} pending={save.isPending} pendingLabel="Saving...">
        Save settings
      </FormEnd>
    </form>
  );
}

export function PlatformSettingsForm() {
  return (
    <SettingsCard title="Platform settings">
      <WhenLoaded query={usePlatformSettings()} loadingLabel="Loading settings">
        {(data) => <Form key={JSON.stringify(data)} settings={data} />}
      </WhenLoaded>
    </SettingsCard>
  );
}
