import { useSearchParams } from 'react-router';
import { SetPasswordForm } from '@/features/auth/components/set-password-form.tsx';
import { AuthCard } from '../../layouts/auth-card.tsx';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      head={
        <>
          <title>Set your password | TripTender</title>
          <meta name="robots" content="noindex" />
        </>
      }
    >
      <SetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
