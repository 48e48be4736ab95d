import { useGuide } from '@/lib/site-stats.ts';
import { LeadMagnetForm, type OfferTarget } from './lead-magnet-form.tsx';

// what the guide's chapters cover (apps/api/src/modules/guides/guides.ts)
const CONTENTS = [
  'Where to go, region by region, and the best time of year',
  'Getting around: driving on the left, ferries and trains',
  'The questions to ask a tour operator before you book',
  'How to compare quotes, with a budget worksheet and a packing list',
];

const Tick = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 fill-amber-300">
    <path d="M7.6 13.6 4 10l-1.4 1.4 5 5 10-10L16.2 5z" />
  </svg>
);

/**
 * The free savings guide offer: what is in it, and the form to get it. Its page count is the PDF's
 * own, read from the API once the page has loaded (none is printed before).
 */
export function LeadMagnetSection({ target, title, blue }: { target: OfferTarget; title: string; blue?: boolean }) {
  const guide = useGuide(target.country);
  return (
    <section
      aria-labelledby="guide-title"
      className={blue ? 'bg-sky-brand-700 px-4 py-16 sm:py-20' : 'bg-brand-800 px-4 py-16 sm:py-20'}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="text-white">
          <p className="inline-block rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-950">
            Free PDF guide, written by our team
          </p>
          <h2 id="guide-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white">
            Our free {guide ? <span data-testid="guide-pages">{guide.pages}-page</span> : null} guide to planning the
            trip with local operators, and paying a fair price for it. It lands in your inbox in under 60 seconds.
          </p>
          <ul className="mt-6 space-y-2">
            {CONTENTS.map((c) => (
              <li key={c} className="flex gap-2">
                <Tick />
                {c}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 sm:p-8">
          <LeadMagnetForm kind="guide" target={target} submitLabel="Send Me the Free Guide" dark />
          <p className="mt-4 text-sm text-white">No spam. Unsubscribe with one click.</p>
        </div>
      </div>
    </section>
  );
}
