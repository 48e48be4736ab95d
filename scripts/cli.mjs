// `npm run cli -- <command>`: the admin CLI (built on first use).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded({ only: ['apps/api'] });
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/cli.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 1));
