// `npm run validate`: lint, formatting, types, file sizes, commit subjects and retired words, run side by side (eslint
// and tsc each keep one core busy for about a minute; one after the other they took two on CI's 2 cores).
// Each check's output is printed whole once it ends, never interleaved; the exit code is non-zero if any
// failed.
import { spawn } from 'node:child_process';

const checks = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['file sizes', 'node', ['scripts/check-file-size.mjs']],
  ['commit subjects', 'node', ['scripts/check-commits.mjs']],
  ['retired words', 'node', ['scripts/check-words.mjs']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`== ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds} s`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
