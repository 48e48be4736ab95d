// What a company sees of a traveller's own words before it buys the lead: the corpus (beside this file)
// of notes that must reach it as written, and of ways travellers write an address, a number or a
// handle that must not.
import { describe, expect, it } from 'vitest';
import * as masking from './contact-masking.ts';
import { EVASIONS, UNTOUCHED } from './contact-masking.corpus.ts';

const { MASKED_EMAIL, MASKED_HANDLE, MASKED_PHONE, maskContacts } = masking;

const expected = (shown: string) =>
  shown.replaceAll('{email}', MASKED_EMAIL).replaceAll('{phone}', MASKED_PHONE).replaceAll('{handle}', MASKED_HANDLE);

describe('maskContacts', () => {
  it.each(UNTOUCHED.map((text) => [text]))('leaves %j as written', (text) => {
    expect(maskContacts(text)).toBe(text);
  });

  it.each(EVASIONS.map(([text, shown]) => [text, shown]))('masks %j', (text, shown) => {
    expect(maskContacts(text)).toBe(expected(shown));
  });

  it('keeps null', () => expect(maskContacts(null)).toBeNull());

  // about 30 ms here for 700,000 characters (the test's own timeout is the bound: a quadratic rule takes minutes)
  it('is linear on long hostile text', () => {
    expect(maskContacts('1 '.repeat(50_000))).toBe(`${MASKED_PHONE} `);
    const at = 'a@'.repeat(50_000);
    expect(maskContacts(at)).toBe(at);
    const dots = 'a.'.repeat(50_000);
    expect(maskContacts(`${dots}@`)).toBe(`${dots}@`);
    const words = 'maeve dot '.repeat(10_000);
    expect(maskContacts(`${words}at `.repeat(3))).toBe(`${words}at `.repeat(3));
    const platforms = 'instagram is '.repeat(10_000);
    expect(maskContacts(platforms)).toBe(platforms);
    const numbers = 'oh double '.repeat(10_000);
    expect(maskContacts(numbers).length).toBeLessThan(numbers.length);
  });
});
