import type { ReactNode } from 'react';

/** The first screen: a landscape, the promise, and the button that opens the trip request. */
export function Hero({
  eyebrow,
  title,
  subtitle,
  image,
  imageAlt,
  actions,
  points,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
  image: string;
  imageAlt: string;
  actions: ReactNode;
  points: string[];
}) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900">
      <img
        src={image}
        alt={imageAlt}
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/30"
      />
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-28 lg:py-32">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-white uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">{title}</h1>
          <p className="mt-6 text-lg text-slate-100 sm:text-xl">{subtitle}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">{actions}</div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-white">
            {points.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="fill-brand-200">
                  <path d="M7.6 13.6 4 10l-1.4 1.4 5 5 10-10L16.2 5z" />
                </svg>
                {p}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
