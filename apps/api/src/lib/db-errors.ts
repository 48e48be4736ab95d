/** Whether an error (or its cause, as drizzle wraps driver errors) is a unique violation. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

// Driver and server codes that mean "the database cannot be reached now", not "this query is wrong":
// network errors, PostgreSQL's connection exceptions (class 08), shutdown and startup (57P0x) and
// too many connections (53300).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '08P01',
]);
// the same, as node-postgres and PGlite word them
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** Whether an error (or its cause) says the database is unreachable: the API answers 503, not 500. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Whether an error (or its cause: drizzle wraps it) is the embedded database's full queue (db/query-queue.ts). */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === 'TT_DATABASE_BUSY') return true;
  }
  return false;
}
