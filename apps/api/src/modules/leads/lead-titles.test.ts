// The migration that rewrote older titles (drizzle/0006_lead-titles.sql) writes them exactly as
// composeLeadTitle does for new leads: run it again on old-style rows and compare.
import fs from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import { leads } from '../../db/schema.ts';
import { expect, it } from '../../../test/harness.ts';

const migration = fs.readFileSync(new URL('../../../drizzle/0006_lead-titles.sql', import.meta.url), 'utf8');

it('rewrites the old server-written titles (and missing ones) in the new form, and keeps any other', async ({
  fx,
  db,
}) => {
  const owner = (await fx.traveller()).user.id;
  // one after another: the ids, and so the order below, follow this list
  const rows = [];
  for (const fields of [
    { title: 'Trip to Ireland for 2 (sightseeing)', start_date: '2027-09-05' },
    {
      title: 'Trip to United Kingdom for 1 (city)',
      country: 'uk',
      number_of_people: 1,
      trip_type: 'city',
      start_date: '2027-01-12',
    },
    {
      title: 'Trip to Scotland for 12 (active)',
      country: 'scotland',
      number_of_people: 12,
      trip_type: 'active',
      start_date: '2028-12-31',
    },
    { title: null, start_date: '2027-05-01' },
    { title: 'Our silver wedding trip', start_date: '2027-05-01' },
  ] as const) {
    rows.push(await fx.lead(owner, fields));
  }
  await db.execute(sql.raw(migration));
  const after = await db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(leads.id);
  expect(after.map((r) => r.title)).toEqual([
    'Ireland · 2 people · 5 Sep 2027',
    'United Kingdom · 1 person · 12 Jan 2027',
    'Scotland · 12 people · 31 Dec 2028',
    'Ireland · 2 people · 1 May 2027',
    'Our silver wedding trip',
  ]);
  for (const r of after.slice(0, 4)) expect(r.title).toBe(composeLeadTitle(r));
});
