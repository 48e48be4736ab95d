import { Star } from 'lucide-react';
import { useState } from 'react';
import { RATING_MAX, reviewBody } from '@triptender/contract/reviews';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, Label, Textarea } from '@/components/ui/input.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';
import { useCreateReview } from '../api/reviews.ts';
import { formatDate } from '@/lib/format.ts';

type ExistingReview = { rating: number; comment: string | null; created_at: string };

/** After accepting a quote, the traveller rates the company once; then the review is shown. */
export function ReviewForm({
  quoteId,
  companyName,
  review,
}: {
  quoteId: number;
  companyName: string;
  review: ExistingReview | null;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateReview();

  if (review) {
    return (
      <div className="rounded-md bg-slate-50 p-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          Your review <Stars rating={review.rating} />
        </p>
        {review.comment ? <p className="mt-1 text-slate-700">{review.comment}</p> : null}
        <p className="mt-1 text-xs text-slate-600">{formatDate(review.created_at)}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="space-y-3 rounded-md border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = reviewBody.safeParse({ quote_id: quoteId, rating, comment });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? null);
          return;
        }
        setError(null);
        create.mutate({ quote_id: quoteId, rating, comment: parsed.data.comment });
      }}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">How was your trip with {companyName}?</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-label="Rating">
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              onClick={() => setRating(n)}
              className="rounded p-0.5"
            >
              <Star
                aria-hidden="true"
                className={cn('h-7 w-7', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
              />
            </button>
          ))}
        </div>
        <FieldError>{error}</FieldError>
      </fieldset>
      <div>
        <Label htmlFor={`review-comment-${quoteId}`}>Your review (optional)</Label>
        <Textarea
          id={`review-comment-${quoteId}`}
          maxLength={2000}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Sending...' : 'Submit review'}
      </Button>
    </form>
  );
}
