import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@triptender/contract/constants';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { recordAudit } from './audit.ts';

export type PlatformSettings = { -readonly [K in keyof typeof DEFAULT_SETTINGS]: number };

/** The admin-editable settings, with defaults for any key not stored. */
export async function getSettings(db: Db): Promise<PlatformSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const result: PlatformSettings = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (row.key in result && typeof row.value === 'number') result[row.key as keyof PlatformSettings] = row.value;
  }
  return result;
}

/**
 * Stores changed settings and records the change in the audit log, in one transaction. Values equal to
 * the current ones are not written; returns the settings as they are afterwards.
 */
export async function updateSettings(
  db: Db,
  opts: { actorUserId: number; changes: Partial<PlatformSettings> },
): Promise<PlatformSettings> {
  return db.transaction(async (tx) => {
    // one admin's save at a time, so the audit's "before" is what the change replaced
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform-settings'))`);
    const before = await getSettings(tx);
    const changed = (Object.keys(opts.changes) as (keyof PlatformSettings)[]).filter(
      (key) => key in before && opts.changes[key] !== undefined && opts.changes[key] !== before[key],
    );
    if (changed.length === 0) return before;
    for (const key of changed) {
      const value = opts.changes[key]!;
      await tx
        .insert(settings)
        .values({ key, value, updated_by: opts.actorUserId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, updated_by: opts.actorUserId, updated_at: sql`now()` },
        });
    }
    await recordAudit(tx, {
      actorUserId: opts.actorUserId,
      action: 'settings.updated',
      entityType: 'settings',
      data: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: opts.changes[key] }])),
    });
    return { ...before, ...Object.fromEntries(changed.map((key) => [key, opts.changes[key]])) };
  });
}
