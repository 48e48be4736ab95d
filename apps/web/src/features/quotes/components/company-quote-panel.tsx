import type { Locale } from '@triptender/contract/locales';
import { useState } from 'react';
import { DECLINE_REASON_LABELS } from '@triptender/contract/quote-terms';
import { formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import type { CompanyQuote } from '@triptender/contract/quotes';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useWithdrawQuote } from '../api/company-quotes.ts';
import { QuoteFormDialog } from './quote-form-dialog.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { useAsking } from '@/lib/use-confirming.ts';

/** The lead a quote is for, as the quote form needs it. */
export type QuotedLead = {
  id: number;
  title: string;
  number_of_people: number;
  number_of_night: number;
  discount_claimed: boolean;
  /** The language the traveller wrote in: the quote form says so. */
  locale?: Locale | null;
};

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
  const withdrawing = useAsking();
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
      {quote.version > 1 ? (
        <p className="text-slate-600">
          Version {quote.version}, revised {formatDate(quote.updated_at)}
          {quote.accepted_version ? ` (the traveller accepted version ${quote.accepted_version})` : ''}
        </p>
      ) : null}
      {quote.status === 'declined' ? (
        <div className="rounded-md bg-slate-50 px-3 py-2 text-slate-700">
          <p>
            <span className="font-medium">Declined</span>
            {quote.decline_reason_code ? `: ${DECLINE_REASON_LABELS[quote.decline_reason_code]}` : ''}
            {!quote.decline_reason_code && !quote.decline_reason ? ' without a reason.' : null}
          </p>
          {quote.decline_reason &&
          quote.decline_reason_code !== 'other_accepted' &&
          quote.decline_reason_code !== 'request_closed' ? (
            <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 italic">{quote.decline_reason}</blockquote>
          ) : null}
        </div>
      ) : null}
      {quote.status === 'accepted' ? <p className="text-brand-800">The traveller accepted your quote.</p> : null}
      {quote.status === 'sent' && canQuote ? (
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Revise quote
          </Button>
          <Button size="sm" variant="ghost" onClick={withdrawing.ask}>
            Withdraw
          </Button>
        </div>
      ) : null}
      {editing ? <QuoteFormDialog open={editing} onOpenChange={setEditing} lead={lead} quote={quote} /> : null}
      <ConfirmDialog
        {...withdrawing.dialog}
        title="Withdraw this quote?"
        description="The traveller will no longer see it, and you cannot send another quote for this request."
        confirmLabel="Withdraw quote"
        pending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(quote.id, { onSettled: withdrawing.done })}
      />
    </div>
  );
}
