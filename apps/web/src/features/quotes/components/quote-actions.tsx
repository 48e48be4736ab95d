import { Check, MessageSquare, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Label, Textarea } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { useAcceptQuote, useDeclineQuote } from '../api/traveller-quotes.ts';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';

/**
 * Accept (after a confirmation), Decline (with an optional reason the company sees) and Message
 * (the conversation with that company). A quote no longer sent shows its status instead.
 */
export function QuoteActions({
  quote,
  onAccepted,
  compact,
}: {
  quote: TravellerQuote;
  onAccepted?: (leadId: number) => void;
  compact?: boolean;
}) {
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const accept = useAcceptQuote();
  const decline = useDeclineQuote();
  const company = quote.company.name;
  const size = compact ? 'sm' : 'md';

  return (
    <div className={cn('flex gap-2', compact ? 'flex-col items-stretch' : 'flex-wrap items-center')}>
      {quote.status === 'sent' ? (
        <>
          <Button size={size} onClick={() => setAccepting(true)} aria-label={`Accept ${company}'s proposal`}>
            <Check className="h-4 w-4" aria-hidden="true" />
            Accept
          </Button>
          <Button
            size={size}
            variant="outline"
            onClick={() => setDeclining(true)}
            aria-label={`Decline ${company}'s proposal`}
          >
            <X className="h-4 w-4" aria-hidden="true" />
            Decline
          </Button>
        </>
      ) : (
        <QuoteStatusBadge status={quote.status} />
      )}
      {quote.conversation_id !== null ? (
        <Link
          to={`${paths.user.messages}?conversation=${quote.conversation_id}`}
          className={cn(buttonClass('ghost', size))}
          aria-label={`Message ${company}`}
        >
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          Message
        </Link>
      ) : null}

      <ConfirmDialog
        open={accepting}
        onOpenChange={setAccepting}
        title="Accept this proposal?"
        description={`${company} will be told you accepted their ${formatMoney(quote.price_cents, quote.currency)} proposal. The other proposals for this trip will be declined.`}
        confirmLabel="Accept proposal"
        tone="primary"
        pending={accept.isPending}
        onConfirm={() =>
          accept.mutate(quote.id, {
            onSuccess: (data) => onAccepted?.(data.lead.id),
            onSettled: () => setAccepting(false),
          })
        }
      />
      <Dialog open={declining} onOpenChange={setDeclining}>
        <DialogContent title="Decline this proposal?" description={`${company} will see that you declined it.`}>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              decline.mutate({ id: quote.id, reason: reason.trim() || null }, { onSettled: () => setDeclining(false) });
            }}
          >
            <div>
              <Label htmlFor={`decline-reason-${quote.id}`}>Reason (optional)</Label>
              <Textarea
                id={`decline-reason-${quote.id}`}
                maxLength={1000}
                placeholder="For example: over our budget, or we found dates elsewhere."
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <div className="flex justify-end gap-3">
              <Button variant="outline" onClick={() => setDeclining(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={decline.isPending}>
                {decline.isPending ? 'Declining...' : 'Decline proposal'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
