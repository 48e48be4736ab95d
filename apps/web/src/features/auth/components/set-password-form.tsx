import { useState } from 'react';
import { password as passwordSchema } from '@triptender/contract/auth';
import { ROLE, ROLE_HOME } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/feedback.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { getLinkInfo, setPasswordWithLink, type LinkInfo } from '../api/one-time-link.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { BrokenLink } from '@/components/ui/broken-link.tsx';
import { useLinkInfo } from '@/lib/use-link-page.ts';

const HEADINGS: Record<LinkInfo['purpose'], string> = {
  claim: 'Set a password to see your quotes',
  confirm: 'Confirm your trip request',
  invite: 'Join your team on TripTender',
  reset: 'Choose a new password',
};

export function SetPasswordForm({ token }: { token: string }) {
  const setAuth = useAuth((s) => s.setAuth);
  const { info, linkError } = useLinkInfo(token, getLinkInfo);
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  if (linkError) return <BrokenLink reason={linkError} to={paths.forgotPassword} label="Send me a new link" />;
  if (!info) return <Spinner label="Checking your link" />;

  const { password, confirm } = values;
  // both boxes take a new password, so the browser offers to generate and save one
  const field = (name: keyof typeof values) => ({
    type: 'password',
    autoComplete: 'new-password',
    value: values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    const next: typeof errors = {};
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    if (password !== confirm) next.confirm = 'The passwords do not match.';
    setErrors(next);
    if (next.password || next.confirm) return;
    setSubmitting(true);
    try {
      const res = await setPasswordWithLink({ token, password });
      setAuth(res.user, res.token);
      const home = ROLE_HOME[res.user.role.id] ?? paths.home;
      window.location.assign(
        res.user.role.id === ROLE.TRAVELLER && res.lead_id ? paths.user.request(res.lead_id) : home,
      );
    } catch (err) {
      const fields = err instanceof ApiError ? err.fieldErrors : {};
      setErrors({
        password: fields.password?.[0],
        form: fields.token?.[0] ?? (fields.password ? undefined : err instanceof Error ? err.message : String(err)),
      });
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{HEADINGS[info.purpose]}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {info.purpose === 'invite' && info.company_name
            ? `Hi ${info.first_name}, you have been invited to ${info.company_name}. `
            : `Hi ${info.first_name}. `}
          Your account is <strong>{info.email}</strong>.
        </p>
      </div>
      <TextField id="new-password" label="New password" hint="At least 8 characters." {...field('password')} />
      <TextField id="confirm-password" label="Confirm password" {...field('confirm')} />
      <FormAlert>{errors.form}</FormAlert>
      <SubmitButton className="w-full" pending={submitting} pendingLabel="Saving...">
        Set password and continue
      </SubmitButton>
    </form>
  );
}
