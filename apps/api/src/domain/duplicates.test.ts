// Whether a request repeats an earlier one, in code and in SQL, must agree on every earlier request
// (the rule is written once, domain/duplicates.ts).
import { and, inArray } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { leads } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import { duplicateOfSql, isDuplicateOf, type DuplicateKey } from './duplicates.ts';

const DAY = 86_400_000;
const start = addDaysIso(todayIso(), 60);
const key: DuplicateKey = { email: 'isla@example.test', country: 'scotland', start_date: start, number_of_night: 5 };
const earlier = {
  ...key,
  status: 'open' as const,
  deleted_at: null,
  created_at: new Date(Date.now() - DAY),
};

describe('isDuplicateOf', () => {
  const now = new Date();
  it('needs the same email and country', () => {
    expect(isDuplicateOf(key, earlier, now)).toBe(true);
    expect(isDuplicateOf(key, { ...earlier, email: 'other@example.test' }, now)).toBe(false);
    expect(isDuplicateOf(key, { ...earlier, country: 'ireland' }, now)).toBe(false);
  });

  it('needs a shared night: [start, start + nights) intersect', () => {
    expect(isDuplicateOf(key, { ...earlier, start_date: addDaysIso(start, 4) }, now)).toBe(true);
    expect(isDuplicateOf(key, { ...earlier, start_date: addDaysIso(start, 5) }, now)).toBe(false);
    expect(isDuplicateOf(key, { ...earlier, start_date: addDaysIso(start, -2), number_of_night: 3 }, now)).toBe(true);
    expect(isDuplicateOf(key, { ...earlier, start_date: addDaysIso(start, -2), number_of_night: 2 }, now)).toBe(false);
  });

  it('counts an earlier request posted within 30 days, alive (pending, open, accepted) and not deleted', () => {
    expect(isDuplicateOf(key, { ...earlier, created_at: new Date(Date.now() - 29 * DAY) }, now)).toBe(true);
    expect(isDuplicateOf(key, { ...earlier, created_at: new Date(Date.now() - 31 * DAY) }, now)).toBe(false);
    for (const status of ['pending', 'accepted'] as const) {
      expect(isDuplicateOf(key, { ...earlier, status }, now)).toBe(true);
    }
    for (const status of ['expired', 'archived'] as const) {
      expect(isDuplicateOf(key, { ...earlier, status }, now)).toBe(false);
    }
    expect(isDuplicateOf(key, { ...earlier, deleted_at: new Date() }, now)).toBe(false);
  });
});

describe('duplicateOfSql', () => {
  it('gives the same answer as isDuplicateOf for every seeded earlier request', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    const seeded: Partial<typeof leads.$inferInsert>[] = [
      {},
      { email: 'other@example.test' },
      { country: 'ireland' },
      { start_date: addDaysIso(start, 4) },
      { start_date: addDaysIso(start, 5) },
      { start_date: addDaysIso(start, -2), number_of_night: 3 },
      { start_date: addDaysIso(start, -2), number_of_night: 2 },
      { start_date: addDaysIso(start, -20), number_of_night: 30 },
      { created_at: ago(29) },
      { created_at: ago(31) },
      { status: 'pending' },
      { status: 'accepted' },
      { status: 'expired' },
      { status: 'archived' },
      { deleted_at: new Date() },
    ];
    const rows = [];
    for (const s of seeded) {
      rows.push(
        await fx.lead(owner, { email: key.email, country: key.country, start_date: start, number_of_night: 5, ...s }),
      );
    }
    const now = new Date();
    const ids = rows.map((r) => r.id);
    const found = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(inArray(leads.id, ids), duplicateOfSql(key, now)));
    const inSql = new Set(found.map((r) => r.id));
    const inCode = rows.filter((r) => isDuplicateOf(key, r, now)).map((r) => r.id);
    expect([...inSql].sort()).toEqual(inCode.sort());
    // and the rule is not vacuous: some repeat, some do not
    expect(inCode.length).toBeGreaterThan(3);
    expect(inCode.length).toBeLessThan(rows.length - 3);
  });
});
