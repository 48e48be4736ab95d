import fs from 'node:fs';
import path from 'node:path';

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: { pid: number; owner: string },
  ) {
    super(
      `The data directory ${dataDir} is in use by the TripTender ${holder.owner} (pid ${holder.pid}). ` +
        `The embedded database allows one process at a time: stop that process first, ` +
        `or use PostgreSQL with DATABASE_URL.`,
    );
    this.name = 'DataDirBusyError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock file in the data dir, created atomically ('wx'). A lock left by a
 * process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string, owner: 'server' | 'cli'): DataDirLock {
  const file = path.join(dataDir, 'triptender.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            const held = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number };
            if (held.pid === process.pid) fs.unlinkSync(file);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid: number; owner: string } | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number; owner: string };
      } catch {
        holder = undefined;
      }
      if (holder && (holder.pid === process.pid || isAlive(holder.pid))) throw new DataDirBusyError(dataDir, holder);
      // an unreadable lock that is seconds old is another process still writing it
      if (!holder && Date.now() - fs.statSync(file, { throwIfNoEntry: false })!.mtimeMs < 5000) {
        throw new DataDirBusyError(dataDir, { pid: 0, owner: 'process starting up' });
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
