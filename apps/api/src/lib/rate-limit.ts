import type { FastifyRequest } from 'fastify';
import type { RateLimitStore } from './rate-limit-store.ts';

// Under app.injectWS there is no socket address, so req.ip can be undefined.
export function clientKey(req: FastifyRequest): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/** A limit on attempts of one kind: at most `max` that count in a window of `windowMs` per key. */
export type AttemptLimit = { name: string; max: number; windowMs: number };

/**
 * Counts attempts per key in the shared store (lib/rate-limit-store.ts), so every API process and
 * host sees one count. Each attempt is counted before it is tried, which is what makes the limit
 * exact when many processes are flooded at once; an attempt over a limit is refused and taken back
 * (a refusal is not a try), and one that succeeds is taken back or forgotten by the caller. Answers the
 * seconds to wait when refused, else 0.
 */
export async function countAttempt(
  store: RateLimitStore,
  checks: { limit: AttemptLimit; key: string }[],
): Promise<number> {
  const keys = checks.map((c) => `${c.limit.name}:${c.key}`);
  const hits = await Promise.all(checks.map((c, i) => store.hit(keys[i]!, c.limit.windowMs)));
  const over = hits.filter((h, i) => h.count > checks[i]!.limit.max);
  if (over.length === 0) return 0;
  await Promise.all(keys.map((k) => store.undo(k)));
  return Math.max(1, ...over.map((h) => Math.ceil((h.resetAt - Date.now()) / 1000)));
}

/** Takes back one counted attempt of `key` (it turned out fine). */
export const uncountAttempt = (store: RateLimitStore, limit: AttemptLimit, key: string) =>
  store.undo(`${limit.name}:${key}`);

/** Forgets every attempt of `key` under `limit`. */
export const forgetAttempts = (store: RateLimitStore, limit: AttemptLimit, key: string) =>
  store.reset(`${limit.name}:${key}`);
