// scripts/check-commits.mjs run against throwaway repositories: a good and a bad commit after a base.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'check-commits.mjs');
const dirs = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// the machine's and the caller's git settings stay out: no hooks, signing or GIT_DIR of an outer repository
const cleanEnv = (extra = {}) => {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: os.devNull };
  for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'COMMIT_CHECK_BASE']) delete env[key];
  return { ...env, ...extra };
};

function repo(subjects) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-commits-'));
  dirs.push(dir);
  const git = (...args) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: dir,
      env: cleanEnv(),
      encoding: 'utf8',
    }).trim();
  git('init', '-q');
  git('commit', '-q', '--allow-empty', '-m', 'Old history in any form at all, before the base');
  const base = git('rev-parse', 'HEAD');
  for (const subject of subjects) git('commit', '-q', '--allow-empty', '-m', subject);
  return { dir, base };
}

const run = (dir, env = {}) => {
  const result = spawnSync(process.execPath, [script], { cwd: dir, env: cleanEnv(env), encoding: 'utf8' });
  return { code: result.status, output: result.stdout + result.stderr };
};

describe('check-commits', () => {
  const good = 'api(leads): mask spelled-out contacts';
  const bad = 'Masked the contacts in leads';

  it('passes when every subject after the base has the form', () => {
    const { dir, base } = repo([good, 'test: a subject without a scope']);
    const { code, output } = run(dir, { COMMIT_CHECK_BASE: base });
    expect(code).toBe(0);
    expect(output).toContain('2 commit(s) since');
  });

  it('fails on a subject without an area, naming only that commit', () => {
    const { dir, base } = repo([good, bad]);
    const { code, output } = run(dir, { COMMIT_CHECK_BASE: base });
    expect(code).toBe(1);
    expect(output).toContain('1 of 2 commit(s)');
    expect(output).toContain(bad);
    expect(output).toContain('not in the form "area(scope): text" or "area: text"');
    expect(output).not.toContain(good);
  });

  it('fails on a subject over 72 characters', () => {
    const long = `web(trips): ${'a'.repeat(61)}`;
    const { dir, base } = repo([long]);
    const { code, output } = run(dir, { COMMIT_CHECK_BASE: base });
    expect(code).toBe(1);
    expect(output).toContain('73 characters, over 72');
  });

  it('passes with a note when the baseline is not in the history', () => {
    const { dir } = repo([bad]);
    const { code, output } = run(dir);
    expect(code).toBe(0);
    expect(output).toMatch(/the baseline [0-9a-f]{7} is not in this history.*nothing checked/);
  });

  it('passes with a note without git or outside a repository', () => {
    const { dir } = repo([bad]);
    expect(run(dir, { PATH: path.join(dir, 'no-such-dir') })).toEqual({
      code: 0,
      output: 'check-commits: git is not installed; nothing checked\n',
    });
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'check-commits-plain-'));
    dirs.push(plain);
    expect(run(plain, { GIT_CEILING_DIRECTORIES: path.dirname(plain) })).toEqual({
      code: 0,
      output: 'check-commits: not inside a git repository; nothing checked\n',
    });
  });

  it('fails when COMMIT_CHECK_BASE names no commit', () => {
    const { dir } = repo([good]);
    const { code, output } = run(dir, { COMMIT_CHECK_BASE: 'no-such-branch' });
    expect(code).toBe(2);
    expect(output).toContain('COMMIT_CHECK_BASE=no-such-branch is not a commit');
  });
});
