import { useState } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { useCompanyReviews } from '../api/reviews.ts';
import { formatDate } from '@/lib/format.ts';

/** Customer reviews of the company, from travellers who accepted its quotes. */
export function ReviewsTable({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const query = useCompanyReviews(companyId, page);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Customer reviews</CardTitle>
      </CardHeader>
      <QueryState
        query={query}
        isEmpty={noRows}
        empty="No reviews yet."
        emptyText="Travellers who accept your quotes can review you after their trip."
      >
        {(data) => (
          <>
            <Table label="Customer reviews" className="relative">
              <TableHeader columns={['Customer', 'Rating', 'Project', 'Comment', 'Date']} />
              <TBody>
                {data.data.map((r) => (
                  <Tr key={r.id}>
                    <Td className="font-medium text-slate-900">{r.customer}</Td>
                    <Td>
                      <Stars rating={r.rating} />
                    </Td>
                    <Td>{r.project ?? '-'}</Td>
                    <Td className="max-w-md">{r.comment ?? <span className="text-slate-500">No comment</span>}</Td>
                    <Td className="whitespace-nowrap">{formatDate(r.created_at)}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
            {data.meta.last_page > 1 ? <ListPager meta={data.meta} shown={data.data.length} onPage={setPage} /> : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}
