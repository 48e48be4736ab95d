// A revised quote: "Updated 26 Nov 2026" with what changed, and its earlier versions.
import { History } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '@triptender/contract/money';
import { changeLines, diffQuoteVersions } from '@triptender/contract/quote-changes';
import type { QuoteChanges, QuoteVersion, TravellerQuote } from '@triptender/contract/quotes';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { type Fact, FactList } from '@/components/ui/fact-list.tsx';
import { ItineraryList, itemFacts, termsFacts } from '@/components/ui/quote-offer.tsx';
import { formatDate, formatDayTime } from '@/lib/format.ts';
import { useQuoteVersions } from '../api/quote-versions.ts';

const words = (c: QuoteChanges) => changeLines(c, { money: formatMoney, day: formatDate });

/** What changed, a line each ("Price: $3,650 → $3,590"). */
export function ChangeList({ changes, className }: { changes: QuoteChanges; className?: string }) {
  const lines = words(changes);
  if (lines.length === 0) return null;
  return (
    <ul className={className ?? 'list-disc space-y-0.5 pl-5 text-sm text-slate-800'}>
      {lines.map((l) => (
        <li key={l}>{l}</li>
      ))}
    </ul>
  );
}

/**
 * "Updated 26 Nov 2026" on a revised quote, with what changed and a way to its earlier versions;
 * `compact` (the table) folds what changed behind a "What changed" disclosure.
 */
export function QuoteUpdates({ quote, compact }: { quote: TravellerQuote; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  if (quote.version === 1) return null;
  const history = (
    <>
      <Button variant="ghost" size="sm" className="-ml-2" onClick={() => setOpen(true)}>
        <History className="h-4 w-4" aria-hidden="true" />
        Earlier versions
      </Button>
      {open ? <VersionsDialog quote={quote} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
  const updated = <Badge tone="amber">Updated {formatDate(quote.updated_at)}</Badge>;
  if (compact) {
    return (
      <div className="mt-1.5 text-xs">
        {updated}
        {quote.changes ? (
          <details className="mt-1">
            <summary className="inline-flex min-h-6 cursor-pointer items-center text-slate-700 underline">
              What changed
            </summary>
            <ChangeList changes={quote.changes} className="list-disc pl-4 text-slate-800" />
          </details>
        ) : null}
        {history}
      </div>
    );
  }
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        {updated}
        <span className="text-slate-700">Version {quote.version}</span>
      </p>
      {quote.changes ? (
        <div className="mt-2">
          <p className="text-xs font-medium text-slate-700">What changed from version {quote.changes.from_version}:</p>
          <ChangeList changes={quote.changes} />
        </div>
      ) : null}
      <div className="mt-1">{history}</div>
    </div>
  );
}

function VersionEntry({ v, before }: { v: QuoteVersion; before: QuoteVersion | undefined }) {
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <h3 className="font-semibold text-slate-900">
        Version {v.version} <span className="text-sm font-normal text-slate-600">· {formatDayTime(v.created_at)}</span>
      </h3>
      <FactList
        className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
        facts={[
          ['Price', formatMoney(v.price_cents, v.currency)],
          ['Duration', v.trip_duration],
          ...itemFacts(v),
          ...termsFacts(v),
          ...(v.valid_until ? [['Valid until', formatDate(v.valid_until)] as Fact] : []),
        ]}
      />
      <ItineraryList days={v.itinerary} className="mt-2 space-y-0.5" />
      {before ? (
        <div className="mt-2">
          <p className="text-xs font-medium text-slate-700">Changed from version {before.version}:</p>
          <ChangeList changes={diffQuoteVersions(before, v)} />
        </div>
      ) : (
        <p className="mt-2 text-xs text-slate-600">As first sent.</p>
      )}
    </li>
  );
}

function VersionsDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: TravellerQuote;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const versions = useQuoteVersions(quote.id, open);
  const list = versions.data?.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`${quote.company.name}: every version`}
        description="Newest first. You accept the version you see on Compare Bids."
        className="max-w-2xl"
      >
        {versions.isPending ? (
          <Skeleton className="h-48" />
        ) : versions.isError ? (
          <ErrorState error={versions.error} onRetry={() => void versions.refetch()} />
        ) : (
          <ol className="space-y-3">
            {list.map((v, i) => (
              <VersionEntry key={v.version} v={v} before={list[i + 1]} />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
