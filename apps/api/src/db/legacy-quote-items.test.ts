// Migration 0011 turned the free-text inclusions and exclusions of the quotes stored before lists into
// lists in SQL; clients that still send a string have it split by the contract's splitLegacyItems.
// Both must read a string the same way: this applies the migrations before 0011 to an empty database,
// stores such quotes, applies 0011, and compares with splitLegacyItems.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitLegacyItems } from '@triptender/contract/quote-items';
import { migrationsDir } from '../lib/paths.ts';

const files = fs
  .readdirSync(migrationsDir)
  .filter((f) => /^\d{4}_.*\.sql$/.test(f))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of fs.readFileSync(path.join(migrationsDir, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

const LEGACY = [
  'Hotels with breakfast, transfers\nPRIVATE GUIDE; guide; breakfast;  Car   Hire • hotels with Breakfast',
  'International flights, lunches and dinners unless stated, travel insurance',
  'Accommodation with breakfast, private transport, entrance fees, 24/7 local support',
  '  , ;\n\n',
  'entrance_fees\r\nferries,kayaking,Kayaking',
  `${'A very long item '.repeat(30)}, fuel`,
  Array.from({ length: 45 }, (_, i) => `Item ${i}`).join(', '),
];

describe('migration 0011 and splitLegacyItems', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create({ extensions: { pg_trgm } });
    const before = files.slice(
      0,
      files.findIndex((f) => f.startsWith('0011_')),
    );
    for (const f of before) await run(db, f);
    await db.exec(`
      insert into companies (name, email) values ('Old Tours', 'old@tours.example');
      insert into users (first_name, last_name, email, role) values ('Tara', 'Traveller', 'tara@example.test', 3);
      insert into leads (country, number_of_people, start_date, number_of_night, trip_type, travel_type, flight_booked,
        first_name, last_name, email, lead_type, user_id)
      values ('ireland', 2, '2030-01-01', 5, 'active', 'self-drive', 'no', 'Tara', 'Traveller', 'tara@example.test',
        'multi-step-form', 1);
    `);
    for (const [i, text] of LEGACY.entries()) {
      // one quote per lead and company: a company each
      await db.query(`insert into companies (name, email) values ($1, $2)`, [`Co ${i}`, `co${i}@tours.example`]);
      await db.query(
        `insert into quotes (lead_id, company_id, price_cents, trip_duration, message, inclusions, exclusions)
         values (1, (select max(id) from companies), 1000, '5 days', 'A proposal of twenty characters', $1, $2)`,
        [text, i === 0 ? null : 'flights'],
      );
    }
    await run(
      db,
      files.find((f) => f.startsWith('0011_'))!,
    );
  });
  afterAll(() => db?.close());

  it('turns every stored string into the list the contract would make of it', async () => {
    const { rows } = await db.query<{ inclusions: string[]; exclusions: string[] }>(
      'select inclusions, exclusions from quotes order by id',
    );
    expect(rows.map((r) => r.inclusions)).toEqual(LEGACY.map(splitLegacyItems));
    expect(rows[0]!.inclusions).toEqual([
      'breakfast',
      'private_guide',
      'transfers',
      'car_hire',
      'Hotels with breakfast',
      'Guide',
    ]);
    expect(rows[0]!.exclusions).toEqual([]);
    expect(rows[1]!.exclusions).toEqual(['flights']);
  });

  it('makes each stored quote its own version 1', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from quote_versions v join quotes q on q.id = v.quote_id
       where v.version = 1 and v.inclusions = q.inclusions and v.price_cents = q.price_cents`,
    );
    expect(rows[0]!.n).toBe(LEGACY.length);
  });
});
