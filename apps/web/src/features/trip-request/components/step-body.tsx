import { AUTO_ADVANCE_CHOICE_MS, AUTO_ADVANCE_TEXT_MS } from '@triptender/contract/constants';
import { Calendar } from '@/components/ui/calendar.tsx';
import { tripStartBounds } from '@/lib/calendar-days.ts';
import { fieldError, type Draft, type DraftField, type Step } from '../steps.ts';
import { ChoiceStep } from './choice-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { NumberStep } from './number-step.tsx';
import { TextStep } from './text-step.tsx';

/**
 * The answer part of one step: the control its kind needs, wired to the dialog's answers. A choice or
 * a date moves on by itself after a moment; a valid number or contact field when it is left.
 */
export function StepBody({
  step,
  id,
  legendId,
  draft,
  locked,
  errorOf,
  checkedFields,
  stepValid,
  change,
  touch,
  advance,
  advanceIn,
}: {
  step: Step;
  /** The dialog's id prefix, so field ids stay unique on the page. */
  id: string;
  legendId: string;
  draft: Draft;
  locked: ReadonlySet<'first_name' | 'last_name' | 'email' | 'mobile'>;
  errorOf: (field: DraftField) => string | null;
  /** The fields of this step that the traveller answers (the account's locked ones are not). */
  checkedFields: DraftField[];
  stepValid: () => boolean;
  change: (field: DraftField, value: string) => void;
  touch: (fields: DraftField[]) => void;
  advance: () => void;
  advanceIn: (ms: number) => void;
}) {
  /** An answer that is checked as soon as it is given. */
  const changeAndTouch = (field: DraftField) => (value: string) => {
    change(field, value);
    touch([field]);
  };
  switch (step.kind) {
    case 'choice':
      return (
        <ChoiceStep
          name={`${id}-${step.field}`}
          options={step.options}
          value={draft[step.field]}
          onChange={changeAndTouch(step.field)}
          onPicked={() => advanceIn(AUTO_ADVANCE_CHOICE_MS)}
          onEnter={advance}
        />
      );
    case 'number':
      return (
        <NumberStep
          id={`${id}-${step.field}`}
          label={step.label}
          hint={step.hint}
          min={step.min}
          value={draft[step.field]}
          error={errorOf(step.field)}
          onChange={changeAndTouch(step.field)}
          onBlurValid={() => {
            if (draft[step.field] !== '') touch([step.field]);
            if (fieldError(step.field, draft[step.field]) === null) advanceIn(AUTO_ADVANCE_TEXT_MS);
          }}
          onEnter={advance}
        />
      );
    case 'date':
      return (
        <Calendar
          value={draft.start_date}
          labelledBy={legendId}
          {...tripStartBounds()}
          onPick={(v) => {
            changeAndTouch('start_date')(v);
            advanceIn(AUTO_ADVANCE_CHOICE_MS);
          }}
        />
      );
    case 'contact':
      return (
        <ContactStep
          idPrefix={id}
          draft={draft}
          errors={Object.fromEntries(checkedFields.map((f) => [f, errorOf(f)]))}
          locked={locked}
          onChange={change}
          onTouch={(f) => draft[f] !== '' && touch([f])}
          onLeaveValid={() => stepValid() && advanceIn(AUTO_ADVANCE_TEXT_MS)}
          onEnter={advance}
        />
      );
    case 'text':
      return (
        <TextStep
          id={`${id}-${step.field}`}
          hint={step.hint}
          value={draft.special_requests}
          onChange={(v) => change('special_requests', v)}
          onSubmitShortcut={advance}
        />
      );
  }
}
