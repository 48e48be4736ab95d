import { Check, MessageSquare, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DECLINE_REASON_LABELS,
  TRAVELLER_DECLINE_REASONS,
  type TravellerDeclineReason,
} from '@triptender/contract/quote-terms';
import { formatApprox, formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { changeLines } from '@triptender/contract/quote-changes';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { ChoiceOptions } from '@/components/ui/choice-select.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Label, Select, Textarea } from '@/components/ui/input.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/format.ts';
import { possessive } from '@triptender/contract/words';
import { revisedQuoteOf, useAcceptQuote, useDeclineQuote } from '../api/traveller-quotes.ts';

/** "€3,890 (≈ $4,523)": a price in its currency and, when compared in another, converted. */
const priceWords = (q: TravellerQuote) =>
  formatMoney(q.price_cents, q.currency) +
  (q.converted.currency !== q.currency ? ` (${formatApprox(q.converted.price_cents, q.converted.currency)})` : '');

/**
 * Accept (after a confirmation), Decline (with a reason from the list and words of one's own, both
 * optional, that the company sees) and Message. Accepting accepts the version on screen: if the
 * operator revised the quote meanwhile, the traveller is shown what changed and asked to accept the
 * new version. A quote no longer sent shows its status instead.
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
  const [accepting, setAccepting] = useState<TravellerQuote | null>(null);
  const [revised, setRevised] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reasonCode, setReasonCode] = useState<TravellerDeclineReason | ''>('');
  const [reason, setReason] = useState('');
  const accept = useAcceptQuote();
  const decline = useDeclineQuote();
  const company = quote.company.name;
  const size = compact ? 'sm' : 'md';

  const confirmAccept = (shown: TravellerQuote) =>
    accept.mutate(
      { id: shown.id, version: shown.version },
      {
        onSuccess: (data) => {
          setAccepting(null);
          onAccepted?.(data.lead.id);
        },
        onError: (err) => {
          const current = revisedQuoteOf(err);
          if (current) {
            setAccepting(current);
            setRevised(true);
          } else setAccepting(null);
        },
      },
    );
  const lines = accepting?.changes ? changeLines(accepting.changes, { money: formatMoney, day: formatDate }) : [];

  return (
    <div className={cn('flex gap-2', compact ? 'flex-col items-stretch' : 'flex-wrap items-center')}>
      {quote.status === 'sent' ? (
        <>
          <Button
            size={size}
            onClick={() => {
              setRevised(false);
              setAccepting(quote);
            }}
            aria-label={`Accept ${possessive(company)} proposal`}
          >
            <Check className="h-4 w-4" aria-hidden="true" />
            Accept
          </Button>
          <Button
            size={size}
            variant="outline"
            onClick={() => setDeclining(true)}
            aria-label={`Decline ${possessive(company)} proposal`}
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
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={revised ? `${company} updated this proposal` : 'Accept this proposal?'}
        description={
          accepting
            ? revised
              ? `It is now version ${accepting.version}, at ${priceWords(accepting)}. Please check what changed before you accept it.`
              : `${company} will be told you accepted their ${priceWords(accepting)} proposal${accepting.version > 1 ? ` (version ${accepting.version})` : ''}. The other proposals for this trip will be declined.`
            : ''
        }
        confirmLabel={revised && accepting ? `Accept version ${accepting.version}` : 'Accept proposal'}
        tone="primary"
        pending={accept.isPending}
        onConfirm={() => accepting && confirmAccept(accepting)}
      >
        {revised && lines.length ? (
          <ul aria-label="What changed" className="mt-3 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {lines.map((l) => (
              <li key={l}>{l}</li>
            ))}
          </ul>
        ) : null}
      </ConfirmDialog>
      <Dialog open={declining} onOpenChange={setDeclining}>
        <DialogContent
          title="Decline this proposal?"
          description={`${company} will see that you declined it, and why.`}
        >
          <form
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              decline.mutate(
                { id: quote.id, reasonCode: reasonCode || null, reason: reason.trim() || null },
                { onSettled: () => setDeclining(false) },
              );
            }}
          >
            <div>
              <Label htmlFor={`decline-code-${quote.id}`}>Main reason (optional)</Label>
              <Select
                id={`decline-code-${quote.id}`}
                value={reasonCode}
                onChange={(e) => setReasonCode(e.target.value as TravellerDeclineReason | '')}
              >
                <ChoiceOptions
                  choices={TRAVELLER_DECLINE_REASONS}
                  labels={DECLINE_REASON_LABELS}
                  blank="Choose a reason"
                />
              </Select>
            </div>
            <div>
              <Label htmlFor={`decline-reason-${quote.id}`}>In your words (optional)</Label>
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
