import { type ReactNode, useState } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { Link } from 'react-router';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { formatCents, formatMoney, formatPricePerPerson } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import type { QueryLike } from '@/components/ui/query-state.tsx';
import { type Column, RowTable, Td } from '@/components/ui/table.tsx';
import {
  type CompanyPurchaseData,
  type CompanyQuoteData,
  useCompanyPurchases,
  useCompanyQuotes,
} from '../api/companies.ts';
import { formatDate } from '@/lib/format.ts';

const leadLink = (id: number) => `${paths.admin.trips}?search=%23${id}`;
/** How one list of the company's activity shows: its title, its columns and the cells of a row. */
type ListLayout<Row> = { title: string; columns: Column[]; row: (item: Row) => ReactNode };

/** One paged list of the company's activity, under its title: a table with a row per item. */
function Section<Row extends { id: number }>({
  layout: { title, columns, row },
  query,
  onPage,
}: {
  layout: ListLayout<Row>;
  query: QueryLike<{ data: Row[]; meta: ListMeta }>;
  onPage: (page: number) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <PagedQuery
        query={query}
        rows={1}
        empty={`No ${title.toLowerCase()} yet.`}
        onPage={onPage}
        pagerLabel={`${title} pages`}
      >
        {(rows) => <RowTable aria-label={title} columns={columns} items={rows} row={row} />}
      </PagedQuery>
    </Card>
  );
}

/** When it happened, and the trip request, linked to All Trips unless it was deleted. */
function DateAndLead({ at, lead, title }: { at: string; lead: { id: number; deleted?: boolean }; title: string }) {
  const text = `#${lead.id} ${title}`;
  return (
    <>
      <Td className="whitespace-nowrap">{formatDate(at)}</Td>
      <Td>
        {lead.deleted ? (
          <span>{text}</span>
        ) : (
          <Link to={leadLink(lead.id)} className="text-brand-700 hover:underline">
            {text}
          </Link>
        )}
      </Td>
    </>
  );
}

const PRICE = { label: 'Price', className: 'text-right' };
const fullName = (u: { first_name: string; last_name: string } | null) => (u ? `${u.first_name} ${u.last_name}` : '-');

const PURCHASES: ListLayout<CompanyPurchaseData> = {
  title: 'Purchases',
  columns: ['Date', 'Trip request', 'Bought by', PRICE, 'State'],
  row: (p) => (
    <>
      <DateAndLead at={p.created_at} lead={p.lead} title={p.lead.title ?? COUNTRY_LABELS[p.lead.country]} />
      <Td>{fullName(p.buyer)}</Td>
      <Td className="text-right whitespace-nowrap">{formatCents(p.price_cents)}</Td>
      <Td>
        {p.refunded_at ? (
          <Badge tone="blue" title={p.refund_reason ?? undefined}>
            Refunded {formatDate(p.refunded_at)}
          </Badge>
        ) : (
          <Badge tone="green">Paid</Badge>
        )}
        {p.lead.deleted ? <Badge className="ml-1">Lead deleted</Badge> : null}
      </Td>
    </>
  ),
};

const QUOTES: ListLayout<CompanyQuoteData> = {
  title: 'Quotes',
  columns: ['Date', 'Trip request', 'By', PRICE, 'Status'],
  row: (quote) => (
    <>
      <DateAndLead at={quote.created_at} lead={quote.lead} title={quote.lead.title ?? 'Trip request'} />
      <Td>{fullName(quote.author)}</Td>
      <Td className="text-right whitespace-nowrap">
        {formatMoney(quote.price_cents, quote.currency)}
        <span className="block text-xs text-slate-600">
          {formatPricePerPerson(quote.price_cents, quote.lead.number_of_people, quote.currency)}
        </span>
      </Td>
      <Td>
        <QuoteStatusBadge status={quote.status} />
      </Td>
    </>
  ),
};

/** What the company bought and the quotes it sent, each list paged on its own. */
export function CompanyActivity({ companyId }: { companyId: number }) {
  const [purchasesPage, setPurchasesPage] = useState(1);
  const [quotesPage, setQuotesPage] = useState(1);
  const purchases = useCompanyPurchases(companyId, purchasesPage);
  const quotes = useCompanyQuotes(companyId, quotesPage);
  return (
    <>
      <Section layout={PURCHASES} query={purchases} onPage={setPurchasesPage} />
      <Section layout={QUOTES} query={quotes} onPage={setQuotesPage} />
    </>
  );
}
