import { useState } from 'react';
import { Label, Select } from './input.tsx';
import { cn } from '@/lib/cn.ts';

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The options of a select of fixed choices, each shown by its label in `labels` (capitalised without
 * one); with `blank`, a first option of '' saying it ('Choose a reason', 'All').
 */
export function ChoiceOptions<const T extends string>({
  choices,
  labels,
  blank,
}: {
  choices: readonly T[];
  labels?: Readonly<Record<T, string>> | undefined;
  blank?: string | undefined;
}) {
  return (
    <>
      {blank !== undefined ? <option value="">{blank}</option> : null}
      {choices.map((c) => (
        <option key={c} value={c}>
          {labels?.[c] ?? capitalised(c)}
        </option>
      ))}
    </>
  );
}

/**
 * A labelled select of fixed choices (a status, a priority, a country), each shown by its label in
 * `labels` (capitalised without one); with `allLabel`, a first choice of '' that stands for all of them.
 */
export function ChoiceSelect<const T extends string>({
  id,
  label,
  value,
  choices,
  allLabel,
  labels,
  onChange,
  className,
  inline = false,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly T[];
  allLabel?: string;
  labels?: Readonly<Record<T, string>>;
  onChange: (value: T | '') => void;
  className?: string;
  /** The label beside the select, small, as in a toolbar. */
  inline?: boolean;
}) {
  const select = (
    <Select id={id} className={className} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
      <ChoiceOptions choices={choices} labels={labels} blank={allLabel} />
    </Select>
  );
  return (
    <div className={cn(inline && 'flex items-center gap-2')}>
      <Label htmlFor={id} className={cn(inline && 'mb-0 text-xs')}>
        {label}
      </Label>
      {select}
    </div>
  );
}

/** One select of a filter row, as a row of a table: the filter it sets and what it offers. */
export type ChoiceFilter<K extends string> = {
  key: K;
  label: string;
  choices: readonly string[];
  labels: Readonly<Record<string, string>>;
  allLabel?: string;
};

/**
 * A choice that is always made, in a toolbar (a chart's period or range): the chosen value, starting at
 * `initial`, and the inline select that changes it.
 */
export function useToolbarChoice<const T extends string>({
  initial,
  ...select
}: {
  id: string;
  label: string;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  initial: T;
}) {
  const [value, setValue] = useState<T>(initial);
  const picker = <ChoiceSelect {...select} inline value={value} onChange={(v) => v && setValue(v)} />;
  return [value, picker] as const;
}
