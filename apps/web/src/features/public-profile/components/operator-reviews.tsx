import { useState } from 'react';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { formatDate } from '@/lib/format.ts';
import { useOperatorReviews } from '../api/public-profile.ts';

/** One page of the reviews, and on the last page shown, the button that shows the next. */
function ReviewPage({
  companyId,
  page,
  last,
  onMore,
}: {
  companyId: number;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const reviews = useOperatorReviews(companyId, page);
  if (reviews.error) {
    return (
      <li className="py-3">
        <ErrorState error={reviews.error} onRetry={reviews.retry} />
      </li>
    );
  }
  if (!reviews.data) {
    return (
      <li className="py-3" aria-busy="true">
        <Skeleton className="h-16" />
      </li>
    );
  }
  const { data, meta } = reviews.data;
  return (
    <>
      {data.map((r) => (
        <li key={r.id} className="py-3 first:pt-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Stars rating={r.rating} />
            <span className="font-semibold text-slate-900">{r.customer}</span>
            <span className="text-slate-600">
              Trip to {COUNTRY_LABELS[r.country]} · {formatDate(r.created_at)}
            </span>
          </div>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{r.comment}</p>
        </li>
      ))}
      {last && meta.last_page > page ? (
        <li className="pt-3">
          <Button variant="outline" size="sm" onClick={onMore}>
            Show more reviews
          </Button>
        </li>
      ) : null}
    </>
  );
}

/** An operator's written reviews, newest first, a page at a time ("Show more reviews"). */
export function OperatorReviews({ companyId, total }: { companyId: number; total: number }) {
  const [pages, setPages] = useState(1);
  if (total === 0) return <p className="text-sm text-slate-700">No written reviews yet.</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label="Written reviews">
      {Array.from({ length: pages }, (_, i) => (
        <ReviewPage
          key={i}
          companyId={companyId}
          page={i + 1}
          last={i + 1 === pages}
          onMore={() => setPages((n) => n + 1)}
        />
      ))}
    </ul>
  );
}
