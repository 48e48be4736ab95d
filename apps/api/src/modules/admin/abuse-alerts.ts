import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import { ABUSE_ALERT_ACTIONS, type AbuseAlertAction, type AdminOverview } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

const SHOWN = 10;

/** What the admin reads for an alert (the audit entry's data is written by login-throttle.ts and guest-limits.ts). */
function alertMessage(action: AbuseAlertAction, data: Record<string, unknown>): string {
  if (action === 'login.address_slowed') {
    return (
      `${String(data.failures)} failed logins from ${String(data.address)} within ${String(data.window_minutes)} ` +
      `minutes: that address is slowed down (at most one attempt every ${String(data.max_delay_seconds)} s), not blocked.`
    );
  }
  return (
    `${String(data.requests)} guest trip requests within the last hour (alert threshold ${String(data.threshold)}). ` +
    'They wait for their emailed confirmation before any operator sees them.'
  );
}

/** Abuse alerts of the last 24 hours, newest first (decision 025). */
export async function recentAbuseAlerts(db: Db): Promise<AdminOverview['alerts']> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, [...ABUSE_ALERT_ACTIONS]),
        gte(auditLog.created_at, sql`now() - interval '24 hours'`),
      ),
    )
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(SHOWN);
  return rows.map((r) => {
    const action = r.action as AbuseAlertAction;
    return {
      id: r.id,
      action,
      message: alertMessage(action, (r.data ?? {}) as Record<string, unknown>),
      created_at: r.created_at,
    };
  });
}
