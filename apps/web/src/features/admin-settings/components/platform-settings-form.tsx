import { centsToInput } from '@triptender/contract/money';
import { useState } from 'react';
import type { PlatformSettingsBody } from '@triptender/contract/settings';
import { platformSettingsForm, SETTINGS_MESSAGES } from '@triptender/contract/settings';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { usePlatformSettings, useSavePlatformSettings } from '../api/platform-settings.ts';

type Values = { request_price: string; buyer_cap: string; welcome_credit: string };
type Errors = Partial<Record<keyof Values, string>>;
const API_FIELD: Record<keyof PlatformSettingsBody, keyof Values> = {
  request_price_cents: 'request_price',
  buyer_cap: 'buyer_cap',
  welcome_credit_cents: 'welcome_credit',
};

function Form({ settings }: { settings: PlatformSettingsBody }) {
  const save = useSavePlatformSettings();
  const [values, setValues] = useState<Values>({
    request_price: centsToInput(settings.request_price_cents),
    buyer_cap: String(settings.buyer_cap),
    welcome_credit: centsToInput(settings.welcome_credit_cents),
  });
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = platformSettingsForm.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      {
        request_price_cents: parsed.data.request_price,
        buyer_cap: parsed.data.buyer_cap,
        welcome_credit_cents: parsed.data.welcome_credit,
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
      </div>
      <p className="text-sm text-slate-600">Changes apply to purchases and companies from now on, and are audited.</p>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

export function PlatformSettingsForm() {
  const { data, error, refetch } = usePlatformSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platform settings</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : data ? (
          <Form key={JSON.stringify(data)} settings={data} />
        ) : (
          <Spinner label="Loading settings" />
        )}
      </CardContent>
    </Card>
  );
}
