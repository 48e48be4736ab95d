import { LoginForm } from '@/features/auth/components/login-form.tsx';
import { PageHead } from '@/features/site/components/page-head.tsx';
import { AuthCard } from '../../layouts/auth-card.tsx';

export function Component() {
  return (
    <AuthCard
      head={
        <PageHead
          title="Login | TripTender"
          description="Sign in to TripTender to manage your trip requests, compare quotes, or answer travellers as a tour operator."
        />
      }
    >
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Login</h1>
      <p className="mb-6 text-sm text-slate-600">Welcome back. Sign in to your account.</p>
      <LoginForm />
    </AuthCard>
  );
}
