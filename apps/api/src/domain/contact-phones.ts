// Phone numbers in a traveller's folded tokens (contact-text.ts): nine or more digits, written as
// digits or words ("oh eight seven", "double one", "triple three") or both, with spaces, dashes, dots
// or brackets between them, a '+' or "plus" in front. Dates (2026-06-15, 15/06/2026) and times
// (08:45) are not part of one, so a date range, a flight and its time stay as written. One pass:
// a run that falls short of nine digits is skipped whole.
import type { Found } from './contact-emails.ts';
import { type Token, words } from './contact-text.ts';

const MIN_DIGITS = 9;
const MAX_SEPARATORS = 3;
const DIGIT_WORDS = words('zero oh o nought naught nil one two three four five six seven eight nine');
const REPEATS = new Map([
  ['double', 2],
  ['triple', 3],
]);
const DIGITS = /^[0-9]+$/;

type Item = { end: number; digits: number; word: boolean };

const isSpace = (t: Token | undefined) => t?.k === 's';
const isDigits = (t: Token | undefined, max = Infinity) => t?.k === 'w' && DIGITS.test(t.t) && t.t.length <= max;

/** One digit or group of digits at i, as written or spelled out; null if there is none. */
function itemAt(tokens: Token[], i: number): Item | null {
  const t = tokens[i];
  if (t?.k !== 'w') return null;
  if (DIGITS.test(t.t)) return { end: i + 1, digits: t.t.length, word: false };
  if (DIGIT_WORDS.has(t.t)) return { end: i + 1, digits: 1, word: true };
  const times = REPEATS.get(t.t);
  if (times === undefined) return null;
  const j = isSpace(tokens[i + 1]) ? i + 2 : i + 1;
  const next = tokens[j];
  return next && (DIGIT_WORDS.has(next.t) || isDigits(next, 1)) ? { end: j + 1, digits: times, word: true } : null;
}

/** A date at i (2026-06-15, 15/06/2026, 15.06.26): the index after it, or -1. */
function dateEnd(tokens: Token[], i: number): number {
  const [a, s1, b, s2, c] = tokens.slice(i, i + 5);
  if (!isDigits(a) || !isDigits(b, 2) || !isDigits(c) || s1?.k !== 'p' || s1.t !== s2?.t || !'-/.'.includes(s1.t)) {
    return -1;
  }
  const [x, y, z] = [Number(a!.t), Number(b!.t), Number(c!.t)];
  const day = (n: number) => n >= 1 && n <= 31;
  const month = (n: number) => n >= 1 && n <= 12;
  if (a!.t.length === 4 && c!.t.length <= 2) return month(y) && day(z) ? i + 5 : -1;
  if (a!.t.length <= 2 && (c!.t.length === 2 || c!.t.length === 4)) {
    return day(x) && day(y) && (month(x) || month(y)) ? i + 5 : -1;
  }
  return -1;
}

/** Whether the token at i may stand between two digits; a comma only beside a spelled-out one. */
function separates(tokens: Token[], i: number, afterWord: boolean): boolean {
  const t = tokens[i]!;
  if (t.k === 's') return true;
  if (t.k !== 'p') return false;
  if ('-.()'.includes(t.t)) return true;
  if (t.t !== ',') return false;
  const next = tokens[isSpace(tokens[i + 1]) ? i + 2 : i + 1];
  return afterWord || (next !== undefined && (DIGIT_WORDS.has(next.t) || REPEATS.has(next.t)));
}

/** Every phone number in the tokens, none overlapping one already `taken`. */
export function findPhones(tokens: Token[], taken: Uint8Array): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i]!;
    let first = i;
    if (t.t === '+') first = i + 1;
    else if (t.t === 'plus') first = isSpace(tokens[i + 1]) ? i + 2 : i + 1;
    const date = dateEnd(tokens, first);
    const item = taken[i] || taken[first] || date >= 0 ? null : itemAt(tokens, first);
    if (!item) {
      i = Math.max(i + 1, date);
      continue;
    }
    let { digits, end, word } = item;
    for (;;) {
      let j = end;
      for (let n = 0; n < MAX_SEPARATORS && j < tokens.length && !taken[j] && separates(tokens, j, word); n++) j++;
      const next = j > end && !taken[j] && dateEnd(tokens, j) < 0 ? itemAt(tokens, j) : null;
      if (!next || next.end > tokens.length || taken.subarray(j, next.end).includes(1)) break;
      digits += next.digits;
      ({ end, word } = next);
    }
    if (digits >= MIN_DIGITS) {
      found.push({ from: i, to: end });
      taken.fill(1, i, end);
    }
    i = end;
  }
  return found;
}
