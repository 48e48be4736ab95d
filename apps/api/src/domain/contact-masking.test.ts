// The masking rule in code and in SQL must agree: each case is checked both ways.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { MASKED_EMAIL, MASKED_PHONE, maskContacts, maskContactsSql } from './contact-masking.ts';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const E = MASKED_EMAIL;
const P = MASKED_PHONE;
const CASES: [string, string][] = [
  ['Write to maeve.quinn@example.com for details', `Write to ${E} for details`],
  ['MAEVE+trip@Mail.Example.co.uk.', `${E}.`],
  ['maeve @ example.ie or call', `${E} or call`],
  ['Call +353 87 123 4567 after six', `Call ${P} after six`],
  ['ring 087-123-4567 or (0131) 496 0000', `ring ${P} or (${P}`],
  ['Two: 07700900123, +44 7700 900 123', `Two: ${P}, ${P}`],
  ['From 2026-06-15 to 2026-06-22, 4 people, budget $3,000', 'From 2026-06-15 to 2026-06-22, 4 people, budget $3,000'],
  ['Castles and coast, 12 nights, rooms 101 and 102', 'Castles and coast, 12 nights, rooms 101 and 102'],
  ['an @ sign alone, and a.b@c', 'an @ sign alone, and a.b@c'],
  ['', ''],
];

describe('maskContacts', () => {
  it('hides email addresses and phone numbers, and leaves dates, prices and counts alone', () => {
    for (const [text, shown] of CASES) expect(maskContacts(text), text).toBe(shown);
    expect(maskContacts(null)).toBeNull();
  });

  it('masks the same in SQL as in code', async () => {
    for (const [text] of CASES) {
      const result = (await ctx.db.execute(sql`select ${maskContactsSql(sql`${text}::text`)} as masked`)) as unknown;
      const [row] = (result as { rows: { masked: string }[] }).rows;
      expect(row!.masked, text).toBe(maskContacts(text));
    }
  });

  it('is linear on long hostile text', () => {
    const digits = '1 '.repeat(50_000);
    expect(maskContacts(digits)).toBe(`${P} `);
    const at = 'a@'.repeat(50_000);
    expect(maskContacts(at)).toBe(at);
  });
});
