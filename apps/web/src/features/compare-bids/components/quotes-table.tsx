import type { ReactNode } from 'react';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import { DiscountNote, QuotePrice } from './price-bits.tsx';
import { CompanyBadges, CompanyLogo, CompanyName, CompanyRating, ResponseText } from './company-bits.tsx';
import { QuoteUpdates } from './quote-updates.tsx';

// Below 1280 px the table shares the row with the filters sidebar: Rating, Badges and Response fold into
// the Supplier cell (what the supplier is like, under its name), so the table fits without scrolling sideways.
const WIDE_ONLY = 'hidden xl:table-cell';

/**
 * The comparison table: Compare, Supplier, Price, Rating, Badges, Response, Actions; from 1024 to 1279 px
 * Compare, Supplier (with its rating, badges and response), Price, Actions.
 */
export function QuotesTable({
  quotes,
  tripTitles,
  selected,
  onToggle,
  renderActions,
}: {
  quotes: TravellerQuote[];
  /** Shown under the supplier in 'All trips'. */
  tripTitles?: Map<number, string>;
  selected: Set<number>;
  onToggle: (id: number) => void;
  renderActions: (p: TravellerQuote) => ReactNode;
}) {
  return (
    // compact cells: the seven columns fit beside the filters sidebar from 1280 px
    <Table aria-label="Proposals" className="[&_:is(td,th)]:px-2">
      <TableHeader
        columns={[
          'Compare',
          'Supplier',
          'Price',
          ...['Rating', 'Badges', 'Response'].map((label) => ({ label, className: WIDE_ONLY })),
          'Actions',
        ]}
      />
      <TBody>
        {quotes.map((p) => (
          <Tr key={p.id} className={selected.has(p.id) ? 'bg-brand-50' : undefined}>
            <Td>
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={selected.has(p.id)}
                onChange={() => onToggle(p.id)}
                aria-label={`Compare ${p.company.name}`}
              />
            </Td>
            <Td className="min-w-28">
              <div className="flex items-start gap-3">
                {/* the logo where there is room for it */}
                <span className="hidden 2xl:block">
                  <CompanyLogo company={p.company} />
                </span>
                <div>
                  <p className="font-medium">
                    <CompanyName company={p.company} />
                  </p>
                  {tripTitles ? <p className="text-xs text-slate-600">{tripTitles.get(p.lead_id)}</p> : null}
                  <div className="mt-1.5 space-y-1.5 xl:hidden">
                    <div>
                      <CompanyRating company={p.company} compact />
                    </div>
                    <div>
                      <CompanyBadges badges={p.company.badges} />
                    </div>
                    <ResponseText quote={p} className="text-xs" />
                  </div>
                </div>
              </div>
            </Td>
            <Td className="min-w-24">
              <QuotePrice quote={p} />
              <span className="block text-xs text-slate-600">{p.trip_duration}</span>
              <DiscountNote quote={p} compact />
              <QuoteUpdates quote={p} compact />
            </Td>
            <Td className={WIDE_ONLY}>
              <CompanyRating company={p.company} compact />
            </Td>
            <Td className={WIDE_ONLY}>
              <CompanyBadges badges={p.company.badges} compact />
            </Td>
            <Td className={cn(WIDE_ONLY, 'min-w-28 text-xs')}>
              <ResponseText quote={p} />
            </Td>
            <Td className="min-w-24">{renderActions(p)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
