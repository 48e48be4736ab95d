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
  MAX_DAYS_UNTIL_START,
  toLeadPreferencesForm,
} from '@triptender/contract/lead-preferences';
import { BUDGET_LABELS } from '@triptender/contract/marketplace';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FormAlert, FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { SettingsCard, WhenLoaded } from '@/components/ui/settings-card.tsx';
import { useHashTarget } from '@/lib/use-hash-target.ts';
import { useStoredForm } from '@/lib/use-schema-form.ts';
import { type LeadPreferencesData, useLeadPreferences, useSaveLeadPreferences } from '../api/lead-preferences.ts';

const ANCHOR = 'lead-preferences';
/** The lists a company narrows its leads by; none ticked means any. */
const LISTS = [
  ['countries', 'Countries', COUNTRIES, COUNTRY_LABELS],
  ['trip_types', 'Trip types', TRIP_TYPES, TRIP_TYPE_LABELS],
  ['travel_types', 'Travel types', TRAVEL_TYPES, TRAVEL_TYPE_LABELS],
  ['budget_bands', 'Estimated budget', LEAD_BUDGET_BANDS, BUDGET_LABELS],
] as const;

function PreferencesForm({
  companyId,
  stored,
  canEdit,
}: {
  companyId: number;
  stored: LeadPreferencesData;
  canEdit: boolean;
}) {
  const { form, onSubmit, end, field } = useStoredForm(
    'lead-prefs',
    leadPreferencesForm,
    stored,
    toLeadPreferencesForm,
    {
      save: useSaveLeadPreferences(companyId).mutateAsync,
      saved: LEAD_PREFERENCE_MESSAGES.saved,
      failure: 'Could not save the lead preferences.',
    },
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset disabled={!canEdit} className="space-y-4">
        <legend className="sr-only">Lead preferences</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {LISTS.map(([name, legend, choices, labels]) => (
            <CheckboxGroup
              key={name}
              legend={legend}
              note="(none ticked: any)"
              choices={choices}
              labels={labels}
              field={form.register(name)}
              error={errors[name]?.message}
              errorId={`lead-prefs-${name}-error`}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Smallest group"
            inputMode="numeric"
            hint="Travellers, 1 or more."
            {...field('min_people')}
          />
          <TextField label="Largest group" inputMode="numeric" hint="Empty: any size." {...field('max_people')} />
          <TextField
            label="Trip starts within (days)"
            inputMode="numeric"
            hint={`Empty: any time; up to ${MAX_DAYS_UNTIL_START}.`}
            {...field('max_days_until_start')}
          />
        </div>
        {canEdit ? (
          <FormEnd {...end} pendingLabel="Saving...">
            Save lead preferences
          </FormEnd>
        ) : (
          <FormAlert>{errors.root?.message}</FormAlert>
        )}
      </fieldset>
    </form>
  );
}

/**
 * What kind of leads the company wants: its marketplace opens on the ones that fit. The Manager
 * edits it; everyone else in the company reads it.
 */
export function LeadPreferencesForm({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const query = useLeadPreferences(companyId);
  // the marketplace's "Set your lead preferences" links to #lead-preferences
  const card = useHashTarget<HTMLElement>(ANCHOR, query.data !== undefined);
  return (
    <SettingsCard
      title="Lead preferences"
      section={{ titleId: 'lead-preferences-title', ref: card, id: ANCHOR, className: 'scroll-mt-20' }}
      description="The marketplace opens on the trip requests that fit these; the All leads tab still lists every request."
    >
      {canEdit ? null : (
        <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Only a Manager of your company can change the lead preferences.
        </p>
      )}
      <WhenLoaded query={query} loadingLabel="Loading your lead preferences">
        {(data) => (
          <>
            {data.is_set ? null : (
              <p className="mb-4 text-sm text-slate-700">Not set yet: every trip request matches until you choose.</p>
            )}
            <PreferencesForm companyId={companyId} stored={data} canEdit={canEdit} />
          </>
        )}
      </WhenLoaded>
    </SettingsCard>
  );
}
