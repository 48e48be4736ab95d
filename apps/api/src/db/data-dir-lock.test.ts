import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('the data dir lock', () => {
  it('lets one holder in, refuses a second, and frees on release', () => {
    const dir = tmp();
    const lock = acquireDataDirLock(dir, 'server');
    expect(() => acquireDataDirLock(dir, 'cli')).toThrow(DataDirBusyError);
    lock.release();
    acquireDataDirLock(dir, 'cli').release();
  });

  it('refuses while another live process holds it, and takes over a dead one', async () => {
    const dir = tmp();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    fs.writeFileSync(path.join(dir, 'triptender.lock'), JSON.stringify({ pid: child.pid, owner: 'server' }));
    try {
      expect(() => acquireDataDirLock(dir, 'cli')).toThrow(/in use by the TripTender server \(pid \d+\)/);
    } finally {
      child.kill();
      await new Promise((r) => child.once('exit', r));
    }
    const lock = acquireDataDirLock(dir, 'cli');
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'triptender.lock'), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  // kill -9 of a server running as PID 1 (a container): after the restart we are PID 1 again
  it('takes over a lock that holds our own PID when this process does not hold it', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'triptender.lock'), JSON.stringify({ pid: process.pid, owner: 'server' }));
    const lock = acquireDataDirLock(dir, 'server');
    // ours now: a second take in this process is refused
    expect(() => acquireDataDirLock(dir, 'cli')).toThrow(DataDirBusyError);
    lock.release();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('takes over a lock whose holder is a zombie', async () => {
    const dir = tmp();
    // the shell starts a short sleep in the background and becomes a long one, which never reaps the
    // short one when it ends: a zombie
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60']);
    const zombie = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    );
    try {
      const state = () => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]![0];
      while (state() !== 'Z') await new Promise((r) => setTimeout(r, 20));
      fs.writeFileSync(path.join(dir, 'triptender.lock'), JSON.stringify({ pid: zombie, owner: 'server' }));
      acquireDataDirLock(dir, 'server').release();
    } finally {
      parent.kill();
      await new Promise((r) => parent.once('exit', r));
    }
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('takes over a lock whose PID now belongs to a later process', () => {
    const dir = tmp();
    // PID 1 runs, but it is not the process that wrote this lock: that one started at another time
    fs.writeFileSync(path.join(dir, 'triptender.lock'), JSON.stringify({ pid: 1, owner: 'server', start: '1' }));
    acquireDataDirLock(dir, 'server').release();
  });
});
