import { describe, expect, it } from 'vitest';
import { restartDelayMs, workerCount } from './cluster.ts';
import { loadConfig } from './config.ts';

describe('WORKERS', () => {
  const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/x', ...env });
  const pgUrl = 'postgres://postgres@127.0.0.1:5432/x';

  it('defaults to every core in production and 1 in development and tests, on PostgreSQL', () => {
    const cores = config({ NODE_ENV: 'production', DATABASE_URL: pgUrl }).workers;
    expect(cores).toBeGreaterThanOrEqual(1);
    expect(workerCount(config({ NODE_ENV: 'production', DATABASE_URL: pgUrl }))).toBe(cores);
    expect(workerCount(config({ NODE_ENV: 'development', DATABASE_URL: pgUrl }))).toBe(1);
    expect(workerCount(config({ NODE_ENV: 'test', DATABASE_URL: pgUrl }))).toBe(1);
    expect(workerCount(config({ NODE_ENV: 'test', DATABASE_URL: pgUrl, WORKERS: '3' }))).toBe(3);
  });

  it('is 1 on the embedded database, and a WORKERS above 1 there is refused with the reason', () => {
    expect(workerCount(config({ NODE_ENV: 'production' }))).toBe(1);
    expect(workerCount(config({ NODE_ENV: 'production', WORKERS: '1' }))).toBe(1);
    expect(() => workerCount(config({ NODE_ENV: 'production', WORKERS: '2' }))).toThrow(
      'WORKERS=2: the embedded database (PGlite) runs inside one process, so it allows one worker. ' +
        'Set DATABASE_URL to a PostgreSQL database to run several, or leave WORKERS unset.',
    );
  });

  it('must be a whole number from 1', () => {
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => config({ WORKERS: bad })).toThrow('WORKERS must be a whole number from 1 to 256');
    }
  });

  it('restarts a crashing worker later each time, at most every 30 s', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 30_000, 30_000, 30_000]);
  });
});
