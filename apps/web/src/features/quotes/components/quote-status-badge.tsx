import type { QuoteStatus } from '@triptender/contract/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const LOOK: Record<QuoteStatus, [string, BadgeTone]> = {
  sent: ['SENT', 'blue'],
  accepted: ['ACCEPTED', 'green'],
  declined: ['DECLINED', 'red'],
  withdrawn: ['WITHDRAWN', 'neutral'],
  expired: ['EXPIRED', 'amber'],
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const [label, tone] = LOOK[status];
  return <Badge tone={tone}>{label}</Badge>;
}
