import { useNavigate } from 'react-router';
import { changePasswordForm } from '@triptender/contract/account';
import { paths } from '@triptender/contract/paths';
import type { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FormEnd } from '@/components/ui/form-alert.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { showSubmitError } from '@/lib/form-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useAsking } from '@/lib/use-confirming.ts';
import { fieldProps, submitState, useSchemaForm } from '@/lib/use-schema-form.ts';
import { useChangePassword } from '../api/password.ts';
import { useSignOutEverywhere } from '../api/sessions.ts';

type FormInput = z.input<typeof changePasswordForm>;
const EMPTY: FormInput = { current_password: '', password: '', password_confirmation: '' };
const FIELDS = ['current_password', 'password'] as const;

function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useSchemaForm(changePasswordForm, EMPTY);
  const { handleSubmit, reset, setError } = form;
  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    try {
      const res = await change.mutateAsync({ current_password, password });
      reset(EMPTY);
      toast.success(res.message);
    } catch (err) {
      showSubmitError(err, FIELDS, setError, 'Could not change the password.');
    }
  });
  const field = (name: keyof FormInput) => fieldProps(form, 'account', name);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">Change password</h3>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...field('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          required
          {...field('password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          {...field('password_confirmation')}
        />
      </div>
      <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
      <FormEnd {...submitState(form)} pendingLabel="Changing...">
        Change password
      </FormEnd>
    </form>
  );
}

// the section's heading, its button and the confirming one
const SIGN_OUT_EVERYWHERE = 'Sign out everywhere';

function SignOutEverywhere() {
  const asking = useAsking();
  const signOut = useSignOutEverywhere();
  const navigate = useNavigate();
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: (res) => {
        asking.done();
        toast.success(res.message);
        navigate(paths.login, { replace: true });
      },
      onError: (err) => toast.error('Could not sign out everywhere.', { description: err.message }),
    });
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-base font-semibold text-slate-900">{SIGN_OUT_EVERYWHERE}</h3>
        <p className="text-sm text-slate-600">
          Ends every session of your account, on this device too: use it if a device was lost or shared.
        </p>
      </div>
      <Button variant="outline" onClick={asking.ask}>
        {SIGN_OUT_EVERYWHERE}
      </Button>
      <ConfirmDialog
        {...asking.dialog}
        title={`${SIGN_OUT_EVERYWHERE}?`}
        description="Every device signed in to your account, this one included, is signed out. You will need your password to sign in again."
        confirmLabel={SIGN_OUT_EVERYWHERE}
        pending={signOut.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

/** Password change and "sign out everywhere" (decision 021), on the account page of each portal. */
export function AccountSecurityCard() {
  return (
    <SettingsCard title="Password and sessions" contentClassName="space-y-6">
      <ChangePasswordForm />
      <SignOutEverywhere />
    </SettingsCard>
  );
}
