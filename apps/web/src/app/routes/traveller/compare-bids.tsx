import { useNavigate } from 'react-router';
import { paths } from '@triptender/contract/paths';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { CompareBids } from '@/features/compare-bids/components/compare-bids.tsx';
import { QuoteActions } from '@/features/quotes/components/quote-actions.tsx';

export function Component() {
  const navigate = useNavigate();
  return (
    <>
      <title>Compare Bids | TripTender</title>
      <meta name="description" content="Compare the quotes tour operators sent for your trips, and accept the best." />
      <PageHeader title="Compare Bids" />
      <CompareBids
        renderActions={(p, compact) => (
          // after accepting, the trip leaves Compare Bids: its request page shows the outcome and the review form
          <QuoteActions quote={p} compact={compact} onAccepted={(leadId) => navigate(paths.user.request(leadId))} />
        )}
      />
    </>
  );
}
