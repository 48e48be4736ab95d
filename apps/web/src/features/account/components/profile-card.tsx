import { useEffect } from 'react';
import { ACCOUNT_MESSAGES, updateProfileBody } from '@triptender/contract/account';
import type { z } from 'zod';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { fieldProps, submitState, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useUpdateProfile } from '../api/profile.ts';

type FormInput = z.input<typeof updateProfileBody>;
const FIELDS = ['first_name', 'last_name', 'mobile'] as const;

/**
 * "Your details": the name and mobile the user is known by. For a traveller, operators see them on
 * their requests (open and waiting ones follow a change), and the trip form fills them in.
 */
export function ProfileCard({ traveller }: { traveller: boolean }) {
  const user = useAuth((s) => s.user);
  const save = useUpdateProfile();
  const initial: FormInput = {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    mobile: user?.mobile ?? '',
  };
  const form = useSchemaForm(updateProfileBody, initial);
  const { handleSubmit, reset, setError, formState } = form;
  // the stored user is refreshed from the server as the page opens: show what it says, unless typing began
  const { first_name, last_name, mobile } = initial;
  useEffect(() => {
    if (!formState.isDirty) reset({ first_name, last_name, mobile });
  }, [first_name, last_name, mobile, formState.isDirty, reset]);
  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await save.mutateAsync(values);
      reset({ first_name: res.user.first_name, last_name: res.user.last_name, mobile: res.user.mobile ?? '' });
      toast.success(ACCOUNT_MESSAGES.profileSaved);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not save your details.');
    }
  });
  const field = (name: keyof FormInput) => fieldProps(form, 'profile', name);
  return (
    <SettingsCard title="Your details">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">
          {traveller
            ? 'Tour operators see these on your trip requests; requests still open or awaiting confirmation take a change too.'
            : 'Your team and TripTender see your name.'}{' '}
          Your email is {user?.email}.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <TextField label="First name" autoComplete="given-name" required {...field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" required {...field('last_name')} />
          <TextField
            label="Mobile"
            type="tel"
            autoComplete="tel"
            hint="Optional. With its country code, e.g. +353 85 123 4567."
            {...field('mobile')}
          />
        </div>
        <FormEnd {...submitState(form)} pendingLabel="Saving...">
          Save details
        </FormEnd>
      </form>
    </SettingsCard>
  );
}
