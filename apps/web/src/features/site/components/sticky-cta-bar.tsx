import { useEffect } from 'react';
import { STICKY_BANNER_SCROLL_PX } from '@triptender/contract/constants';
import { cn } from '@/lib/cn.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { useVisitFlag } from '../hooks/use-visit-flag.ts';
import { CloseIcon } from './icons.tsx';
import { TONE, type Tone } from './tone.ts';

/**
 * A bar fixed to the bottom of the screen once the visitor has scrolled past the first screen.
 * Closing it hides it on every page for the rest of the visit.
 */
export function StickyCtaBar({
  text,
  actionLabel,
  onAction,
  tone = 'green',
}: {
  text: string;
  actionLabel: string;
  onAction: () => void;
  tone?: Tone;
}) {
  const hydrated = useHydrated();
  const past = useScrolledPast(STICKY_BANNER_SCROLL_PX);
  const [dismissed, dismiss] = useVisitFlag('tt-sticky-bar-dismissed');
  const shown = hydrated && past && !dismissed;
  useEffect(() => {
    if (!shown) return;
    // room under the footer, so the bar never covers the end of the page
    document.body.style.paddingBottom = '5rem';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <aside
      aria-label="Get quotes"
      className={cn('fixed inset-x-0 bottom-0 z-40 text-white shadow-[0_-4px_16px_rgba(0,0,0,0.2)]', TONE[tone].bg)}
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <p className="hidden flex-1 font-medium sm:block">{text}</p>
        <div className="flex flex-1 justify-center sm:flex-none">
          <button
            type="button"
            onClick={onAction}
            className={cn('rounded-md bg-white px-5 py-2 font-semibold', TONE[tone].onBand)}
          >
            {actionLabel}
          </button>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="rounded-md p-2 hover:bg-white/15 focus-visible:outline-white"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
      </div>
    </aside>
  );
}
