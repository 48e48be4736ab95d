import type { QuoteStatus } from '@triptender/contract/enums';
import { Badge, type BadgeTone } from './badge.tsx';

// Every screen shows a quote's status with this badge, fed by its effective status (a sent quote past
// its valid_until reads 'expired'; docs/glossary.md).
const LOOK: Record<QuoteStatus, [label: string, tone: BadgeTone]> = {
  sent: ['SENT', 'blue'],
  accepted: ['ACCEPTED', 'green'],
  declined: ['DECLINED', 'red'],
  withdrawn: ['WITHDRAWN', 'neutral'],
  expired: ['EXPIRED', 'amber'],
};

/** The status as text, where a badge cannot go (a select's option). */
export const quoteStatusLabel = (status: QuoteStatus) => LOOK[status][0];

/** A quote's status; `null` is a lead the company has not quoted yet. */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus | null; className?: string }) {
  if (status === null)
    return (
      <Badge tone="neutral" className={className}>
        NOT QUOTED
      </Badge>
    );
  const [label, tone] = LOOK[status];
  return (
    <Badge tone={tone} className={className}>
      {label}
    </Badge>
  );
}
