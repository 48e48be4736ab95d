import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { TONE, type Tone } from './tone.ts';

export type Benefit = { title: string; text: string; icon: ReactNode };

/** Why choose us: short claims with an icon each. */
export function Benefits({ items, tone = 'green' }: { items: Benefit[]; tone?: Tone }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {items.map((b) => (
        <li key={b.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            className={cn(
              'flex h-12 w-12 items-center justify-center rounded-lg p-2.5',
              TONE[tone].soft,
              TONE[tone].text,
            )}
            aria-hidden="true"
          >
            {b.icon}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{b.title}</h3>
          <p className="mt-2 text-slate-700">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
