import type { Faq } from '../content/types.ts';
import { ChevronIcon } from './icons.tsx';

/**
 * Collapsible questions, one open at a time: <details> elements sharing a name form an exclusive
 * accordion in the browser itself, so it works before any JavaScript and by keyboard.
 */
export function FaqList({ faqs, name }: { faqs: Faq[]; name: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {faqs.map((f) => (
        <details key={f.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {f.question}
            <ChevronIcon
              dir="down"
              className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
