import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@triptender/contract/constants';
import { ROLE_HOME } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { login } from '../api/session.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { EMAIL_FIELD } from './email-field.ts';

type Errors = { email?: string; password?: string };

/**
 * Email and password. The login page is public, within the 100 KB first-load budget of public
 * pages, so the form has no form library and loads the contract's schema (zod) on first submit.
 * A failed login says so once, in the form (no toast on top of it).
 */
export function LoginForm() {
  const setAuth = useAuth((s) => s.setAuth);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    setFormError(null);
    setSubmitting(true);
    try {
      const { loginBody } = await import('@triptender/contract/auth');
      const parsed = loginBody.safeParse({ email: data.get('email'), password: data.get('password') });
      if (!parsed.success) {
        const next: Errors = {};
        for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
        setErrors(next);
        setSubmitting(false);
        return;
      }
      setErrors({});
      const res = await login(parsed.data);
      if (!res.token || !res.user) {
        setFormError(MESSAGES.invalidCredentials);
        setSubmitting(false);
        return;
      }
      setAuth(res.user, res.token);
      // a full load of the dashboard: "reload, then redirect by role"
      window.location.assign(ROLE_HOME[res.user.role.id] ?? paths.home);
    } catch (err) {
      setSubmitting(false);
      if (err instanceof ApiError && err.status === 422) {
        setFormError(Object.values(err.fieldErrors).flat()[0] ?? err.message);
      } else if (err instanceof ApiError && err.status === 429) {
        setFormError(err.message);
      } else {
        setFormError(err instanceof Error ? err.message : 'Login failed. Please try again.');
      }
    }
  };
  const clear = (field: keyof Errors) => () => errors[field] && setErrors((v) => ({ ...v, [field]: undefined }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...EMAIL_FIELD} name="email" onInput={clear('email')} error={errors.email} />
      <TextField
        id="password"
        label="Password"
        labelAside={
          <Link to={paths.forgotPassword} className="mb-1 text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        }
        type="password"
        autoComplete="current-password"
        required
        name="password"
        onInput={clear('password')}
        error={errors.password}
      />
      <FormAlert>{formError ?? undefined}</FormAlert>
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}
