// The traveller's text as the contact rules read it (contact-masking.ts): folded (Unicode NFKC, lower
// case, invisible characters dropped, dash and full stop look-alikes as '-' and '.') and cut into
// words, runs of space and single marks. Each token keeps where it stands in the text as written, so a
// rule's match is replaced there and everything around it stays exactly as the traveller wrote it.

/** A rule's list of words (folded: lower case), written as one string: `words('at on via')`. */
export const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** w: letters, digits and '_'; s: a run of white space; p: any other single character. */
export type Token = { k: 'w' | 's' | 'p'; t: string; s: number; e: number };

// zero-width and formatting characters a traveller (or a copy and paste) puts inside an address
const INVISIBLE = new Set([0x00ad, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x2060, 0x2061, 0x2062, 0xfeff]);
// what NFKC leaves apart: dashes and the full stops of other scripts
const LOOKALIKE: Record<number, string> = {
  0x2010: '-',
  0x2011: '-',
  0x2012: '-',
  0x2013: '-',
  0x2014: '-',
  0x2015: '-',
  0x2212: '-',
  0x3002: '.',
  0xff61: '.',
};

const WORD_CHAR = /[\p{L}\p{N}\p{M}_]/u;
const SPACE_CHAR = /\s/u;

function fold(cp: number): string {
  if (cp < 0x80) return cp >= 65 && cp <= 90 ? String.fromCharCode(cp + 32) : String.fromCharCode(cp);
  if (INVISIBLE.has(cp)) return '';
  return LOOKALIKE[cp] ?? String.fromCodePoint(cp).normalize('NFKC').toLowerCase();
}

function kindOf(c: string): Token['k'] {
  const code = c.charCodeAt(0);
  if (code < 0x80) {
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95) return 'w';
    return code === 32 || (code >= 9 && code <= 13) ? 's' : 'p';
  }
  if (WORD_CHAR.test(c)) return 'w';
  return SPACE_CHAR.test(c) ? 's' : 'p';
}

/** The folded tokens of `text`, in one pass; `s`..`e` is each token's place in `text`. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    for (const c of fold(cp)) {
      const k = kindOf(c);
      if (current && current.k === k && k !== 'p') {
        if (k === 'w') current.t += c;
        current.e = i + width;
      } else {
        current = { k, t: k === 's' ? ' ' : c, s: i, e: i + width };
        tokens.push(current);
      }
    }
    i += width;
  }
  return tokens;
}
