import { useState } from 'react';
import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useWithdrawQuote } from '../api/company-quotes.ts';
import { QuoteFormDialog } from './quote-form-dialog.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { formatDate } from '@/lib/format.ts';

/** The lead a quote is for, as the quote form needs it. */
export type QuotedLead = { id: number; title: string; number_of_people: number; discount_claimed: boolean };

/** A bought lead's quote as its company sees it: send one, or see, edit and withdraw it. */
export function CompanyQuotePanel({
  lead,
  leadOpen,
  quote,
  canQuote,
}: {
  lead: QuotedLead;
  leadOpen: boolean;
  quote: CompanyQuote | null;
  canQuote: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const withdraw = useWithdrawQuote();

  if (!quote) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">No quote sent yet.</span>
        {leadOpen && canQuote ? (
          <>
            <Button size="sm" onClick={() => setEditing(true)}>
              Send quote
            </Button>
            {editing ? <QuoteFormDialog open={editing} onOpenChange={setEditing} lead={lead} /> : null}
          </>
        ) : !leadOpen ? (
          <span className="text-sm text-slate-600">This request is closed.</span>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-slate-900">Your quote</span>
        <QuoteStatusBadge status={quote.status} />
        <span className="font-semibold text-slate-900">{formatMoney(quote.price_cents, quote.currency)}</span>
        <span className="text-slate-600">
          ({formatPricePerPerson(quote.price_cents, lead.number_of_people, quote.currency)})
        </span>
        <span className="text-slate-600">{quote.trip_duration}</span>
        {quote.valid_until ? <span className="text-slate-600">valid until {formatDate(quote.valid_until)}</span> : null}
      </div>
      {quote.status === 'declined' ? (
        <p className="text-slate-700">
          Declined{quote.decline_reason ? `: ${quote.decline_reason}` : ' without a reason.'}
        </p>
      ) : null}
      {quote.status === 'accepted' ? <p className="text-brand-800">The traveller accepted your quote.</p> : null}
      {quote.status === 'sent' && canQuote ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit quote
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setWithdrawing(true)}>
            Withdraw
          </Button>
        </div>
      ) : null}
      {editing ? <QuoteFormDialog open={editing} onOpenChange={setEditing} lead={lead} quote={quote} /> : null}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title="Withdraw this quote?"
        description="The traveller will no longer see it, and you cannot send another quote for this request."
        confirmLabel="Withdraw quote"
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(quote.id, { onSettled: () => setWithdrawing(false) })}
      />
    </div>
  );
}
