// Email addresses in a traveller's folded tokens (contact-text.ts), however they are spelled:
// name@domain.tld, spaces around '@' and '.', "at"/"(at)"/"[at]" and "dot"/"(dot)"/"[dot]" between
// the words, and a mail provider's name without its ending ("maeve at gmail"). Every scan from an '@'
// is bounded (MAX_PARTS words either side), so the whole text is read in linear time.
import { type Token, words } from './contact-text.ts';

/** Tokens from..to (exclusive) that make one contact, and what a company sees instead. */
export type Found = { from: number; to: number };

const MAX_PARTS = 12;
const CLOSING = new Map([
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['<', '>'],
]);
const CLOSE_MARKS = new Set(CLOSING.values());
// the endings of addresses written with the word "at": a word after "dot" must be one of these
const KNOWN_TLDS = words(
  'com net org edu gov mil int info biz name pro io co me ie uk eu de fr es it nl be lu ch at li se no dk fi ' +
    'is pl pt gr cz sk hu ro bg hr si ee lv lt ru ua tr il ae in jp cn hk sg kr tw au nz ca us mx br ar cl za ' +
    'ai app dev email online site xyz tv cc ly gg je im scot wales cymru london travel tours holiday',
);
// mail providers travellers name without the ending: "maeve.quinn at gmail"
const PROVIDERS = words(
  'gmail googlemail hotmail outlook yahoo icloud live msn aol protonmail proton gmx eircom yandex zoho',
);

const isWord = (t: Token | undefined): t is Token => t?.k === 'w';
const isSpace = (t: Token | undefined) => t?.k === 's';
const isMark = (t: Token | undefined, c: string) => t?.k === 'p' && t.t === c;

/** "(at)", "[ dot ]", "(@)": the bracketed word starting at i, and the index after it; -1 if none. */
function bracketed(tokens: Token[], i: number, words: readonly string[]): number {
  const open = tokens[i];
  const close = open?.k === 'p' ? CLOSING.get(open.t) : undefined;
  if (!close) return -1;
  let j = i + 1;
  if (isSpace(tokens[j])) j++;
  const inner = tokens[j];
  if (!inner || !words.includes(inner.t)) return -1;
  j++;
  if (isSpace(tokens[j])) j++;
  return isMark(tokens[j], close) ? j + 1 : -1;
}

/** The bracketed word ending at `close` (a closing mark), read backwards: the index of its opening mark. */
function bracketedBefore(tokens: Token[], close: number, words: readonly string[]): number {
  let j = close - 1;
  if (isSpace(tokens[j])) j--;
  if (!tokens[j] || !words.includes(tokens[j]!.t)) return -1;
  j--;
  if (isSpace(tokens[j])) j--;
  return j >= 0 && bracketed(tokens, j, words) === close + 1 ? j : -1;
}

type Join = { next: number; spelled: boolean };
const DOT = ['dot', '.'];

/** A dot between two parts, from i (just after a part): the next part's index; spelled when not a bare '.'. */
function dotAfter(tokens: Token[], i: number): Join | null {
  if (isMark(tokens[i], '.') && isWord(tokens[i + 1])) return { next: i + 1, spelled: false };
  const spaced = isSpace(tokens[i]);
  const d = spaced ? i + 1 : i;
  let end = bracketed(tokens, d, DOT);
  // a bare '.' or "dot" counts only with space on both sides ("example . com"), never "Cork. Then"
  if (end < 0 && spaced && (isMark(tokens[d], '.') || tokens[d]?.t === 'dot') && isSpace(tokens[d + 1])) end = d + 1;
  if (end < 0) return null;
  const next = isSpace(tokens[end]) ? end + 1 : end;
  return isWord(tokens[next]) ? { next, spelled: true } : null;
}

/** The same backwards, from i (just before a part): the previous part's index. */
function joinBefore(tokens: Token[], i: number): Join | null {
  const t = tokens[i];
  if (t?.k === 'p' && '.+-%'.includes(t.t) && isWord(tokens[i - 1])) return { next: i - 1, spelled: false };
  let d = isSpace(t) ? i - 1 : i;
  const mark = tokens[d];
  let start = -1;
  if (mark?.k === 'p' && CLOSE_MARKS.has(mark.t)) start = bracketedBefore(tokens, d, DOT);
  else if (isSpace(t) && (isMark(mark, '.') || mark?.t === 'dot') && isSpace(tokens[d - 1])) start = d;
  if (start < 0) return null;
  d = isSpace(tokens[start - 1]) ? start - 2 : start - 1;
  return isWord(tokens[d]) ? { next: d, spelled: true } : null;
}

/** The '@' at i in any of its spellings: the index after it, and whether it is the bare word "at". */
function atSign(tokens: Token[], i: number): { end: number; word: boolean } | null {
  const t = tokens[i]!;
  if (isMark(t, '@')) return { end: i + 1, word: false };
  if (t.k === 'w' && t.t === 'at')
    return isSpace(tokens[i - 1]) && isSpace(tokens[i + 1]) ? { end: i + 1, word: true } : null;
  const end = bracketed(tokens, i, ['at', '@']);
  return end < 0 ? null : { end, word: false };
}

/** A domain label: a word, or words joined by '-' ("aer-lingus"); the index after it. */
function label(tokens: Token[], i: number): number {
  let j = i + 1;
  for (let n = 0; n < MAX_PARTS && isMark(tokens[j], '-') && isWord(tokens[j + 1]); n++) j += 2;
  return j;
}

function emailAt(tokens: Token[], i: number, taken: Uint8Array): Found | null {
  const at = atSign(tokens, i);
  if (!at) return null;
  // the name before the '@'
  let start = isSpace(tokens[i - 1]) ? i - 2 : i - 1;
  if (!isWord(tokens[start]) || taken[start]) return null;
  let joined = false;
  for (let n = 0; n < MAX_PARTS; n++) {
    const join = joinBefore(tokens, start - 1);
    if (!join || taken[join.next]) break;
    start = join.next;
    joined = true;
  }
  // the domain after it: labels joined by dots
  const first = isSpace(tokens[at.end]) ? at.end + 1 : at.end;
  if (!isWord(tokens[first])) return null;
  const ends = [label(tokens, first)];
  let spelled = false;
  for (let n = 0; n < MAX_PARTS; n++) {
    const join = dotAfter(tokens, ends[ends.length - 1]!);
    if (!join) break;
    spelled ||= join.spelled;
    ends.push(label(tokens, join.next));
  }
  const provider = PROVIDERS.has(tokens[first]!.t);
  // "stayed at booking.com" is a sentence: with the word "at", something else must say it is an address
  if (at.word && !spelled && !joined && !provider) return null;
  for (let k = ends.length - 1; k >= 1; k--) {
    const tld = tokens[ends[k]! - 1]!.t;
    if (/^[a-z]{2,24}$/.test(tld) && (!at.word || KNOWN_TLDS.has(tld))) return { from: start, to: ends[k]! };
  }
  return provider ? { from: start, to: ends[0]! } : null;
}

/** Every email address in the tokens, left to right, none overlapping one already `taken`. */
export function findEmails(tokens: Token[], taken: Uint8Array): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (taken[i] || (t.t !== '@' && t.t !== 'at' && !(t.k === 'p' && CLOSING.has(t.t)))) continue;
    const email = emailAt(tokens, i, taken);
    if (!email) continue;
    found.push(email);
    taken.fill(1, email.from, email.to);
    i = email.to - 1;
  }
  return found;
}
