import { LEAD_STATUS_BADGE, type LeadStatus } from '@triptender/contract/enums';
import { Badge } from './badge.tsx';

// Every screen shows a lead's status with this badge, fed by its effective status (an open lead whose
// trip has started reads 'archived'; docs/glossary.md).
const TONE = {
  'AWAITING CONFIRMATION': 'amber',
  OPEN: 'green',
  CLAIMED: 'blue',
  ARCHIVED: 'neutral',
  EXPIRED: 'neutral',
} as const;

/** OPEN, CLAIMED (a quote accepted) or ARCHIVED; 'Open' while a new lead has no status yet. */
export function LeadStatusBadge({ status }: { status: LeadStatus | null | undefined }) {
  if (!status) return <Badge tone="green">Open</Badge>;
  const label = LEAD_STATUS_BADGE[status];
  return <Badge tone={TONE[label]}>{label}</Badge>;
}
