// Runs a command and prints its wall time, the CPU seconds the whole machine spent meanwhile (from
// /proc/stat: on CI's 2 cores the browser journeys are CPU-bound, so CPU is what a change saves), and
// those seconds by kind of process (Chromium's renderers, browser and GPU processes, Playwright's
// workers, the e2e server, PostgreSQL), sampled from /proc every half second. Linux only.
//   node bench/cpu-of.mjs -- npx playwright test e2e/auth.spec.ts --reporter=dot
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const dash = process.argv.indexOf('--');
const command = process.argv.slice(dash === -1 ? 2 : dash + 1);
if (!command.length) {
  console.error('Usage: node bench/cpu-of.mjs -- <command> [args...]');
  process.exit(2);
}
const TICKS = 100; // USER_HZ on Linux

function machineBusyTicks() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return user + nice + system + irq + softirq + steal;
}

function kindOf(pid) {
  let cmd;
  try {
    cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
  if (cmd.includes('chromium')) {
    const type = /--type=([\w-]+)/.exec(cmd)?.[1];
    return `chromium ${type ?? 'browser'}`;
  }
  if (cmd.includes('workerProcessEntry')) return 'playwright worker';
  if (cmd.includes('e2e-server')) return 'e2e server';
  if (cmd.includes('playwright')) return 'playwright runner';
  if (cmd.startsWith('postgres')) return 'postgres';
  if (cmd.includes('vitest')) return 'vitest';
  return 'other';
}

const seen = new Map(); // pid -> { kind, ticks }
const byKind = new Map();
function sample() {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    let entry = seen.get(pid);
    if (!entry) {
      const kind = kindOf(pid);
      if (!kind) continue;
      // a process first seen now: its ticks so far were spent during the run only if it started after us
      entry = { kind, ticks: started ? 0 : ticks };
      seen.set(pid, entry);
    }
    byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + ticks - entry.ticks);
    entry.ticks = ticks;
  }
}

let started = false;
sample();
started = true;
const busy0 = machineBusyTicks();
const t0 = Date.now();
const timer = setInterval(sample, 500);
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
child.on('close', (code) => {
  clearInterval(timer);
  sample();
  const wall = (Date.now() - t0) / 1000;
  const busy = (machineBusyTicks() - busy0) / TICKS;
  console.log(`\nwall ${wall.toFixed(1)} s, machine CPU ${busy.toFixed(0)} s (${(busy / wall).toFixed(2)} cores busy)`);
  for (const [kind, ticks] of [...byKind].sort((a, b) => b[1] - a[1])) {
    if (ticks >= TICKS) console.log(`  ${(ticks / TICKS).toFixed(1).padStart(7)} s  ${kind}`);
  }
  process.exit(code ?? 1);
});
