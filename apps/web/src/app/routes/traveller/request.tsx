import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/feedback.tsx';
import { QuoteCard } from '@/features/compare-bids/components/quote-card.tsx';
import { QuoteActions } from '@/features/quotes/components/quote-actions.tsx';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';
import { RequestDetail } from '@/features/traveller-leads/components/lead-detail.tsx';

export function Component() {
  const id = Number(useParams().requestId);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Oops! Page not found" />;
  return (
    <RequestDetail
      id={id}
      renderQuote={(p, leadOpen) => (
        <QuoteCard quote={p} full actions={leadOpen || p.status !== 'sent' ? <QuoteActions quote={p} /> : null} />
      )}
      // shown on the timeline once the trip is over (the API refuses a review before)
      renderReview={(p) => <ReviewForm quoteId={p.id} companyName={p.company.name} review={p.review} />}
    />
  );
}
