// The shared rate-limit store: exact counts however many processes hit one key at once, in
// PostgreSQL (PGlite here too) and in the machine's real Redis; and the API's limits counted there, so
// two apps on one database (two processes, or two hosts) together allow exactly the configured count.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LOGIN_MAX_FAILURES } from '@triptender/contract/constants';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres } from '../db/client.ts';
import { TEST_PASSWORD } from '../../test/fixtures.ts';
import { afterAll, describe, expect, it, type TestContext } from '../../test/harness.ts';
import { DatabaseRateLimitStore, type RateLimitStore, RedisRateLimitStore } from './rate-limit-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = () => `tt-test:${randomBytes(6).toString('hex')}:`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Other connections to the test's database, as other processes would have (PGlite has only one). */
const extraDatabases: Database[] = [];
async function otherConnection(ctx: TestContext): Promise<Database> {
  const url = ctx.database.pool?.options.connectionString;
  if (!url) return ctx.database;
  const database = await openPostgres(url, { max: 4 });
  extraDatabases.push(database);
  return database;
}
const opened: (RateLimitStore | FastifyInstance)[] = [];
afterAll(async () => {
  for (const o of opened) await o.close();
  for (const d of extraDatabases) await d.close();
});

const kinds: [string, (ctx: TestContext) => Promise<RateLimitStore[]>][] = [
  [
    'PostgreSQL',
    async (ctx) => [
      new DatabaseRateLimitStore(ctx.db),
      new DatabaseRateLimitStore((await otherConnection(ctx)).db),
      new DatabaseRateLimitStore((await otherConnection(ctx)).db),
    ],
  ],
  [
    'Redis',
    async () => {
      const p = prefix();
      const stores = [0, 1, 2].map(() => new RedisRateLimitStore(REDIS_URL, p));
      opened.push(...stores);
      return stores;
    },
  ],
];

describe.each(kinds)('the %s store', (_kind, open) => {
  it('counts every hit of many concurrent clients exactly once', async ({ ctx }) => {
    const stores = await open(ctx);
    const hits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => stores[i % stores.length]!.hit('flood', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    // one window for all of them, ending about a minute from now
    const ends = hits.map((h) => h.resetAt);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(5_000);
    expect(Math.min(...ends)).toBeGreaterThan(Date.now());
    expect((await stores[1]!.peek('flood'))?.count).toBe(60);
  });

  it('keeps keys apart, takes a hit back, forgets a key, and starts a new window when one ends', async ({ ctx }) => {
    const [a, b] = await open(ctx);
    await a!.hit('k1', 60_000);
    await a!.hit('k1', 60_000);
    expect((await b!.hit('k2', 60_000)).count).toBe(1);
    await b!.undo('k1');
    expect((await a!.peek('k1'))?.count).toBe(1);
    await b!.reset('k1');
    expect(await a!.peek('k1')).toBeNull();
    expect(await a!.peek('never-hit')).toBeNull();

    // a short window: once it has surely ended, the next hit counts from 1 again
    await a!.hit('short', 2000);
    expect((await a!.hit('short', 2000)).count).toBe(2);
    await sleep(3000);
    expect(await b!.peek('short')).toBeNull();
    expect((await b!.hit('short', 2000)).count).toBe(1);
  });
});

it('the database store purges counters whose window ended, and only those', async ({ db }) => {
  const store = new DatabaseRateLimitStore(db);
  await store.hit('purge:old', 100);
  await store.hit('purge:live', 60_000);
  await sleep(400);
  expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
  expect(await store.peek('purge:live')).not.toBeNull();
  expect((await store.hit('purge:old', 60_000)).count).toBe(1);
});

describe.each([
  ['PostgreSQL', () => ({})],
  ['Redis', () => ({ REDIS_URL, REDIS_PREFIX: prefix() })],
])('two apps counting in %s (two processes or hosts)', (_kind, env) => {
  async function twoApps(ctx: TestContext): Promise<FastifyInstance[]> {
    const settings = env();
    const apps = await Promise.all(
      [ctx.database, await otherConnection(ctx)].map((database) =>
        buildApp({
          config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: ctx.dataDir, ...settings }),
          database,
          logger: false,
        }),
      ),
    );
    opened.push(...apps);
    return apps;
  }

  it(`allow exactly ${LOGIN_MAX_FAILURES} failed logins of an account in total, then 429 with Retry-After`, async ({
    fx,
    ctx,
  }) => {
    const apps = await twoApps(ctx);
    const user = await fx.traveller();
    const login = (app: FastifyInstance, password: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/v1/auth', payload: { email: user.user.email, password }, remoteAddress });
    // a flood from one address, all at once, half through each app
    const flood = await Promise.all(
      Array.from({ length: 16 }, (_, i) => login(apps[i % 2]!, 'wrong password', '10.9.0.1')),
    );
    const statuses = flood.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - LOGIN_MAX_FAILURES);
    const refused = flood.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the right password from that address waits too; from another address it works at once
    expect((await login(apps[1]!, TEST_PASSWORD, '10.9.0.1')).statusCode).toBe(429);
    expect((await login(apps[0]!, TEST_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
  });

  it('allow exactly the route limit of POST /v1/auth/forgot (5 a minute) in total', async ({ ctx }) => {
    const apps = await twoApps(ctx);
    const address = `10.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200) + 1}`;
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        apps[i % 2]!.inject({
          method: 'POST',
          url: '/v1/auth/forgot',
          payload: { email: `someone${i}@example.test` },
          remoteAddress: address,
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again later.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
