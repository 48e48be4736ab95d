import type { ReactNode } from 'react';
import { formatMoney } from '@triptender/contract/money';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { CompanyBadges, CompanyLogo, CompanyRating, lastReplyText } from './company-bits.tsx';

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
    <Table aria-label="Proposals">
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
            <Td className="min-w-36">
              <div className="flex items-start gap-3">
                <CompanyLogo company={p.company} />
                <div>
                  <p className="font-medium text-slate-900">{p.company.name}</p>
                  {tripTitles ? <p className="text-xs text-slate-600">{tripTitles.get(p.lead_id)}</p> : null}
                </div>
              </div>
            </Td>
            <Td className="whitespace-nowrap">
              <span className="font-semibold text-slate-900">{formatMoney(p.price_cents, p.currency)}</span>
              <span className="block text-xs text-slate-600">{p.trip_duration}</span>
            </Td>
            <Td className="whitespace-nowrap">
              <CompanyRating company={p.company} compact />
            </Td>
            <Td>
              <CompanyBadges badges={p.company.badges} compact />
            </Td>
            <Td className="min-w-24">{lastReplyText(p)}</Td>
            <Td className="min-w-32">{renderActions(p)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
