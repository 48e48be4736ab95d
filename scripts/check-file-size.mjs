// Keeps source files small: a file over 300 lines must say why on one of its first three lines, in a
// comment that opens with the marker below, followed by the reason. A file at or under 300 lines must
// not carry that line: a reason that no longer holds misleads, and would let the file grow back unasked.
// Run by `npm run validate`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const MAX_LINES = 300;
const MARKER = 'Over 300 lines:';
// the marker opening a comment (//, /*, * or SQL's --) on one of the first three lines
const HEADER = /^\s*(?:\/\/|\/\*+|\*|--)\s*Over 300 lines:/;
const HEADER_LINES = 3;
const SOURCE = /\.(ts|tsx|mjs|js|css|sql)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && fs.existsSync(f));

const unexplained = [];
const stale = [];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const count = lines.length - 1;
  const header = lines.slice(0, HEADER_LINES).some((l) => HEADER.test(l));
  if (count > MAX_LINES && !header) unexplained.push(`${file} (${count} lines)`);
  if (count <= MAX_LINES && header) stale.push(`${file} (${count} lines)`);
}
if (unexplained.length)
  console.error(
    `Files over ${MAX_LINES} lines without an "${MARKER} <why>" line at the top:\n  ${unexplained.join('\n  ')}`,
  );
if (stale.length)
  console.error(
    `Files at or under ${MAX_LINES} lines that still say "${MARKER}" at the top (remove that line):\n  ${stale.join('\n  ')}`,
  );
if (unexplained.length || stale.length) process.exit(1);
console.log(
  `check-file-size: ${files.length} source files, none over ${MAX_LINES} lines without a reason, ` +
    `none under it with a stale one`,
);
