import { Check, Info, X } from 'lucide-react';
import type { OpenLead } from '@triptender/contract/marketplace';
import { qualitySignals, type QualitySignal } from '../quality-signals.ts';

const ICONS: Record<QualitySignal['tone'], { icon: typeof Check; className: string }> = {
  yes: { icon: Check, className: 'text-brand-700' },
  no: { icon: X, className: 'text-slate-500' },
  info: { icon: Info, className: 'text-slate-500' },
};

/**
 * A lead's quality signals on its marketplace card: a named list whose every item is a sentence
 * ('Email not confirmed'), so the icon and its colour only repeat what the words say.
 */
export function LeadQualityList({ leadId, quality }: { leadId: number; quality: OpenLead['quality'] }) {
  const headingId = `lead-${leadId}-quality`;
  return (
    // a div, not a section: a region per card would give the page many landmarks of one name
    <div>
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Quality signals
      </h3>
      <ul aria-labelledby={headingId} className="mt-1.5 flex flex-wrap gap-1.5">
        {qualitySignals(quality).map(({ key, text, tone }) => {
          const { icon: Icon, className } = ICONS[tone];
          return (
            <li
              key={key}
              className="inline-flex max-w-full items-center gap-1 rounded-md border border-slate-200 px-2 py-0.5 text-xs text-slate-700"
            >
              <Icon className={`h-3 w-3 shrink-0 ${className}`} aria-hidden="true" />
              <span>{text}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
