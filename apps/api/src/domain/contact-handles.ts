// Social and messenger handles in a traveller's folded tokens (contact-text.ts): '@maevequinn'; a
// handle after the app's name ("instagram @maevequinn", "my insta is maeve_quinn", "IG: maeve.q",
// "skype live:maeve.quinn") or before it ("maeve_quinn on instagram"); the path of the app's link
// ("facebook.com/maeve.quinn"). The app's name stays: only the handle is hidden. A plain word after
// the name is a handle only when the traveller names it ("is", ':') and it ends the phrase, so
// "Instagram is great for ideas" and "we love Instagram-worthy spots" stay as written. Every look
// around a name is bounded, so the scan is linear.
import type { Found } from './contact-emails.ts';
import { type Token, words } from './contact-text.ts';

const APPS = words(
  'instagram insta ig whatsapp facebook fb telegram skype tiktok snapchat snap twitter messenger viber wechat linkedin',
);
// words between the app's name and the handle; NAMING ones say that what follows is the handle
const LINKING = words('me on at via my is its handle username user name id account profile live');
const NAMING = words('is its handle username user name id live');
// words that end "my insta is ..." without being a handle
const NOT_HANDLES = words(
  'private public great full new old down closed gone here there where what how not empty inactive active ' +
    'deleted below above attached same fine ok okay broken busy amazing lovely beautiful good nice best fun ' +
    'mine ours yours linked blocked',
);
const SOCIAL_HOSTS = words(
  'instagram.com facebook.com fb.com fb.me m.me t.me wa.me tiktok.com snapchat.com twitter.com x.com linkedin.com threads.net',
);
const MAX_PARTS = 8;

const isWord = (t: Token | undefined): t is Token => t?.k === 'w';
const isSpace = (t: Token | undefined) => t?.k === 's';
const isMark = (t: Token | undefined, c: string) => t?.k === 'p' && t.t === c;

type Chain = { from: number; to: number; shaped: boolean };

/** A handle's words joined by '.' or '-' from i: shaped when it could not be an ordinary word. */
function chainFrom(tokens: Token[], i: number): Chain {
  let to = i + 1;
  for (
    let n = 0;
    n < MAX_PARTS && (isMark(tokens[to], '.') || isMark(tokens[to], '-')) && isWord(tokens[to + 1]);
    n++
  ) {
    to += 2;
  }
  return { from: i, to, shaped: to > i + 1 || /_|[0-9]/.test(tokens[i]!.t) };
}

/** The same, ending just before `end`, read backwards. */
function chainBefore(tokens: Token[], end: number): Chain | null {
  if (!isWord(tokens[end - 1])) return null;
  let from = end - 1;
  for (
    let n = 0;
    n < MAX_PARTS && (isMark(tokens[from - 1], '.') || isMark(tokens[from - 1], '-')) && isWord(tokens[from - 2]);
    n++
  ) {
    from -= 2;
  }
  return { from, to: end, shaped: from < end - 1 || /_|[0-9]/.test(tokens[end - 1]!.t) };
}

const free = (taken: Uint8Array, c: { from: number; to: number }) => !taken.subarray(c.from, c.to).includes(1);
const hasLetter = (t: Token) => /\p{L}/u.test(t.t);

/** '@name' not inside an address ("a.b@c" is not one): the handle, with its '@'. */
function atHandle(tokens: Token[], i: number): Found | null {
  if (!isMark(tokens[i], '@') || isWord(tokens[i - 1]) || !isWord(tokens[i + 1]) || !hasLetter(tokens[i + 1]!)) {
    return null;
  }
  return { from: i, to: chainFrom(tokens, i + 1).to };
}

/** The handle after the app's name at i ("instagram: maeve.q", "my insta is maevequinn"). */
function handleAfter(tokens: Token[], i: number): Found | null {
  let j = i + 1;
  // "instagram-worthy", "facebook.com": one word with the name, not a handle after it
  if (tokens[j]?.k === 'p' && tokens[j]!.t !== ':') return null;
  let named = false;
  for (let n = 0; n < 4; n++) {
    if (isSpace(tokens[j])) j++;
    const t = tokens[j];
    if (isWord(t) && LINKING.has(t.t)) named ||= NAMING.has(t.t);
    else if (t?.k === 'p' && ':=-@'.includes(t.t) && !(t.t === '@' && isWord(tokens[j + 1]))) named = true;
    else break;
    j++;
  }
  if (!isWord(tokens[j]) || APPS.has(tokens[j]!.t) || LINKING.has(tokens[j]!.t)) return null;
  const chain = chainFrom(tokens, j);
  if (chain.shaped) return chain;
  const after = tokens[chain.to];
  const endsPhrase = after === undefined || after.k === 'p' || (isSpace(after) && !isWord(tokens[chain.to + 1]));
  const plain = tokens[j]!.t;
  return named && endsPhrase && plain.length >= 3 && !NOT_HANDLES.has(plain) ? chain : null;
}

/** The handle before "on <app>" ("maeve_quinn on instagram"): only one shaped like a handle. */
function handleBefore(tokens: Token[], i: number): Found | null {
  const via = tokens[i - 2];
  if (!isSpace(tokens[i - 1]) || !isWord(via) || !['on', 'via', 'at'].includes(via.t) || !isSpace(tokens[i - 3])) {
    return null;
  }
  const chain = chainBefore(tokens, i - 3);
  return chain?.shaped && tokens.slice(chain.from, chain.to).some(hasLetter) ? chain : null;
}

/** The path of an app's link ("instagram.com/maevequinn") after the '/' at i. */
function linkPath(tokens: Token[], i: number): Found | null {
  if (!isMark(tokens[i], '/')) return null;
  const host = chainBefore(tokens, i);
  if (!host) return null;
  const name = tokens
    .slice(host.from, host.to)
    .map((t) => t.t)
    .join('')
    .replace(/^(www|m|mobile)\./, '');
  if (!SOCIAL_HOSTS.has(name) && !SOCIAL_HOSTS.has(`m.${name}`)) return null;
  const start = isMark(tokens[i + 1], '@') ? i + 2 : i + 1;
  return isWord(tokens[start]) ? { from: i + 1, to: chainFrom(tokens, start).to } : null;
}

/** Every handle in the tokens, none overlapping one already `taken` (an address, a number). */
export function findHandles(tokens: Token[], taken: Uint8Array): Found[] {
  const found: Found[] = [];
  const take = (f: Found | null) => {
    if (!f || !free(taken, f)) return false;
    found.push(f);
    taken.fill(1, f.from, f.to);
    return true;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (taken[i]) continue;
    if (t.k === 'p') take(t.t === '@' ? atHandle(tokens, i) : linkPath(tokens, i));
    else if (t.k === 'w' && APPS.has(t.t)) {
      take(handleBefore(tokens, i));
      take(handleAfter(tokens, i));
    }
  }
  return found;
}
