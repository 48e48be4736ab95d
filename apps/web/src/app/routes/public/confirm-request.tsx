import { useSearchParams } from 'react-router';
import { ConfirmRequest } from '@/features/auth/components/confirm-request.tsx';
import { AuthCard } from '../../layouts/auth-card.tsx';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      head={
        <>
          <title>Confirm your trip request | TripTender</title>
          <meta name="robots" content="noindex" />
        </>
      }
    >
      <ConfirmRequest token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
