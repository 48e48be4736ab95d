import type { Testimonial } from '../content/types.ts';
import { Stars } from './stars.tsx';

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.name}>
          <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Stars rating={t.rating} />
            <blockquote className="mt-4 flex-1 text-slate-800">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-sm font-semibold text-white"
              >
                {t.name
                  .split(/\s+/)
                  .slice(0, 2)
                  .map((w) => w[0])
                  .join('')}
              </span>
              <span className="text-sm">
                <span className="block font-semibold text-slate-900">{t.name}</span>
                <span className="block text-slate-600">
                  {t.from} · {t.trip}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
