// A change the audit log records, written once (lib/audit.ts): in one transaction
// the current value is read under a lock (so "from" is what the change replaced), the fields that
// differ are worked out, the new value is written only when one does, and the log gets each changed
// field as { from, to }. Billing details, the receipt issuer, platform settings and spending limits
// all save this way.
import type { Db } from '../db/client.ts';
import { type AuditAction, recordAudit } from './audit.ts';

export type FieldChanges<T> = { [K in keyof T]?: { from: T[K]; to: T[K] } };

/** The fields of `after` whose value is not `before`'s (compared as JSON, so lists compare by content). */
export function changedFields<T extends object>(before: T, after: Partial<T>): FieldChanges<T> {
  const changes: FieldChanges<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    const to = after[key];
    if (to === undefined || !(key in before)) continue;
    if (JSON.stringify(to) !== JSON.stringify(before[key])) changes[key] = { from: before[key], to: to as T[keyof T] };
  }
  return changes;
}

export type AuditedChange<T extends object> = {
  /** Reads the current value, holding a lock until the transaction ends (a row's FOR UPDATE, an advisory lock). */
  lock: (tx: Db) => Promise<T>;
  /** The value the change leads to, from the current one; may throw (a 422 checked under the lock). */
  next: (before: T) => Partial<T>;
  /** Stores what changed; called only when a field did. */
  write: (tx: Db, changes: FieldChanges<T>, after: T) => Promise<void>;
  audit: { actorUserId: number | null; action: AuditAction; entityType: string; entityId?: number; companyId?: number };
};

/** Runs the change in its own transaction; answers the value as it now is. */
export async function auditedChange<T extends object>(db: Db, change: AuditedChange<T>): Promise<T> {
  return db.transaction(async (tx): Promise<T> => {
    const before: T = await change.lock(tx);
    const changes = changedFields(before, change.next(before));
    if (Object.keys(changes).length === 0) return before;
    const after: T = { ...before };
    for (const key of Object.keys(changes) as (keyof T)[]) after[key] = changes[key]!.to;
    await change.write(tx, changes, after);
    await recordAudit(tx, { ...change.audit, data: changes });
    return after;
  });
}
