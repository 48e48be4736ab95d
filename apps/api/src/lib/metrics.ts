// What /metrics reports (Prometheus text format, prom-client): one registry per process, the names
// in docs/operations.md. With WORKERS > 1 the primary sums every worker's registry (cluster.ts and
// plugins/metrics.ts). docs/decisions/022-metrics-and-observability.md
import { sql } from 'drizzle-orm';
import client from 'prom-client';
import type { Database } from '../db/client.ts';

export const metricsRegistry = new client.Registry();

/** What a worker asks its primary for, and the answer: the metrics of every worker, summed (cluster.ts). */
export const METRICS_MESSAGE = 'triptender:metrics';
export type MetricsMessage = { type: typeof METRICS_MESSAGE; id: number; text?: string; error?: string };
// process CPU, memory, event-loop lag, handles and GC, under their usual names
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/** A counter of this registry, named triptender_<name>. */
function counter<const L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return new client.Counter<L>({ name: `triptender_${name}`, help, labelNames, registers });
}

export const httpRequests = counter(
  'http_requests_total',
  'HTTP requests answered, by method, route pattern and status code',
  ['method', 'route', 'status_code'],
);

export const httpErrors = counter(
  'http_errors_total',
  'HTTP requests answered with a 5xx, by method and route pattern',
  ['method', 'route'],
);

export const httpDuration = new client.Histogram({
  name: 'triptender_http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const overloadRefusals = counter(
  'overload_refusals_total',
  'Requests refused with 503 because the event loop was saturated (@fastify/under-pressure)',
);

export const websocketConnections = new client.Gauge({
  name: 'triptender_websocket_connections',
  help: 'Open authenticated WebSocket connections',
  registers,
});

export const databaseErrors = counter(
  'db_errors_total',
  'Errors of PostgreSQL connections (pooled, LISTEN), logged and then recovered from',
  ['source'],
);

export const outboxAttemptFailures = counter(
  'outbox_attempt_failures_total',
  'Outbox sends and jobs that failed an attempt (retried later, or marked failed)',
);

export const housekeepingRuns = counter('housekeeping_runs_total', 'Housekeeping runs, by result (ok or error)', [
  'result',
]);

export const housekeepingRows = counter('housekeeping_rows_total', 'Rows housekeeping purged or archived, by kind', [
  'kind',
]);

/** The databases of this process's apps (one, but tests build several): what the gauges below read. */
const databases = new Set<Database>();

/** Lets the pool, outbox and marketplace gauges read `database` until the returned function is called. */
export function trackDatabase(database: Database): () => void {
  databases.add(database);
  return () => databases.delete(database);
}

// the newest app's: a process serves one; a test process may still hold an older file's app open
const first = () => [...databases].at(-1);

new client.Gauge({
  name: 'triptender_db_pool_connections',
  help: 'PostgreSQL pool connections of this process: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    for (const d of databases) {
      if (!d.pool) continue;
      this.inc({ state: 'total' }, d.pool.totalCount);
      this.inc({ state: 'idle' }, d.pool.idleCount);
      this.inc({ state: 'waiting' }, d.pool.waitingCount);
    }
  },
});

new client.Gauge({
  name: 'triptender_db_pool_max',
  help: 'The most connections the PostgreSQL pool of this process opens (DATABASE_POOL_MAX)',
  registers,
  collect() {
    this.reset();
    for (const d of databases) if (d.pool) this.inc(d.pool.options.max ?? 10);
  },
});

type Count = { n: number | string };
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

// The gauges below are read from the database, which every process shares: summing them over
// workers would count each row once per worker, so the cluster takes one worker's value ('max').
new client.Gauge({
  name: 'triptender_outbox_emails',
  help:
    'Rows in the email outbox by status: pending and sending are the backlog, failed gave up after retries, ' +
    'held are kept unsent (mail to unconfirmed addresses beyond its ration)',
  labelNames: ['status'] as const,
  aggregator: 'max',
  registers,
  async collect() {
    this.reset();
    const d = first();
    if (!d) return;
    const rows = rowsOf<{ status: string } & Count>(
      await d.db.execute(sql`select status, count(*) as n from email_outbox where status <> 'sent' group by status`),
    );
    for (const status of ['pending', 'sending', 'failed', 'held']) {
      this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    }
  },
});

new client.Gauge({
  name: 'triptender_outbox_oldest_pending_seconds',
  help: 'Age of the oldest email or job waiting to be sent (0 when none): a stuck outbox grows here',
  aggregator: 'max',
  registers,
  async collect() {
    const d = first();
    if (!d) return;
    const [row] = rowsOf<{ age: number | string | null }>(
      await d.db.execute(
        sql`select extract(epoch from now() - min(created_at)) as age from email_outbox where status = 'pending'`,
      ),
    );
    this.set(Math.max(0, Number(row?.age ?? 0)));
  },
});

/** A counter whose value is a count of rows: it never goes down, so rate() works on it. */
function rowCounter(name: string, help: string, labelNames: string[], query: () => ReturnType<typeof sql>) {
  return new client.Counter({
    name,
    help,
    labelNames,
    aggregator: 'max',
    registers,
    async collect() {
      const d = first();
      if (!d) return;
      const rows = rowsOf<Record<string, string> & Count>(await d.db.execute(query()));
      this.reset();
      for (const r of rows) {
        const { n, ...labels } = r;
        this.inc(labels, Number(n));
      }
    },
  });
}

rowCounter(
  'triptender_purchases_total',
  'Leads bought (every purchase recorded, refunded or not)',
  [],
  () => sql`select count(*) as n from purchases`,
);

rowCounter(
  'triptender_top_ups_total',
  'Wallet top-ups recorded, by method (manual: the admin or the CLI; card: Stripe)',
  ['method'],
  () =>
    sql`select case kind when 'card_top_up' then 'card' else 'manual' end as method, count(*) as n
        from credit_ledger where kind in ('top_up', 'card_top_up') group by 1`,
);
