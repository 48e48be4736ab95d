import { type ReactNode, useState } from 'react';
import type { ListMeta } from '@triptender/contract/common';
import { Link } from 'react-router';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { formatCents, formatMoney } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PagedQuery } from '@/components/ui/paged-query.tsx';
import type { QueryLike } from '@/components/ui/query-state.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { useCompanyPurchases, useCompanyQuotes } from '../api/companies.ts';
import { formatDay } from '@/lib/format.ts';

const leadLink = (id: number) => `${paths.admin.trips}?search=%23${id}`;
/** One paged list of the company's activity, under its title. */
function Section<Row>({
  title,
  query,
  onPage,
  children,
}: {
  title: string;
  query: QueryLike<{ data: Row[]; meta: ListMeta }>;
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
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
        {(rows) => (
          <Table aria-label={title} className="relative">
            {children(rows)}
          </Table>
        )}
      </PagedQuery>
    </Card>
  );
}

export function CompanyPurchases({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const q = useCompanyPurchases(companyId, page);
  return (
    <Section title="Purchases" query={q} onPage={setPage}>
      {(rows) => (
        <>
          <TableHeader
            columns={['Date', 'Trip request', 'Bought by', { label: 'Price', className: 'text-right' }, 'State']}
          />
          <TBody>
            {rows.map((p) => (
              <Tr key={p.id}>
                <Td className="whitespace-nowrap">{formatDay(p.created_at)}</Td>
                <Td>
                  {p.lead.deleted ? (
                    <span>
                      #{p.lead.id} {p.lead.title ?? COUNTRY_LABELS[p.lead.country]}
                    </span>
                  ) : (
                    <Link to={leadLink(p.lead.id)} className="text-brand-700 hover:underline">
                      #{p.lead.id} {p.lead.title ?? COUNTRY_LABELS[p.lead.country]}
                    </Link>
                  )}
                </Td>
                <Td>{p.buyer ? `${p.buyer.first_name} ${p.buyer.last_name}` : '-'}</Td>
                <Td className="text-right whitespace-nowrap">{formatCents(p.price_cents)}</Td>
                <Td>
                  {p.refunded_at ? (
                    <Badge tone="blue" title={p.refund_reason ?? undefined}>
                      Refunded {formatDay(p.refunded_at)}
                    </Badge>
                  ) : (
                    <Badge tone="green">Paid</Badge>
                  )}
                  {p.lead.deleted ? <Badge className="ml-1">Lead deleted</Badge> : null}
                </Td>
              </Tr>
            ))}
          </TBody>
        </>
      )}
    </Section>
  );
}

export function CompanyQuotes({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const q = useCompanyQuotes(companyId, page);
  return (
    <Section title="Quotes" query={q} onPage={setPage}>
      {(rows) => (
        <>
          <TableHeader
            columns={['Date', 'Trip request', 'By', { label: 'Price', className: 'text-right' }, 'Status']}
          />
          <TBody>
            {rows.map((quote) => (
              <Tr key={quote.id}>
                <Td className="whitespace-nowrap">{formatDay(quote.created_at)}</Td>
                <Td>
                  <Link to={leadLink(quote.lead.id)} className="text-brand-700 hover:underline">
                    #{quote.lead.id} {quote.lead.title ?? 'Trip request'}
                  </Link>
                </Td>
                <Td>{quote.author ? `${quote.author.first_name} ${quote.author.last_name}` : '-'}</Td>
                <Td className="text-right whitespace-nowrap">{formatMoney(quote.price_cents, quote.currency)}</Td>
                <Td>
                  <QuoteStatusBadge status={quote.status} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </>
      )}
    </Section>
  );
}
