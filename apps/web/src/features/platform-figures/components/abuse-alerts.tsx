import { ShieldAlert } from 'lucide-react';
import { paths } from '@triptender/contract/paths';
import { Card, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { formatDayTime } from '@/lib/format.ts';
import type { AdminOverviewData } from '../api/overview.ts';

/**
 * Abuse alerts of the last 24 hours (a login flood slowed down, a spike of guest requests; decision 025).
 * Shown only when there are any; each is also an entry of the audit log in Settings.
 */
export function AbuseAlerts({ alerts }: { alerts: AdminOverviewData['alerts'] | undefined }) {
  if (!alerts || alerts.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="abuse-alerts-title" className="border-amber-300 bg-amber-50">
      <CardHeader className="border-amber-200">
        <CardTitle id="abuse-alerts-title" className="flex items-center gap-2">
          <ShieldAlert className="h-5 w-5 text-amber-700" aria-hidden />
          Alerts in the last 24 hours
        </CardTitle>
        <p className="mt-1 text-sm text-slate-700">
          Each is also kept in the <TextLink to={`${paths.admin.settings}?tab=audit`}>audit log</TextLink> under
          Settings.
        </p>
      </CardHeader>
      <ul className="divide-y divide-amber-200 px-5 py-2 text-sm">
        {alerts.map((a) => (
          <li key={a.id} className="py-2">
            <p className="text-xs text-slate-600">
              <time dateTime={a.created_at}>{formatDayTime(a.created_at)}</time>
            </p>
            <p className="text-slate-900">{a.message}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
