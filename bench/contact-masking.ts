// The cost of masking contacts in leads' free text (docs/marketplace.md, "Contact details before
// purchase"): maskContacts on the test corpus, on a 350- and a 4,000-character note and on hostile
// input; then fillVisibleText, which computes the stored masked copies of every lead at the first start
// after migration 0023, on a database of --leads leads seeded by bench/seed.ts (run that first).
//   npx tsx bench/seed.ts --leads 200000 --database bench_masking
//   npx tsx bench/contact-masking.ts [--database bench_masking] [--rounds 2000]
// The copies are emptied first (as a migration that changes the rules would), so every lead is filled.
import { MASKED_EMAIL, maskContacts } from '../apps/api/src/domain/contact-masking.ts';
import { EVASIONS, UNTOUCHED } from '../apps/api/src/domain/contact-masking.corpus.ts';
import { fillVisibleText } from '../apps/api/src/domain/visible-text.ts';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { leads } from '../apps/api/src/db/schema.ts';
import { databaseUrl } from './database.ts';
import { stringOptions } from './lib.mjs';

const values = stringOptions({ database: 'bench_masking', rounds: '2000' });
const rounds = Number(values.rounds);

const us = (start: bigint, n = 1) => Number(process.hrtime.bigint() - start) / 1e3 / n;

/** Mean microseconds of one maskContacts call on `text`, over `n` calls after a warm-up. */
function time(text: string, n: number): number {
  for (let i = 0; i < 50; i++) maskContacts(text);
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) maskContacts(text);
  return us(start, n);
}

const corpus = [...UNTOUCHED, ...EVASIONS.map(([text]) => text)];
const note = (length: number) => {
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${corpus[i % corpus.length]} `;
  return out.slice(0, length);
};

console.log('maskContacts (mean of each call)');
{
  for (let i = 0; i < 20; i++) for (const text of corpus) maskContacts(text);
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const text of corpus) maskContacts(text);
  console.log(
    `  the corpus (${corpus.length} notes, ${rounds} rounds): ${us(start, rounds * corpus.length).toFixed(1)} us a note`,
  );
}
for (const length of [350, 4000]) {
  console.log(
    `  a ${length}-character note from the corpus: ${time(note(length), length > 1000 ? rounds / 10 : rounds).toFixed(1)} us`,
  );
}
for (const [label, text] of [
  ['"1 " x 50,000', '1 '.repeat(50_000)],
  ['"a@" x 50,000', 'a@'.repeat(50_000)],
  ['"maeve dot " x 10,000 + "at "', `${'maeve dot '.repeat(10_000)}at `],
  ['"instagram is " x 10,000', 'instagram is '.repeat(10_000)],
] as const) {
  console.log(`  hostile ${label} (${text.length} characters): ${(time(text, 5) / 1000).toFixed(1)} ms`);
}
if (!maskContacts('maeve dot quinn at example dot com').includes(MASKED_EMAIL)) throw new Error('masking is off');

const database = await openPostgres(databaseUrl(values.database), { max: 2 });
const n = await database.db.$count(leads);
console.log(`fillVisibleText on ${values.database} (${n} leads)`);
let start = process.hrtime.bigint();
await database.db.update(leads).set({ visible_of: null, visible_title: null, visible_special_requests: null });
console.log(`  copies emptied: ${(us(start) / 1e6).toFixed(1)} s`);
start = process.hrtime.bigint();
const filled = await fillVisibleText(database.db);
const seconds = us(start) / 1e6;
console.log(`  filled ${filled} leads in ${seconds.toFixed(1)} s (${Math.round(filled / seconds)} a second)`);
await database.close();
