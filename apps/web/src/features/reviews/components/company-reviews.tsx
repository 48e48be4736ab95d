import { format } from 'date-fns';
import { useState } from 'react';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table.tsx';
import { useCompanyReviews } from '../api/reviews.ts';

/**
 * The customer reviews table (Customer, Rating, Project, Comment, Date) on real data, for
 * the company settings page to show.
 */
export function CompanyReviews({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const reviews = useCompanyReviews(companyId, page);
  if (reviews.isPending) return <Skeleton className="h-40" />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.data.length === 0) return <EmptyState title="No reviews yet." />;
  return (
    <>
      <Table>
        <THead>
          <tr>
            <Th>Customer</Th>
            <Th>Rating</Th>
            <Th>Project</Th>
            <Th>Comment</Th>
            <Th>Date</Th>
          </tr>
        </THead>
        <TBody>
          {reviews.data.data.map((r) => (
            <Tr key={r.id}>
              <Td className="whitespace-nowrap">{r.customer}</Td>
              <Td>
                <Stars rating={r.rating} />
              </Td>
              <Td>{r.project}</Td>
              <Td className="min-w-48">{r.comment ?? ''}</Td>
              <Td className="whitespace-nowrap">{format(new Date(r.created_at), 'MMM d, yyyy')}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <ListPager meta={reviews.data.meta} shown={reviews.data.data.length} onPage={setPage} label="Review pages" />
    </>
  );
}
