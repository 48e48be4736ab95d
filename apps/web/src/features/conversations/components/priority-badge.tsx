import type { Priority } from '@triptender/contract/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

const PRIORITY_TONE: Record<Priority, BadgeTone> = { high: 'red', normal: 'blue', low: 'neutral' };

/** An admin conversation's priority, as every list and header shows it. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{priority.toUpperCase()}</Badge>;
}
