import { cn } from '@/lib/cn.ts';

// drawn inline rather than from the icon library: the public operator profile shows stars, and public
// pages keep their first load small
const STAR = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/** A 0-5 rating as stars, read out as "4.5 out of 5 stars". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)} role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            rating >= n - 0.25 ? 'fill-amber-400 stroke-amber-400' : 'fill-none stroke-slate-300',
          )}
          strokeWidth="2"
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
