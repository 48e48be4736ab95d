import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { AuthCard } from '../../layouts/auth-card.tsx';

export function Component() {
  return (
    <AuthCard
      head={
        <PageHead
          title="Forgot password | TripTender"
          description="Reset your TripTender password: we email you a link to choose a new one."
        />
      }
    >
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Forgot password?</h1>
      <p className="mb-6 text-sm text-slate-600">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
