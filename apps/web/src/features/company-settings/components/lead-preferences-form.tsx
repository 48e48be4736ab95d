import { useEffect, useRef } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useLocation } from 'react-router';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  TRAVEL_TYPES,
  TRAVEL_TYPE_LABELS,
  TRIP_TYPES,
  TRIP_TYPE_LABELS,
} from '@triptender/contract/enums';
import {
  LEAD_BUDGET_BANDS,
  LEAD_PREFERENCE_MESSAGES,
  leadPreferencesForm,
  type LeadPreferencesFormValues,
  MAX_DAYS_UNTIL_START,
  toLeadPreferencesForm,
} from '@triptender/contract/lead-preferences';
import { BUDGET_LABELS } from '@triptender/contract/marketplace';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ErrorState, Spinner } from '@/components/ui/feedback.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { FieldError, TextField } from '@/components/ui/input.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { fieldProps, useSchemaForm } from '@/lib/use-schema-form.ts';
import { type LeadPreferencesData, useLeadPreferences, useSaveLeadPreferences } from '../api/lead-preferences.ts';

const FIELDS = [
  'countries',
  'trip_types',
  'travel_types',
  'budget_bands',
  'min_people',
  'max_people',
  'max_days_until_start',
] as const;
const ANCHOR = 'lead-preferences';
type ListField = 'countries' | 'trip_types' | 'travel_types' | 'budget_bands';

/** A group of checkboxes; none ticked means any. */
function Choices({
  name,
  legend,
  choices,
  labels,
  register,
  error,
}: {
  name: ListField;
  legend: string;
  choices: readonly string[];
  labels: Record<string, string>;
  register: UseFormRegister<LeadPreferencesFormValues>;
  error: string | undefined;
}) {
  const errorId = `lead-prefs-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend} <span className="font-normal text-slate-600">(none ticked: any)</span>
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" value={c} {...register(name)} />
            {labels[c]}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

function PreferencesForm({
  companyId,
  stored,
  canEdit,
}: {
  companyId: number;
  stored: LeadPreferencesData;
  canEdit: boolean;
}) {
  const save = useSaveLeadPreferences(companyId);
  const form = useSchemaForm(leadPreferencesForm, toLeadPreferencesForm(stored));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  // after a save the form shows what is stored
  useEffect(() => reset(toLeadPreferencesForm(stored)), [stored, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(LEAD_PREFERENCE_MESSAGES.saved);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not save the lead preferences.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Lead preferences</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <Choices
            name="countries"
            legend="Countries"
            choices={COUNTRIES}
            labels={COUNTRY_LABELS}
            register={register}
            error={errors.countries?.message}
          />
          <Choices
            name="trip_types"
            legend="Trip types"
            choices={TRIP_TYPES}
            labels={TRIP_TYPE_LABELS}
            register={register}
            error={errors.trip_types?.message}
          />
          <Choices
            name="travel_types"
            legend="Travel types"
            choices={TRAVEL_TYPES}
            labels={TRAVEL_TYPE_LABELS}
            register={register}
            error={errors.travel_types?.message}
          />
          <Choices
            name="budget_bands"
            legend="Estimated budget"
            choices={LEAD_BUDGET_BANDS}
            labels={BUDGET_LABELS}
            register={register}
            error={errors.budget_bands?.message}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Smallest group"
            inputMode="numeric"
            hint="Travellers, 1 or more."
            {...fieldProps(form, 'lead-prefs', 'min_people')}
          />
          <TextField
            label="Largest group"
            inputMode="numeric"
            hint="Empty: any size."
            {...fieldProps(form, 'lead-prefs', 'max_people')}
          />
          <TextField
            label="Trip starts within (days)"
            inputMode="numeric"
            hint={`Empty: any time; up to ${MAX_DAYS_UNTIL_START}.`}
            {...fieldProps(form, 'lead-prefs', 'max_days_until_start')}
          />
        </div>
        <FormAlert>{errors.root?.message}</FormAlert>
        {canEdit ? (
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              variant="outline"
              disabled={!isDirty || isSubmitting}
              onClick={() => reset(toLeadPreferencesForm(stored))}
            >
              Discard changes
            </Button>
            <SubmitButton pending={isSubmitting} pendingLabel="Saving...">
              Save lead preferences
            </SubmitButton>
          </div>
        ) : null}
      </fieldset>
    </form>
  );
}

/**
 * What kind of leads the company wants: its marketplace opens on the ones that fit. The Manager
 * edits it; everyone else in the company reads it.
 */
export function LeadPreferencesForm({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { data, error, refetch } = useLeadPreferences(companyId);
  const card = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = data !== undefined;
  useEffect(() => {
    // the marketplace's "Set your lead preferences" links to #lead-preferences: land here once it is drawn
    if (hash !== `#${ANCHOR}` || !loaded) return;
    const timer = setTimeout(() => card.current?.scrollIntoView({ block: 'start' }), 0);
    return () => clearTimeout(timer);
  }, [hash, loaded]);
  return (
    <Card>
      <section ref={card} id={ANCHOR} aria-labelledby="lead-preferences-title" className="scroll-mt-20">
        <CardHeader>
          <CardTitle id="lead-preferences-title">Lead preferences</CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            The marketplace opens on the trip requests that fit these; the All leads tab still lists every request.
          </p>
        </CardHeader>
        <CardContent>
          {canEdit ? null : (
            <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              Only a Manager of your company can change the lead preferences.
            </p>
          )}
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : !data ? (
            <Spinner label="Loading your lead preferences" />
          ) : (
            <>
              {data.is_set ? null : (
                <p className="mb-4 text-sm text-slate-700">Not set yet: every trip request matches until you choose.</p>
              )}
              <PreferencesForm companyId={companyId} stored={data} canEdit={canEdit} />
            </>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
