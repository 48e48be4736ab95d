import { WifiOff } from 'lucide-react';
import { useRealtimeStatus } from '@/lib/realtime.ts';

export const RECONNECTING_TEXT = 'Reconnecting…';

/**
 * Says so while the live connection is down (lost, refused or offline) and the app is trying again:
 * messages and counts on screen may be behind until it is back. Hidden otherwise. A status region,
 * so screen readers hear it appear.
 */
export function ConnectionNotice() {
  const down = useRealtimeStatus() === 'down';
  return (
    <div role="status" aria-live="polite">
      {down ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium whitespace-nowrap text-amber-900">
          <WifiOff className="h-4 w-4" aria-hidden />
          {RECONNECTING_TEXT}
        </span>
      ) : null}
    </div>
  );
}
