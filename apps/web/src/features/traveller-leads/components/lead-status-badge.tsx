import { LEAD_STATUS_BADGE, type LeadStatus } from '@triptender/contract/enums';
import { Badge } from '@/components/ui/badge.tsx';

const TONE = { OPEN: 'green', CLAIMED: 'blue', ARCHIVED: 'neutral' } as const;

/** The trip request badge: OPEN, CLAIMED (a quote accepted) or ARCHIVED; 'Open' with no value. */
export function RequestStatusBadge({ status }: { status: LeadStatus | null | undefined }) {
  if (!status) return <Badge tone="green">Open</Badge>;
  const label = LEAD_STATUS_BADGE[status];
  return <Badge tone={TONE[label]}>{label}</Badge>;
}
