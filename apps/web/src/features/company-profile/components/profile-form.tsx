import { Building2 } from 'lucide-react';
import { useRef } from 'react';
import type { z } from 'zod';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES, LOGO_MIME_TYPES, updateCompanyBody } from '@triptender/contract/companies';
import { FormAlert, FormEnd } from '@/components/ui/form-alert.tsx';
import { FieldError, Input, Label, Textarea } from '@/components/ui/input.tsx';
import { ProgressBar } from '@/components/ui/progress-bar.tsx';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { toast } from '@/lib/toast.ts';
import { useStoredForm } from '@/lib/use-schema-form.ts';
import { type CompanyProfileData, useUpdateCompany, useUploadLogo } from '../api/company-profile.ts';
import { ServiceFields } from './service-fields.tsx';

type FormInput = z.input<typeof updateCompanyBody>;
const toForm = (c: CompanyProfileData): FormInput => ({
  name: c.name,
  email: c.email,
  website: c.website ?? '',
  phone: c.phone ?? '',
  address: c.address ?? '',
  about: c.about ?? '',
  countries_served: c.countries_served,
  trip_types_served: c.trip_types_served,
  licence_number: c.licence_number ?? '',
});

function LogoField({ company, disabled }: { company: CompanyProfileData; disabled: boolean }) {
  const upload = useUploadLogo(company.id);
  const input = useRef<HTMLInputElement>(null);
  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) toast.error(COMPANY_MESSAGES.logoType);
    else if (file.size > LOGO_MAX_BYTES) toast.error(COMPANY_MESSAGES.logoSize);
    else upload.mutate(file, { onSuccess: () => toast.success(COMPANY_MESSAGES.logoSaved) });
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      {company.logo_url ? (
        <img
          src={company.logo_url}
          alt={`${company.name} logo`}
          className="h-20 w-20 rounded-lg border border-slate-200 bg-white object-contain"
        />
      ) : (
        <div className="flex h-20 w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50">
          <Building2 className="h-8 w-8 text-slate-400" aria-hidden />
        </div>
      )}
      <div>
        <Label htmlFor="company-logo">Logo</Label>
        <input
          ref={input}
          id="company-logo"
          type="file"
          accept={LOGO_MIME_TYPES.join(',')}
          disabled={disabled || upload.isPending}
          onChange={(e) => onFile(e.target.files?.[0])}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 disabled:opacity-60"
          aria-describedby="company-logo-hint"
        />
        <p id="company-logo-hint" className="mt-1 text-xs text-slate-600">
          {upload.isPending ? 'Uploading...' : 'PNG, JPEG or WebP, up to 2 MB.'}
        </p>
      </div>
    </div>
  );
}

/** The company profile: it really saves. Read-only for those who may not edit it. */
export function ProfileForm({ company, canEdit }: { company: CompanyProfileData; canEdit: boolean }) {
  const { form, onSubmit, end } = useStoredForm('company', updateCompanyBody, company, toForm, {
    save: useUpdateCompany(company.id).mutateAsync,
    saved: COMPANY_MESSAGES.saved,
    failure: 'Could not save the profile.',
  });
  const { register } = form;
  const { errors } = form.formState;

  const field = (name: keyof FormInput & keyof typeof errors) => ({
    id: `company-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `company-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <SettingsCard
      title="Company profile"
      header={
        <div className="mt-3 space-y-2">
          <div className="flex justify-between text-sm">
            <span className="text-slate-700">Profile completion</span>
            <span className="font-semibold text-slate-900">{company.profile.percent}%</span>
          </div>
          <ProgressBar value={company.profile.percent} label="Profile completion" />
          {company.profile.complete ? null : (
            <p className="text-sm text-slate-600">Missing: {company.profile.missing.join(', ')}.</p>
          )}
        </div>
      }
    >
      {canEdit ? null : (
        <p className="mb-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Only a Manager of your company can change the profile.
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <LogoField company={company} disabled={!canEdit} />
        <fieldset disabled={!canEdit} className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <Label htmlFor="company-name">Company name</Label>
              <Input autoComplete="organization" {...field('name')} />
              <FieldError id="company-name-error">{errors.name?.message}</FieldError>
            </div>
            <div>
              <Label htmlFor="company-email">Contact email</Label>
              <Input type="email" autoComplete="email" {...field('email')} />
              <FieldError id="company-email-error">{errors.email?.message}</FieldError>
            </div>
            <div>
              <Label htmlFor="company-website">Website</Label>
              <Input type="url" placeholder="https://" autoComplete="url" {...field('website')} />
              <FieldError id="company-website-error">{errors.website?.message}</FieldError>
            </div>
            <div>
              <Label htmlFor="company-phone">Phone</Label>
              <Input type="tel" autoComplete="tel" {...field('phone')} />
              <FieldError id="company-phone-error">{errors.phone?.message}</FieldError>
            </div>
          </div>
          <div>
            <Label htmlFor="company-address">Address</Label>
            <Input autoComplete="street-address" {...field('address')} />
            <FieldError id="company-address-error">{errors.address?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor="company-about">About</Label>
            <Textarea rows={5} {...field('about')} />
            <FieldError id="company-about-error">{errors.about?.message}</FieldError>
          </div>
          <ServiceFields company={company} register={register} errors={errors} />
          {canEdit ? (
            <FormEnd {...end} pendingLabel="Saving...">
              Save Changes
            </FormEnd>
          ) : (
            <FormAlert>{errors.root?.message}</FormAlert>
          )}
        </fieldset>
      </form>
    </SettingsCard>
  );
}
