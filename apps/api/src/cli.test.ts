// The CLI as an operator runs it: the built CLI (dist/cli.js, as `npm run cli` runs it), a separate
// process on a data dir (or DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { creditLedger, users } from './db/schema.ts';
import { eq } from 'drizzle-orm';
import { withDatabase } from '../test/global-setup.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let env: NodeJS.ProcessEnv;
let pgName: string | undefined;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-cli-'));
  env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' };
  if (process.env.DATABASE_URL) {
    pgName = `tt_cli_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${pgName}"`);
    await admin.query(`CREATE DATABASE "${pgName}"`);
    await admin.end();
    env.DATABASE_URL = withDatabase(process.env.DATABASE_URL, pgName);
  }
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (pgName) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`);
    await admin.end();
  }
});

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--enable-source-maps', 'dist/cli.js', ...args], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

async function open(): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 1 }) : openPglite({ dataDir, lockOwner: 'cli' });
}

describe('npm run cli', () => {
  it('prints usage and exits non-zero on bad arguments', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['top-up', '--amount', 'ten'],
      ['create-user', '--role', 'pilot'],
      ['top-up', '--bogus', '1'],
    ]) {
      const r = cli(...args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.err + r.out).toContain('Usage: npm run cli -- <command>');
    }
  }, 300_000); // five CLI processes: seconds each when idle, a minute each on a loaded 2-core machine

  it('creates a company (printing its id), tops it up, and creates users', async () => {
    const made = cli('create-company', '--name', 'Glen Coe Guides', '--email', 'hello@glencoe.example');
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    const companyId = Number(made.out);
    expect(companyId).toBeGreaterThan(0);

    const top = cli('top-up', '--company-id', String(companyId), '--amount', '125.50');
    expect(top.code).toBe(0);
    expect(top.out).toContain('$125.50');

    expect(
      cli(
        'create-user',
        '--role',
        'company',
        '--email',
        'Boss@GlenCoe.example',
        '--password',
        'long enough',
        '--company-id',
        String(companyId),
      ).code,
    ).toBe(0);
    expect(
      cli('create-user', '--role', 'admin', '--email', 'ops@triptender.example', '--password', 'long enough').code,
    ).toBe(0);
    const dup = cli(
      'create-user',
      '--role',
      'traveller',
      '--email',
      'ops@triptender.example',
      '--password',
      'long enough',
    );
    expect(dup.code).toBe(1);
    expect(dup.err).toContain('The email has already been taken.');
    expect(cli('create-user', '--role', 'company', '--email', 'x@y.example', '--password', 'long enough').code).toBe(2);

    const database = await open();
    try {
      const [boss] = await database.db.select().from(users).where(eq(users.email, 'boss@glencoe.example'));
      expect(boss).toMatchObject({ role: 2, company_id: companyId, company_role: 1 });
      const ledger = await database.db.select().from(creditLedger).where(eq(creditLedger.company_id, companyId));
      expect(ledger.map((r) => r.amount_cents)).toEqual([12550]);
    } finally {
      await database.close();
    }
  }, 600_000); // six CLI processes, each opening the embedded database: minutes on a busy machine

  it.skipIf(!!process.env.DATABASE_URL)('refuses to touch an embedded data dir held by a running server', async () => {
    const server = await openPglite({ dataDir, lockOwner: 'server' });
    try {
      const r = cli('top-up', '--company-id', '1', '--amount', '5');
      expect(r.code).toBe(3);
      expect(r.err).toContain(`is in use by the TripTender server (pid ${process.pid})`);
    } finally {
      await server.close();
    }
    expect(cli('top-up', '--company-id', '1', '--amount', '5').code).toBe(0);
  });

  it('vapid-keys prints a P-256 key pair whose private key signs what the public key verifies', () => {
    const r = cli('vapid-keys');
    expect(r.code, r.err).toBe(0);
    const env = Object.fromEntries(r.out.split('\n').map((line) => line.split('=') as [string, string]));
    expect(Object.keys(env)).toEqual(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']);
    const point = Buffer.from(env.VAPID_PUBLIC_KEY!, 'base64url');
    expect(point.length).toBe(65); // an uncompressed point: 0x04, x, y
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    };
    const privateKey = createPrivateKey({ key: { ...jwk, d: env.VAPID_PRIVATE_KEY! }, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('payload'), privateKey);
    expect(verify('sha256', Buffer.from('payload'), createPublicKey({ key: jwk, format: 'jwk' }), signature)).toBe(
      true,
    );
    expect(cli('vapid-keys', '--bits', '1').code).toBe(2);
  }, 120_000);
});
