// Builds the web app and the API bundle when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

function mtime(p) {
  try {
    return fs.statSync(path.join(root, p)).mtimeMs;
  } catch {
    return 0;
  }
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/scripts',
      'packages/contract/src',
    ],
    workspace: 'apps/web',
  },
  {
    name: 'API',
    output: 'apps/api/dist/main.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contract/src'],
    workspace: 'apps/api',
  },
];

export function buildIfNeeded({ only } = {}) {
  for (const t of targets) {
    if (only && !only.includes(t.workspace)) continue;
    const built = mtime(t.output);
    if (built && built >= newestMtime(t.sources)) continue;
    console.log(`Building the ${t.name}...`);
    execFileSync('npm', ['run', 'build', '-w', t.workspace, '--silent'], { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
