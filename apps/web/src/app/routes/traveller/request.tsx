import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/feedback.tsx';
import { ProposalCard } from '@/features/compare-bids/components/proposal-card.tsx';
import { ProposalActions } from '@/features/quotes/components/proposal-actions.tsx';
import { ReviewForm } from '@/features/reviews/components/review-form.tsx';
import { RequestDetail } from '@/features/traveller-requests/components/request-detail.tsx';

export function Component() {
  const id = Number(useParams().requestId);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Oops! Page not found" />;
  return (
    <RequestDetail
      id={id}
      renderProposal={(p, leadOpen) => (
        <ProposalCard
          proposal={p}
          full
          actions={leadOpen || p.status !== 'sent' ? <ProposalActions proposal={p} /> : null}
        >
          {p.status === 'accepted' ? (
            <ReviewForm quoteId={p.id} companyName={p.company.name} review={p.review} />
          ) : null}
        </ProposalCard>
      )}
    />
  );
}
