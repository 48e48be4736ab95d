import { BadgeCheck } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { updateCompanyBody } from '@triptender/contract/companies';
import { COUNTRIES, COUNTRY_LABELS, TRIP_TYPES, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { CheckboxGroup } from '@/components/ui/checkbox-group.tsx';
import { FieldError, Input, Label } from '@/components/ui/input.tsx';
import type { CompanyProfileData } from '../api/company-profile.ts';

type FormInput = z.input<typeof updateCompanyBody>;
const LISTS = [
  ['countries_served', 'Areas served', COUNTRIES, COUNTRY_LABELS],
  ['trip_types_served', 'Trip types', TRIP_TYPES, TRIP_TYPE_LABELS],
] as const;

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
      {LISTS.map(([name, legend, choices, labels]) => (
        <CheckboxGroup
          key={name}
          legend={legend}
          choices={choices}
          labels={labels}
          field={register(name)}
          error={errors[name]?.message}
          errorId={`company-${name}-error`}
        />
      ))}
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
