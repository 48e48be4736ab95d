// What the bench scripts share: their options, the built API as a child process, and waiting for a
// server to answer. Plain JavaScript, so that the .mjs scripts (run by node) use it as the .ts ones
// do; its types are in lib.d.mts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The repository root. */
export const root = path.resolve(import.meta.dirname, '..');

/** The API as `npm run build -w apps/api` leaves it. */
export const builtApi = path.join(root, 'apps/api/dist/main.js');

/** Parses `--name value` options, each a string with its default; an unknown option is an error. */
export function stringOptions(defaults) {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, { type: 'string', default: value }]),
  );
  return parseArgs({ options }).values;
}

/**
 * Starts the built API in production mode without the web app, as one process unless `env` sets
 * WORKERS (production's default would be one per core); only its errors are printed.
 */
export function startBuiltApi(env) {
  // BENCH_NODE_ARGS: flags for the API's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile
  // the API under any bench (node refuses --cpu-prof in NODE_OPTIONS)
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...nodeArgs, builtApi], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SERVE_WEB: '0', WORKERS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Asks `${base}/healthz` every `everyMs` until it answers 200. Throws `failure` when it still does not
 * after `tries` more tries, or at once with the reason `gaveUp()` returns (the server exited).
 */
export async function waitUntilHealthy(base, { tries, everyMs, failure, gaveUp }) {
  for (let i = 0; ; i++) {
    const reason = gaveUp?.();
    if (reason) throw new Error(reason);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (i > tries) throw new Error(failure);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
