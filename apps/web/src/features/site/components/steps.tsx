import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { TONE, type Tone } from './tone.ts';

export type Step = { title: string; text: string; icon: ReactNode };

/** How it works, in numbered steps. */
export function Steps({ steps, tone = 'green' }: { steps: Step[]; tone?: Tone }) {
  return (
    <ol className="grid gap-8 md:grid-cols-3">
      {steps.map((s, i) => (
        <li key={s.title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-3">
            <span
              className={cn(
                'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white',
                TONE[tone].bg,
              )}
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <span className={cn('h-7 w-7', TONE[tone].text)} aria-hidden="true">
              {s.icon}
            </span>
          </div>
          <h3 className="mt-4 text-xl font-semibold text-slate-900">
            <span className="sr-only">Step {i + 1}: </span>
            {s.title}
          </h3>
          <p className="mt-2 text-slate-700">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
