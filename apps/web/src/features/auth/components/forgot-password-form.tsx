import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBody } from '@triptender/contract/password-reset';
import { paths } from '@triptender/contract/paths';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestPasswordReset } from '../api/password-reset.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { EMAIL_FIELD } from './email-field.ts';

type Values = z.input<typeof forgotPasswordBody>;

export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const res = await requestPasswordReset(values);
      setSent(res.message);
    } catch (err) {
      setFormError(
        err instanceof ApiError && err.status === 422
          ? (Object.values(err.fieldErrors).flat()[0] ?? err.message)
          : err instanceof Error
            ? err.message
            : 'Something went wrong. Please try again.',
      );
    }
  });

  if (sent) {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-md bg-brand-50 px-3 py-3 text-sm text-brand-900">
          {sent}
        </p>
        <p className="text-sm text-slate-600">No email after a few minutes? Check your spam folder, or try again.</p>
        <div className="flex items-center justify-between">
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => setSent(null)}
          >
            Try again
          </button>
          <Link to={paths.login} className="text-sm font-medium text-brand-700 hover:underline">
            Back to login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField {...EMAIL_FIELD} error={errors.email?.message} {...register('email')} />
      <FormAlert>{formError ?? undefined}</FormAlert>
      <SubmitButton className="w-full" pending={isSubmitting} pendingLabel="Sending...">
        Email me a reset link
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </form>
  );
}
