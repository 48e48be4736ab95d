import { LeadMagnetForm, type OfferTarget } from './lead-magnet-form.tsx';

const CONTENTS = [
  'When to book flights, hotels and tours for the lowest prices',
  'How local operators get rates you cannot book online',
  'A day-by-day budget planner and packing list',
  'Hidden gems the big tour companies skip',
];

const Tick = () => (
  <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" className="mt-0.5 shrink-0 fill-amber-300">
    <path d="M7.6 13.6 4 10l-1.4 1.4 5 5 10-10L16.2 5z" />
  </svg>
);

/** The free savings guide offer: what is in it, and the form to get it. */
export function LeadMagnetSection({ target, title, blue }: { target: OfferTarget; title: string; blue?: boolean }) {
  return (
    <section
      aria-labelledby="guide-title"
      className={blue ? 'bg-sky-brand-700 px-4 py-16 sm:py-20' : 'bg-brand-800 px-4 py-16 sm:py-20'}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="text-white">
          <p className="inline-block rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-950">
            Free download, worth $2,000+ in savings
          </p>
          <h2 id="guide-title" className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-white">
            Our free 27-page guide shows how our travellers save up to 40% on the same trip. It lands in your inbox in
            under 60 seconds.
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
