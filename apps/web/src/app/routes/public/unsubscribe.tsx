import { useSearchParams } from 'react-router';
import { UnsubscribePanel } from '@/features/email-preferences/components/unsubscribe-panel.tsx';
import { AuthCard } from '../../layouts/auth-card.tsx';

export function Component() {
  const [params] = useSearchParams();
  return (
    <AuthCard
      head={
        <>
          <title>Unsubscribe | TripTender</title>
          <meta name="robots" content="noindex" />
        </>
      }
    >
      <UnsubscribePanel token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
