import { sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@triptender/contract/constants';
import { settingsConflicts } from '@triptender/contract/settings';
import { type Db, notify } from '../db/client.ts';
import { settings } from '../db/schema.ts';
import { auditedChange } from './audited-change.ts';
import { AppError } from './errors.ts';

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

/** The NOTIFY channel on which every API process hears that the settings changed. */
export const SETTINGS_CHANNEL = 'tt_settings';

/** How long settings read from the table are trusted without news (a lost notification's worst case). */
export const SETTINGS_CACHE_MS = 60_000;

type Copy = { settings: Promise<PlatformSettings> | undefined; at: number };
const copies = new WeakMap<Db, Copy>();
const allCopies = new Set<Copy>();

/**
 * The settings for a request that only reads them: this process's copy when `db` listens for changes
 * (watchSettings), read again after a change anywhere (SETTINGS_CHANNEL) or SETTINGS_CACHE_MS; the
 * table otherwise. A transaction that checks a setting before it moves money reads getSettings(tx).
 */
export function cachedSettings(db: Db): Promise<PlatformSettings> {
  const copy = copies.get(db);
  if (!copy) return getSettings(db);
  if (copy.settings && Date.now() - copy.at < SETTINGS_CACHE_MS) return copy.settings;
  const settings = getSettings(db);
  copy.settings = settings;
  copy.at = Date.now();
  settings.catch(() => {
    if (copy.settings === settings) copy.settings = undefined;
  });
  return settings;
}

/** Starts keeping a copy of the settings of `db`; the caller calls the returned forget on SETTINGS_CHANNEL. */
export function watchSettings(db: Db): { forget: () => void; stop: () => void } {
  const copy: Copy = { settings: undefined, at: 0 };
  copies.set(db, copy);
  allCopies.add(copy);
  return {
    forget: () => (copy.settings = undefined),
    stop: () => {
      allCopies.delete(copy);
      if (copies.get(db) === copy) copies.delete(db);
    },
  };
}

/** The changes that name a setting and give it a value. */
function definedChanges(before: PlatformSettings, changes: Partial<PlatformSettings>): Partial<PlatformSettings> {
  return Object.fromEntries(Object.entries(changes).filter(([key, value]) => key in before && value !== undefined));
}

/**
 * Stores changed settings and records the change in the audit log, in one transaction. Values equal to
 * the current ones are not written; returns the settings as they are afterwards.
 */
export async function updateSettings(
  db: Db,
  opts: {
    actorUserId: number | null;
    changes: Partial<PlatformSettings>;
    /** Throws when the whole set the change leads to is not allowed (checked under the lock). */
    check?: (merged: PlatformSettings) => void;
  },
): Promise<PlatformSettings> {
  const after = await auditedChange<PlatformSettings>(db, {
    lock: async (tx) => {
      // one admin's save at a time, so the audit's "from" is what the change replaced
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('platform-settings'))`);
      return getSettings(tx);
    },
    next: (before) => {
      opts.check?.({ ...before, ...definedChanges(before, opts.changes) });
      return opts.changes;
    },
    write: async (tx, changes) => {
      for (const [key, change] of Object.entries(changes)) {
        const value = change!.to;
        await tx
          .insert(settings)
          .values({ key, value, updated_by: opts.actorUserId })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value, updated_by: opts.actorUserId, updated_at: sql`now()` },
          });
      }
      // every process reads them again when the commit's notification arrives
      await notify(tx, SETTINGS_CHANNEL, '');
    },
    audit: { actorUserId: opts.actorUserId, action: 'settings.updated', entityType: 'settings' },
  });
  // and this one at once, before its answer says the change is saved
  for (const copy of allCopies) copy.settings = undefined;
  return after;
}

/** updateSettings' check for the admin's saves: a 422 on each field of settings that do not fit together. */
export function refuseSettingsConflicts(merged: PlatformSettings): void {
  const conflicts = settingsConflicts(merged);
  const first = Object.values(conflicts)[0];
  if (first) throw new AppError('VALIDATION', first[0]!, { data: conflicts });
}
