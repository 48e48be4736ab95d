// `npm start`: build what is not built, then serve the API and the web app on one port.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();

// The server runs in a process group of its own, so each signal reaches it once, from here: a
// terminal's Ctrl-C reaches this group (and npm passes it on again), `docker stop` and systemd signal
// this process. The server stops cleanly on the first signal and at once on a second (apps/api/src/server.ts).
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
  detached: true,
});
let last = { signal: '', at: 0 };
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    // one Ctrl-C arrives twice (from the terminal and from npm): pass it on once
    if (last.signal === signal && now - last.at < 1000) return;
    last = { signal, at: now };
    child.kill(signal);
  });
}
// the server's exit code, or 128 + the signal's number when a signal ended it (as a shell reports it)
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
