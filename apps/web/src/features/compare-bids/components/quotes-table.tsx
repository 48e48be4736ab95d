import type { ReactNode } from 'react';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { DiscountNote, QuotePrice } from './price-bits.tsx';
import { CompanyBadges, CompanyLogo, CompanyName, CompanyRating, ResponseText } from './company-bits.tsx';

/** The comparison table: Compare, Supplier, Price, Rating, Badges, Response, Actions. */
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
      <TableHeader columns={['Compare', 'Supplier', 'Price', 'Rating', 'Badges', 'Response', 'Actions']} />
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
                </div>
              </div>
            </Td>
            <Td className="whitespace-nowrap">
              <QuotePrice quote={p} />
              <span className="block text-xs text-slate-600">{p.trip_duration}</span>
              <DiscountNote quote={p} compact />
            </Td>
            <Td>
              <CompanyRating company={p.company} compact />
            </Td>
            <Td>
              <CompanyBadges badges={p.company.badges} compact />
            </Td>
            <Td className="min-w-28 text-xs">
              <ResponseText quote={p} />
            </Td>
            <Td className="min-w-24">{renderActions(p)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
