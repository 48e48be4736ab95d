// Every figure a public page or offer shows comes from data (GET /v1/stats: the travellers count, the
// guide's page count) or is not shown. This reads the words of the public pages, their
// content files and the marketing offers, and fails on a figure no data stands behind.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const PUBLIC_SOURCES = [
  'app/routes/public',
  'app/layouts',
  'features/site',
  'features/marketing',
  'features/trip-request',
];

/** Hard figures seen on the site before, none of them measured: what each one claimed. */
const UNFOUNDED: [RegExp, string][] = [
  [/\d{1,3},\d{3}\s*\+|\d{1,3},\d{3} travellers/i, 'a travellers count typed in (it comes from /v1/stats)'],
  [/spots left/i, 'a scarcity that does not exist'],
  [/\$\d[\d,]* (?:on average|average)|average saving/i, 'an average saving nobody measured'],
  [/up to \d+%|\d+-\d+% (?:less|on)/i, 'a percentage saved nobody measured'],
  [/\d+-page/i, "a page count (the guide's real one comes from /v1/stats)"],
  [/worth \$/i, 'a value of the guide we cannot stand behind'],
  [/typically \d+-\d+ quotes|\d+-\d+ quotes/i, 'a number of quotes nobody measured'],
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the public pages', () => {
  const files = PUBLIC_SOURCES.flatMap((dir) => sourceFiles(path.join(src, dir)));

  it('are all read by this check', () => {
    const names = files.map((f) => path.relative(src, f));
    expect(names).toEqual(expect.arrayContaining(['app/routes/public/home.tsx', 'features/site/content/home.ts']));
    expect(names.length).toBeGreaterThan(30);
  });

  it.each(UNFOUNDED)('show no %s', (pattern, what) => {
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${path.relative(src, file)}:${i + 1}`, line }))
        .filter(({ line }) => pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)),
    );
    expect(found, `${what}: ${found.map((f) => f.where).join(', ')}`).toEqual([]);
  });
});
