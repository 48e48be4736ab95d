import { useState } from 'react';
import { todayIso } from '@triptender/contract/dates';
import {
  PERIOD_MAX_DAYS,
  PERIOD_MESSAGES,
  PERIOD_PRESETS,
  type Period,
  periodDays,
  periodEndingOn,
} from '@triptender/contract/periods';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { DateField } from '@/components/ui/date-field.tsx';

const CHOICES = [...PERIOD_PRESETS.map((p) => p.key), 'custom'] as const;
type Choice = (typeof CHOICES)[number];
const LABELS = {
  ...Object.fromEntries(PERIOD_PRESETS.map((p) => [p.key, p.label])),
  custom: 'Choose the days',
} as Record<Choice, string>;

/** The period of a preset, ending today. */
export const presetPeriod = (key: Exclude<Choice, 'custom'>): Period =>
  periodEndingOn(PERIOD_PRESETS.find((p) => p.key === key)!.days);

type Errors = { from?: string; to?: string };

/** The same checks as the API's periodQuery, said beside the fields before asking. */
function check(from: string, to: string): Errors {
  if (!from) return { from: PERIOD_MESSAGES.from };
  if (!to) return { to: PERIOD_MESSAGES.to };
  if (to < from) return { to: PERIOD_MESSAGES.order };
  if (periodDays(from, to) > PERIOD_MAX_DAYS) return { to: PERIOD_MESSAGES.tooLong };
  return {};
}

/** A preset period (the last 4 weeks, 12 weeks, 12 months) or days chosen from-to, applied with a button. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const [choice, setChoice] = useState<Choice>('4w');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [errors, setErrors] = useState<Errors>({});
  const apply = () => {
    const found = check(from, to);
    setErrors(found);
    if (!found.from && !found.to) onChange({ from, to });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ChoiceSelect
        id="performance-period"
        label="Period"
        inline
        value={choice}
        choices={CHOICES}
        labels={LABELS}
        onChange={(v) => {
          if (!v) return;
          setChoice(v);
          if (v !== 'custom') onChange(presetPeriod(v));
        }}
      />
      {choice === 'custom' ? (
        <div className="grid w-full items-start gap-3 sm:w-auto sm:grid-cols-[12rem_12rem_auto]">
          <DateField
            id="performance-from"
            label="From"
            value={from}
            onChange={setFrom}
            error={errors.from}
            max={todayIso()}
          />
          <DateField id="performance-to" label="To" value={to} onChange={setTo} error={errors.to} />
          <Button className="sm:mt-6" onClick={apply}>
            Show these days
          </Button>
        </div>
      ) : null}
    </div>
  );
}
