import { useState } from 'react';
import { Link } from 'react-router';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { formatCents, formatMoney } from '@triptender/contract/money';
import { Badge } from '@/components/ui/badge.tsx';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge.tsx';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, type QueryLike, QueryState } from '@/components/ui/query-state.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { useCompanyPurchases, useCompanyQuotes } from '../api/companies.ts';
import { formatDay } from '@/lib/format.ts';

const leadLink = (id: number) => `${paths.admin.trips}?search=%23${id}`;
function Section<T extends { data: unknown[] }>({
  title,
  query,
  children,
}: {
  title: string;
  query: QueryLike<T>;
  children: (data: T) => React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <QueryState query={query} rows={1} isEmpty={noRows} empty={`No ${title.toLowerCase()} yet.`}>
        {children}
      </QueryState>
    </Card>
  );
}

export function CompanyPurchases({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const q = useCompanyPurchases(companyId, page);
  return (
    <Section title="Purchases" query={q}>
      {(data) => (
        <>
          <Table aria-label="Purchases" className="relative">
            <TableHeader
              columns={['Date', 'Trip request', 'Bought by', { label: 'Price', className: 'text-right' }, 'State']}
            />
            <TBody>
              {data.data.map((p) => (
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
          </Table>
          <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} label="Purchases pages" />
        </>
      )}
    </Section>
  );
}

export function CompanyQuotes({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const q = useCompanyQuotes(companyId, page);
  return (
    <Section title="Quotes" query={q}>
      {(data) => (
        <>
          <Table aria-label="Quotes" className="relative">
            <TableHeader
              columns={['Date', 'Trip request', 'By', { label: 'Price', className: 'text-right' }, 'Status']}
            />
            <TBody>
              {data.data.map((quote) => (
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
          </Table>
          <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} label="Quotes pages" />
        </>
      )}
    </Section>
  );
}
