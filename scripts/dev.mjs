// `npm run dev`: the API with reload (tsx watch) on :3000 and Vite with HMR on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn('npm', ['run', 'dev', '-w', 'apps/api'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      DATA_DIR: path.join(root, '.data'),
      ...process.env,
      SERVE_WEB: '0',
      ALLOWED_ORIGINS: 'http://localhost:5173',
      PUBLIC_URL: 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
console.log('\n  Open http://localhost:5173 (API on http://localhost:3000)\n');
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const p of procs) p.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', () => {
    stop();
  });
