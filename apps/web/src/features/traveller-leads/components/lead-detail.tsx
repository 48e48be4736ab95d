import { formatDate } from '@/lib/format.ts';
import { ArrowLeft, Scale } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@triptender/contract/paths';
import type { TravellerQuote } from '@triptender/contract/quotes';
import type { TravellerLeadDetail } from '@triptender/contract/traveller-leads';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FactList, requestFacts } from '@/components/ui/fact-list.tsx';
import { ItemList } from '@/components/ui/item-list.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { useTravellerLead, useCloseRequest } from '../api/traveller-leads.ts';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { PENDING_REQUEST_MESSAGES } from '@triptender/contract/traveller-leads';
import { BookingTimeline } from './booking-timeline.tsx';
import { EditRequestDialog } from './edit-request-dialog.tsx';
import { PendingActions } from './pending-actions.tsx';

/**
 * One request: the trip, its quotes (rendered by the page), 'Edit' and 'Close request' while it is
 * open, and once a quote is accepted what happens next (`renderReview`: the page's review of it).
 */
export function RequestDetail({
  id,
  renderQuote,
  renderReview,
}: {
  id: number;
  renderQuote: (quote: TravellerQuote, leadOpen: boolean) => ReactNode;
  renderReview: (quote: TravellerQuote, request: TravellerLeadDetail) => ReactNode;
}) {
  const request = useTravellerLead(id);
  const close = useCloseRequest();
  const [closing, setClosing] = useState(false);
  const navigate = useNavigate();

  if (request.isPending) return <Skeleton className="h-96" />;
  if (request.isError) return <ErrorState error={request.error} onRetry={() => void request.refetch()} />;
  const r = request.data;
  const open = r.status === 'open';
  const waiting = r.proposals.filter((p) => p.status === 'sent').length;
  const accepted = r.status === 'accepted' ? r.proposals.find((p) => p.status === 'accepted') : undefined;

  return (
    <>
      <title>{`${r.title} | TripTender`}</title>
      <Link to={paths.user.requests} className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My requests
      </Link>
      <PageHeader
        title={r.title}
        description={<LeadStatusBadge status={r.status} />}
        actions={
          open ? (
            <>
              {waiting > 0 ? (
                <Link to={`${paths.user.compareBids}?trip=${r.id}`} className={buttonClass('outline')}>
                  <Scale className="h-4 w-4" aria-hidden="true" />
                  Compare bids
                </Link>
              ) : null}
              <EditRequestDialog request={r} />
              <Button variant="danger" onClick={() => setClosing(true)}>
                Close request
              </Button>
            </>
          ) : null
        }
      />
      {r.status === 'pending' ? (
        <section
          aria-label="Awaiting your confirmation"
          className="mb-6 space-y-3 rounded-md border border-amber-200 bg-amber-50 p-4"
        >
          <p className="text-sm text-amber-950">{PENDING_REQUEST_MESSAGES.explanation}</p>
          <PendingActions request={r} onDiscarded={() => void navigate(paths.user.requests)} />
        </section>
      ) : null}
      {r.status === 'expired' ? (
        <p role="status" className="mb-6 rounded-md bg-slate-100 p-4 text-sm text-slate-800">
          {PENDING_REQUEST_MESSAGES.expired}
        </p>
      ) : null}
      {accepted ? <BookingTimeline request={r} quote={accepted} review={renderReview(accepted, r)} /> : null}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-1">
          <CardHeader>
            <CardTitle>Your trip</CardTitle>
          </CardHeader>
          <CardContent>
            <FactList
              className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm"
              facts={[
                ...requestFacts(r),
                ['Posted', formatDate(r.created_at)],
                ['Operators who bought it', r.purchases_count],
              ]}
            />
            <p className="mt-4 text-sm text-slate-700">{r.special_requests || 'No special requests.'}</p>
          </CardContent>
        </Card>
        <section className="space-y-4 lg:col-span-2" aria-labelledby="quotes-heading">
          <h2 id="quotes-heading" className="text-lg font-semibold text-slate-900">
            Quotes ({r.proposals.length})
          </h2>
          {r.proposals.length === 0 ? (
            <Card>
              <EmptyState title="No bids yet">
                {r.status === 'open'
                  ? 'Suppliers will submit their proposals here. You will be notified when new bids arrive.'
                  : r.status === 'pending'
                    ? 'Tour operators see this request once you confirm it; their proposals will appear here.'
                    : 'This request is closed, so it takes no more proposals.'}
              </EmptyState>
            </Card>
          ) : (
            <ItemList items={r.proposals} className="space-y-4">
              {(p) => renderQuote(p, open)}
            </ItemList>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Close this request?"
        description={
          waiting > 0
            ? `Operators will no longer be able to buy it or send quotes, and the ${waiting} ${waiting === 1 ? 'quote' : 'quotes'} still waiting will be declined.`
            : 'Operators will no longer be able to buy it or send quotes.'
        }
        confirmLabel="Close request"
        pending={close.isPending}
        onConfirm={() => close.mutate(r.id, { onSettled: () => setClosing(false) })}
      />
    </>
  );
}
