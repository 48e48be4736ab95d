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

/** Lock files this process holds: the same PID in a lock file it does not hold is a stale one. */
const heldHere = new Set<string>();

/**
 * Linux: a process's state and start time (clock ticks after boot) from /proc/<pid>/stat, or
 * undefined elsewhere or when it is gone. The name field may hold spaces and parentheses: the
 * fields are read after its last ')'.
 */
function procStat(pid: number | 'self'): { state: string; start: string } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, start: fields[19]! };
  } catch {
    return undefined;
  }
}

type Holder = { pid: number; owner: string; start?: string };

/**
 * Whether the process that wrote a lock still runs. Not when: its PID is ours but this process does
 * not hold the lock (a container restarted after kill -9 runs as PID 1 again), it is a zombie (exited,
 * not yet reaped), or its PID now belongs to a process started at another time.
 */
function holderAlive(file: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(holder.pid);
  if (stat && (stat.state === 'Z' || stat.state === 'X')) return false;
  if (stat && holder.start !== undefined && stat.start !== holder.start) return false;
  return true;
}

/**
 * Takes an exclusive lock file in the data dir, created atomically ('wx'). A lock left by a
 * process that died (killed with -9, a zombie, or our own PID from before a restart) is taken over.
 */
export function acquireDataDirLock(dataDir: string, owner: 'server' | 'cli'): DataDirLock {
  const file = path.resolve(dataDir, 'triptender.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const start = procStat('self')?.start;
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, owner, start, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      heldHere.add(file);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldHere.delete(file);
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
      let holder: Holder | undefined;
      try {
        holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
      } catch {
        holder = undefined;
      }
      if (holder && holderAlive(file, holder)) throw new DataDirBusyError(dataDir, holder);
      // an unreadable lock that is seconds old is another process still writing it
      if (!holder && Date.now() - fs.statSync(file, { throwIfNoEntry: false })!.mtimeMs < 5000) {
        throw new DataDirBusyError(dataDir, { pid: 0, owner: 'process starting up' });
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
