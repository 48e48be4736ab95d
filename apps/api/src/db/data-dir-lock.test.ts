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
});
