// What an operator's tools see: /metrics in Prometheus's text format, /readyz,
// request ids in answers and log lines, and 503 with Retry-After when the event loop is saturated.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { buyLead } from '../../../test/buy-lead.ts';
import { describe, expect, it, type TestContext } from '../../../test/harness.ts';
import { createTestContext } from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Parses the Prometheus text format (0.0.4) line by line, and fails on any line that is not a
 * comment or a well-formed sample, or a sample whose metric has no # TYPE.
 */
function parseMetrics(text: string): Sample[] {
  const typed = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      typed.add(type[1]!);
      continue;
    }
    if (line.startsWith('# HELP ')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/.exec(line);
    expect(m, `not a Prometheus sample: ${line}`).not.toBeNull();
    const [, name, rawLabels, value] = m!;
    const labels: Record<string, string> = {};
    for (const [, k, v] of (rawLabels ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    expect(typed.has(name!) || typed.has(family), `no # TYPE for ${name}`).toBe(true);
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return samples;
}

async function scrape(c: TestContext, headers: Record<string, string> = {}) {
  const res = await c.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}

/** The value of one series (0 when absent). */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const s = samples.find((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  return s?.value ?? 0;
}

describe('GET /metrics', () => {
  it('parses, and counts each request under its route pattern, never its raw URL', async ({ as, fx, ctx }) => {
    const before = await scrape(ctx);
    for (let i = 0; i < 3; i++) expect((await as(null).get('/healthz')).statusCode).toBe(200);
    const admin = await fx.admin();
    const missing = await as(admin).get('/v1/admin/emails/987654');
    expect(missing.statusCode).toBe(404);
    const after = await scrape(ctx);

    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(valueOf(after, 'triptender_http_requests_total', healthz)).toBe(
      valueOf(before, 'triptender_http_requests_total', healthz) + 3,
    );
    expect(
      valueOf(after, 'triptender_http_request_duration_seconds_count', healthz) -
        valueOf(before, 'triptender_http_request_duration_seconds_count', healthz),
    ).toBe(3);
    expect(
      valueOf(after, 'triptender_http_requests_total', { route: '/v1/admin/emails/:id', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('987654')))).toBe(false);
    // the process's own metrics and the database's are there too
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'triptender_websocket_connections',
    ]) {
      expect(
        after.some((s) => s.name === name),
        name,
      ).toBe(true);
    }
    expect(after.some((s) => s.name === 'triptender_outbox_emails' && s.labels.status === 'pending')).toBe(true);
  });

  it('counts purchases and top-ups as the database records them', async ({ fx, ctx }) => {
    const before = await scrape(ctx);
    const buyer = await fx.companyUser({ creditCents: 50_000 }); // one top-up
    const { lead } = await fx.travellerLead();
    await buyLead(ctx.db, { leadId: lead.id, companyId: buyer.companyId });
    const after = await scrape(ctx);
    expect(valueOf(after, 'triptender_purchases_total')).toBe(valueOf(before, 'triptender_purchases_total') + 1);
    const manual = { method: 'manual' };
    expect(valueOf(after, 'triptender_top_ups_total', manual)).toBe(
      valueOf(before, 'triptender_top_ups_total', manual) + 1,
    );
  });

  it('with METRICS_TOKEN set, answers only that bearer token', async () => {
    const guarded = await createTestContext({ env: { METRICS_TOKEN: 'scrape-me-please' } });
    try {
      const none = await guarded.app.inject({ method: 'GET', url: '/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.body).not.toContain('triptender_');
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer scrape-me-pleasE' },
      });
      expect(wrong.statusCode).toBe(401);
      const samples = await scrape(guarded, { authorization: 'Bearer scrape-me-please' });
      expect(samples.length).toBeGreaterThan(10);
    } finally {
      await guarded.close();
    }
  });
});

describe('GET /readyz', () => {
  it('is ready with every migration applied, and not while the last one is missing', async ({ as, db }) => {
    const ok = await as(null).get('/readyz');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'up', pending_migrations: 0 });

    // as if the database were a release behind: its newest migration not recorded
    const rows = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    const [last] = (rows as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows;
    try {
      const behind = await as(null).get('/readyz');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'unavailable', database: 'up', pending_migrations: 1 });
      // liveness is another question: the process and its database are up
      expect((await as(null).get('/healthz')).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await as(null).get('/readyz')).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers with X-Request-Id, keeps a sane incoming one, and logs every line of the request with it', async ({
    ctx,
  }) => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildApp({ config: ctx.config, database: ctx.database, logger: { level: 'info', stream } });
    app.get('/v1/test/logs', async (req) => {
      req.log.info('first line');
      req.log.warn('second line');
      return { ok: true };
    });
    await app.ready();
    try {
      const fresh = await app.inject({ method: 'GET', url: '/v1/test/logs' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const theirs = await app.inject({
        method: 'GET',
        url: '/v1/test/logs',
        headers: { 'x-request-id': 'lb-7f3a.2026:11' },
      });
      expect(theirs.headers['x-request-id']).toBe('lb-7f3a.2026:11');
      const ours = lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string });
      expect(ours.filter((l) => l.reqId === 'lb-7f3a.2026:11').map((l) => l.msg)).toEqual([
        'first line',
        'second line',
      ]);
      expect(ours.filter((l) => l.reqId === fresh.headers['x-request-id']).length).toBe(2);

      for (const bad of ['two words', 'x'.repeat(129), 'new\\nline', '']) {
        const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
        expect(res.headers['x-request-id'], bad).toMatch(/^[0-9a-f-]{36}$/);
      }
      // errors carry it too, so a user's report ("request id ...") finds the log line
      const missing = await app.inject({
        method: 'GET',
        url: '/v1/nothing-here',
        headers: { 'x-request-id': 'abc-404' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-request-id']).toBe('abc-404');
    } finally {
      await app.close();
    }
  });
});

describe('an overloaded process', () => {
  it('answers 503 with Retry-After while its event loop is saturated, and serves again after', async ({ ctx }) => {
    const strict = await createTestContext({
      env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '1', PRESSURE_RETRY_AFTER_S: '7' },
    });
    try {
      const busy = (ms: number) => {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // saturates the event loop, as a CPU-bound request would
        }
      };
      // waits for the plugin's once-a-second sample to see the blocked loop: at most 120 tries
      let refused;
      for (let i = 0; i < 60 && !refused; i++) {
        busy(300);
        const res = await strict.app.inject({ method: 'GET', url: '/healthz' });
        if (res.statusCode === 503) refused = res;
        else await new Promise((r) => setTimeout(r, 50));
      }
      expect(refused, 'no request was refused while the event loop was blocked').toBeDefined();
      expect(refused!.headers['retry-after']).toBe('7');
      expect(refused!.json()).toEqual({ message: expect.stringContaining('briefly unavailable') });
      const samples = await scrape(ctx);
      expect(valueOf(samples, 'triptender_overload_refusals_total')).toBeGreaterThanOrEqual(1);
    } finally {
      await strict.close();
    }
  }, 120_000);
});
