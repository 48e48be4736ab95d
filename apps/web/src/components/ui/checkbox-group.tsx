import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from './input.tsx';

/**
 * A group of checkboxes for one list field of a form: a box for each choice, named by its label, all
 * registered as `field`, with the list's message below (`errorId`, which the group is described by).
 */
export function CheckboxGroup({
  legend,
  note,
  choices,
  labels,
  field,
  error,
  errorId,
}: {
  legend: string;
  /** Said after the legend, lighter (what none ticked means). */
  note?: string;
  choices: readonly string[];
  labels: Record<string, string>;
  field: UseFormRegisterReturn;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        {note ? (
          <>
            {' '}
            <span className="font-normal text-slate-600">{note}</span>
          </>
        ) : null}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" value={c} {...field} />
            {labels[c]}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
