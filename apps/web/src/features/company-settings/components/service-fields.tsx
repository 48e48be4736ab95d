import { BadgeCheck } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { updateCompanyBody } from '@triptender/contract/companies';
import { COUNTRIES, COUNTRY_LABELS, TRIP_TYPES, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import type { CompanyProfileData } from '../api/company-profile.ts';

type FormInput = z.input<typeof updateCompanyBody>;

function Choices<K extends 'countries_served' | 'trip_types_served'>({
  name,
  legend,
  choices,
  labels,
  register,
  error,
}: {
  name: K;
  legend: string;
  choices: readonly string[];
  labels: Record<string, string>;
  register: UseFormRegister<FormInput>;
  error: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `company-${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {choices.map((c) => (
          <label key={c} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" className="h-4 w-4 accent-brand-700" value={c} {...register(name)} />
            {labels[c]}
          </label>
        ))}
      </div>
      <FieldError id={`company-${name}-error`}>{error}</FieldError>
    </fieldset>
  );
}

/**
 * What the operator's public profile shows besides the contact details: the areas and trip types it
 * serves, and its licence number (verified by an admin; a new number needs a new check).
 */
export function ServiceFields({
  company,
  register,
  errors,
}: {
  company: CompanyProfileData;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}) {
  const verified = company.licence_number !== null && company.licence_verified_at !== null;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Choices
        name="countries_served"
        legend="Areas served"
        choices={COUNTRIES}
        labels={COUNTRY_LABELS}
        register={register}
        error={errors.countries_served?.message}
      />
      <Choices
        name="trip_types_served"
        legend="Trip types"
        choices={TRIP_TYPES}
        labels={TRIP_TYPE_LABELS}
        register={register}
        error={errors.trip_types_served?.message}
      />
      <div className="md:col-span-2">
        <Label htmlFor="company-licence_number">Tour operator licence number</Label>
        <Input
          id="company-licence_number"
          className="max-w-sm"
          aria-invalid={errors.licence_number ? true : undefined}
          aria-describedby={`company-licence_number-hint${errors.licence_number ? ' company-licence_number-error' : ''}`}
          {...register('licence_number')}
        />
        <p id="company-licence_number-hint" className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
          {verified ? (
            <>
              <BadgeCheck className="h-4 w-4 text-brand-700" aria-hidden />
              Verified by TripTender. Changing the number removes the verification until we check the new one.
            </>
          ) : company.licence_number ? (
            'Not verified yet: TripTender checks it and marks it verified on your public profile.'
          ) : (
            'Shown on your public profile; TripTender verifies it.'
          )}
        </p>
        <FieldError id="company-licence_number-error">{errors.licence_number?.message}</FieldError>
      </div>
    </div>
  );
}
