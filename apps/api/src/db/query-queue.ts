// The embedded database runs one query at a time (decision 026). Without a bound, a burst of requests
// queues on it for seconds (p99 3.2 s, max 7.1 s at 50 connections). This queue admits a request
// with its first query: at most `max` first queries wait, each at most `waitMs`; beyond either the call is
// refused at once with DatabaseBusyError, which the API answers 503 with Retry-After
// (plugins/error-handler.ts). A request once admitted is never refused later (half an answer helps nobody):
// its further queries wait in a lane that goes first, so admitted requests finish before new ones start.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The embedded database's queue is full, or a request waited too long for its first query. */
export class DatabaseBusyError extends Error {
  readonly code = 'TT_DATABASE_BUSY';
  constructor(reason: 'queue full' | 'waited too long') {
    super(`The embedded database is busy (${reason})`);
  }
}

/** One per HTTP request (app.ts runs each request inside it): whether its first query has started. */
export const requestScope = new AsyncLocalStorage<{ admitted: boolean }>();

type Waiter = { start: () => void; refuse: () => void; deadline?: number; timer?: NodeJS.Timeout };

/**
 * One call at a time; admitted requests' and background calls first, then new requests, FIFO each.
 * PGlite answers a query without giving other work a turn (its queries resolve in one run of microtasks),
 * so the next call starts only after a turn of the event loop (setImmediate): responses get written, new
 * connections are read, and a new request's wait is checked by the clock when its turn comes as well as by
 * its timer (which cannot fire while queries run back to back).
 */
export class QueryQueue {
  private busy = false;
  private readonly admitted: Waiter[] = [];
  private readonly arriving: Waiter[] = [];

  constructor(private readonly limits: { max: number; waitMs: number }) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    const scope = requestScope.getStore();
    // background work (the outbox worker, timers) and requests already served are never refused
    const limited = scope !== undefined && !scope.admitted;
    if (scope) scope.admitted = true;
    if (!this.busy) {
      this.busy = true;
      return this.execute(work);
    }
    if (limited && this.arriving.length >= this.limits.max) {
      return Promise.reject(new DatabaseBusyError('queue full'));
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.execute(work).then(resolve, reject);
        },
        refuse: () => {
          clearTimeout(waiter.timer);
          reject(new DatabaseBusyError('waited too long'));
        },
      };
      if (limited) {
        waiter.deadline = Date.now() + this.limits.waitMs;
        waiter.timer = setTimeout(() => {
          const at = this.arriving.indexOf(waiter);
          if (at >= 0) this.arriving.splice(at, 1);
          waiter.refuse();
        }, this.limits.waitMs);
        this.arriving.push(waiter);
      } else {
        this.admitted.push(waiter);
      }
    });
  }

  private async execute<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      setImmediate(() => this.startNext());
    }
  }

  private startNext() {
    for (;;) {
      const next = this.admitted.shift() ?? this.arriving.shift();
      if (!next) {
        this.busy = false;
        return;
      }
      if (next.deadline !== undefined && Date.now() > next.deadline) {
        next.refuse();
        continue;
      }
      next.start();
      return;
    }
  }
}
