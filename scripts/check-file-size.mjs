// Keeps source files small: a file over 300 lines must say why on one of its first lines
// ("Over 300 lines: ..."). Run by `npm run validate`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs|js|css|sql)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && fs.existsSync(f));

const offenders = [];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  if (lines.length - 1 <= MAX_LINES) continue;
  if (!lines.slice(0, 3).some((l) => l.includes('Over 300 lines:')))
    offenders.push(`${file} (${lines.length - 1} lines)`);
}
if (offenders.length) {
  console.error(
    `Files over ${MAX_LINES} lines without an "Over 300 lines: <why>" line at the top:\n  ${offenders.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`check-file-size: ${files.length} source files, none over ${MAX_LINES} lines without a reason`);
