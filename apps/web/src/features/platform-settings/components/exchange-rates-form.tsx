import { useState } from 'react';
import {
  CURRENCY_LABELS,
  CURRENCY_MESSAGES,
  type ExchangeRate,
  type ExchangeRates,
  exchangeRatesBody,
} from '@triptender/contract/currency';
import { todayIso } from '@triptender/contract/dates';
import type { Currency } from '@triptender/contract/enums';
import { DateField } from '@/components/ui/date-field.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useExchangeRates, useSaveExchangeRates } from '../api/exchange-rates.ts';

type Row = { per_usd: string; as_of: string };
const EDITABLE: Currency[] = ['EUR', 'GBP'];

function RatesForm({ saved }: { saved: ExchangeRates }) {
  const save = useSaveExchangeRates();
  const toRows = (r: ExchangeRates) =>
    Object.fromEntries(r.rates.map((x) => [x.currency, { per_usd: String(x.per_usd), as_of: x.as_of }])) as Record<
      Currency,
      Row
    >;
  const [rows, setRows] = useState(() => toRows(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const rates: ExchangeRate[] = [
      { currency: 'USD', per_usd: 1, as_of: rows.USD.as_of },
      ...EDITABLE.map((c) => ({ currency: c, per_usd: Number(rows[c].per_usd), as_of: rows[c].as_of })),
    ];
    const checked = exchangeRatesBody.safeParse({ rates });
    const found: Record<string, string> = {};
    for (const issue of checked.error?.issues ?? []) {
      const [, index, field] = issue.path;
      const currency = typeof index === 'number' ? rates[index]?.currency : undefined;
      if (currency) found[`${currency}.${String(field)}`] = issue.message;
      else setFormError(issue.message);
    }
    for (const c of EDITABLE) if (rows[c].as_of > todayIso()) found[`${c}.as_of`] = CURRENCY_MESSAGES.futureRate;
    setErrors(found);
    if (!checked.success || Object.keys(found).length) return;
    try {
      await save.mutateAsync({ rates });
      toast.success(CURRENCY_MESSAGES.saved);
    } catch (err) {
      const messages = err instanceof ApiError ? Object.values(err.fieldErrors).flat() : [];
      setFormError(messages[0] ?? (err instanceof Error ? err.message : 'Could not save the rates.'));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        How many units of each currency one US dollar buys. Compare Bids converts every quote into the traveller&apos;s
        currency with these, and says the day of the rate it used.
      </p>
      {EDITABLE.map((c) => (
        <fieldset key={c} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{CURRENCY_LABELS[c]}</legend>
          <TextField
            id={`rate-${c}`}
            label={`${c} per 1 USD`}
            inputMode="decimal"
            value={rows[c].per_usd}
            error={errors[`${c}.per_usd`]}
            onChange={(e) => setRows((r) => ({ ...r, [c]: { ...r[c], per_usd: e.target.value } }))}
          />
          <DateField
            id={`rate-${c}-as-of`}
            label="Rate of the day"
            value={rows[c].as_of}
            max={todayIso()}
            error={errors[`${c}.as_of`] ?? null}
            onChange={(as_of) => setRows((r) => ({ ...r, [c]: { ...r[c], as_of } }))}
          />
        </fieldset>
      ))}
      <p className="text-sm text-slate-600">The US dollar is the base: 1 USD = 1 USD. Changes are audited.</p>
      <FormEnd error={formError} pending={save.isPending} pendingLabel="Saving...">
        Save exchange rates
      </FormEnd>
    </form>
  );
}

/** The exchange rates quotes are compared with (admin settings, Exchange rates tab). */
export function ExchangeRatesSettings() {
  return (
    <SettingsCard title="Exchange rates" description="Travellers compare quotes in euros, pounds or dollars.">
      <WhenLoaded query={useExchangeRates()} loadingLabel="Loading exchange rates">
        {/* saved rates start a fresh form */}
        {(data) => <RatesForm key={JSON.stringify(data.rates)} saved={data} />}
      </WhenLoaded>
    </SettingsCard>
  );
}
