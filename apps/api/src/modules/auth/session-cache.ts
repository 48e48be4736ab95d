import type { Db } from '../../db/client.ts';
import type { Actor } from './permissions.ts';

/** A session as resolveSession read it: its actor, when it expires and when it was last touched. */
export type LiveSession = { actor: Actor; expiresAt: number; lastUsedAt: number };

type Entry = { session: Promise<LiveSession | null>; at: number; settled?: LiveSession | null };

/** How long a session read from the table is trusted without news (a lost notification's worst case). */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * The sessions this process resolved lately, by token hash, so a request costs no session query.
 * An entry is dropped when its user changes (publishUserChanged: logout, revoked sessions, a role or
 * company change, a disabled account) through the USER_CHANNEL notification that every process hears,
 * and at once in the process that made the change; a session past its `expires_at` is never used, and
 * nothing is kept longer than SESSION_CACHE_MS. Only handles that listen (watchSessions in app.ts) cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  /** The session of a token hash, read with `load` unless this process read it lately. */
  resolve(tokenHash: string, load: () => Promise<LiveSession | null>): Promise<LiveSession | null> {
    const now = Date.now();
    const hit = this.entries.get(tokenHash);
    if (hit && now - hit.at < SESSION_CACHE_MS && (hit.settled === undefined || (hit.settled?.expiresAt ?? 0) > now)) {
      return hit.session;
    }
    // one read for the requests of a token that arrive together
    const entry: Entry = { session: load(), at: now };
    this.entries.set(tokenHash, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    entry.session.then(
      (session) => {
        entry.settled = session;
        // an unknown token is not kept: random tokens must not fill the map
        if (!session && this.entries.get(tokenHash) === entry) this.entries.delete(tokenHash);
      },
      () => {
        if (this.entries.get(tokenHash) === entry) this.entries.delete(tokenHash);
      },
    );
    return entry.session;
  }

  /**
   * Forgets a user's sessions. Reads still in flight are forgotten too: they may have started before
   * the change and must not answer a request that arrives after it.
   */
  forgetUser(userId: number): void {
    for (const [hash, entry] of this.entries) {
      if (entry.settled === undefined || entry.settled?.actor.id === userId) this.entries.delete(hash);
    }
  }

  /** Forgets everything (the listener reconnected: notifications may have been lost meanwhile). */
  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();
const all = new Set<SessionCache>();

/** The cache of a database handle that listens for user changes, or undefined (no caching). */
export const sessionCacheOf = (db: Db): SessionCache | undefined => caches.get(db);

/** Starts caching the sessions of `db`; the caller forgets users on USER_CHANNEL notifications. */
export function startSessionCache(db: Db): SessionCache {
  const cache = new SessionCache();
  caches.set(db, cache);
  all.add(cache);
  return cache;
}

export function stopSessionCache(db: Db): void {
  const cache = caches.get(db);
  if (cache) all.delete(cache);
  caches.delete(db);
}

/**
 * Forgets a user's sessions in every cache of this process, at once: the change's own notification
 * reaches this process too, but maybe after the answer that tells the client the change is done.
 * (A transaction's handle is not the handle its cache is filed under, so every cache forgets.)
 * forgetAllSessionsEverywhere is for a change of the session lifetimes (settings, decision 021).
 */
export function forgetAllSessionsEverywhere(): void {
  for (const cache of all) cache.clear();
}

export function forgetUserEverywhere(userId: number): void {
  for (const cache of all) cache.forgetUser(userId);
}
