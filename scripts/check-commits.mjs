// Checks the subjects of the commits a change adds: those after BASELINE (or after COMMIT_CHECK_BASE,
// any revision git understands, e.g. `COMMIT_CHECK_BASE=origin/main`) up to HEAD. Run by `npm run validate`.
//
// The rule: a subject is at most 72 characters and names its area, with an optional scope in
// parentheses: `area(scope): text` or `area: text`, e.g. `api(leads): mask spelled-out contacts`.
// Merge commits are skipped.
//
// Without git, outside a repository, or in a history without the baseline (a shallow clone, a tarball)
// there is nothing to compare against: the check prints a note and passes. A COMMIT_CHECK_BASE that git
// cannot find is an error instead, since it was asked for by name.
import { execFileSync } from 'node:child_process';

// History before this commit is left as it was: the older subjects predate the rule.
const BASELINE = '101f471de2e8ef7b589db5dc4c2fb3911fda54f0';
const MAX_LENGTH = 72;
const SUBJECT = /^[a-z][a-z0-9-]*(\([^()\s]+\))?: \S/;

const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const succeeds = (...args) => {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
};
const pass = (note) => {
  console.log(`check-commits: ${note}; nothing checked`);
  process.exit(0);
};

const override = process.env.COMMIT_CHECK_BASE?.trim();
try {
  git('rev-parse', '--git-dir');
} catch (error) {
  pass(error.code === 'ENOENT' ? 'git is not installed' : 'not inside a git repository');
}
if (!succeeds('rev-parse', '--verify', '--quiet', 'HEAD^{commit}')) pass('the repository has no commits yet');

let base = BASELINE;
if (override) {
  if (!succeeds('rev-parse', '--verify', '--quiet', `${override}^{commit}`)) {
    console.error(`check-commits: COMMIT_CHECK_BASE=${override} is not a commit in this repository`);
    process.exit(2);
  }
  base = git('rev-parse', `${override}^{commit}`);
} else if (
  !succeeds('cat-file', '-e', `${BASELINE}^{commit}`) ||
  !succeeds('merge-base', '--is-ancestor', BASELINE, 'HEAD')
) {
  pass(`the baseline ${BASELINE.slice(0, 7)} is not in this history (a shallow clone or an older branch?)`);
}

const commits = git('log', '--no-merges', '--format=%h%x09%s', `${base}..HEAD`)
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const tab = line.indexOf('\t');
    return { sha: line.slice(0, tab), subject: line.slice(tab + 1) };
  });

const offenders = [];
for (const { sha, subject } of commits) {
  const problems = [];
  const length = [...subject].length;
  if (length > MAX_LENGTH) problems.push(`${length} characters, over ${MAX_LENGTH}`);
  if (!SUBJECT.test(subject)) problems.push('not in the form "area(scope): text" or "area: text"');
  if (problems.length) offenders.push(`${sha} ${subject}\n      ${problems.join('; ')}`);
}

const since = override ? `${override} (${base.slice(0, 7)})` : `the baseline ${base.slice(0, 7)}`;
if (offenders.length) {
  console.error(
    `check-commits: ${offenders.length} of ${commits.length} commit(s) since ${since} break the subject rule ` +
      `(at most ${MAX_LENGTH} characters, "area(scope): text" or "area: text"):\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-commits: ${commits.length} commit(s) since ${since}, every subject in the form`);
