// A PostgreSQL cluster of a test's own (initdb into a temporary folder, its own port), for tests that
// stop and start the database under the API: never the machine's server, which other tests share.
// PostgreSQL refuses to run as root, so as root the cluster belongs to the `postgres` user.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.ts';

/** Where initdb, pg_ctl and postgres are: pg_config's answer, else Debian's newest version. */
export function postgresBinDir(): string | null {
  const has = (dir: string) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (has(dir)) return dir;
  } catch {
    // no pg_config on the PATH: look where Debian puts the server
  }
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => has(path.join(root, v, 'bin')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export type PrivatePostgres = {
  port: number;
  /** A connection string to `database` on this cluster. */
  url(database?: string): string;
  /** `pg_ctl stop -m <mode>`: fast rolls back and disconnects every session; immediate kills them. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (if running) and removes its folder. */
  destroy(): void;
};

const asRoot = process.getuid?.() === 0;

const execFileAsync = promisify(execFile);
const asOwner = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

/** Runs a PostgreSQL program as the cluster's owner, without blocking the event loop meanwhile. */
async function run(bin: string, args: string[]) {
  await execFileAsync(...asOwner(bin, args), { timeout: 5 * 60_000 });
}

/** Makes and starts a cluster with trust authentication, listening on 127.0.0.1 only. */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-pg-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await run(path.join(binDir, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // small and quick: no fsync (nothing here must survive a power cut), few connections
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const pgCtl = path.join(binDir, 'pg_ctl');
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode) {
      await run(pgCtl, ['-D', data, '-m', mode, '-w', '-t', '120', 'stop']);
      running = false;
    },
    async start() {
      await run(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '120', 'start']);
      running = true;
    },
    destroy() {
      if (running) {
        try {
          execFileSync(...asOwner(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
        } catch {
          // already gone: the folder goes anyway
        }
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
