import type { FastifyRequest } from 'fastify';

// Under app.injectWS there is no socket address, so req.ip can be undefined.
export function clientKey(req: FastifyRequest): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/**
 * Counts failures (not attempts) per key in a fixed window: failed logins lock out a key after
 * `max` failures until the window that started with the first failure ends. In memory: each API
 * process counts on its own, which bounds guessing to max x processes per window.
 */
export class FailureLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const hit = this.hits.get(key);
    if (!hit || hit.resetAt <= now) return 0;
    return hit.count >= this.max ? Math.ceil((hit.resetAt - now) / 1000) : 0;
  }

  fail(key: string, now = Date.now()): void {
    const hit = this.hits.get(key);
    if (!hit || hit.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      if (this.hits.size > 50_000) this.sweep(now);
    } else {
      hit.count++;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [key, hit] of this.hits) if (hit.resetAt <= now) this.hits.delete(key);
  }
}
