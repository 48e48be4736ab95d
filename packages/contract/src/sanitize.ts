import { TEXT_MAX } from './constants.ts';

// Elements whose content is code, not text: removed together with what they hold.
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'template']);
const TAG_START = /[a-z!?]/i;
const WORD = /\w/;
const SPACE = /\s/;

// Text may be wrapped in this many times its length of markup before the rest is cut unread: the
// work of cleaning is bounded by the field's limit, not by what a client sends (docs/benchmarks.md).
const MARKUP_ROOM = 4;

/**
 * The first index of `needle` at or after `from`, remembering the last answer: a later search from
 * further on that the remembered answer still covers costs nothing, so scanning forward through a
 * string costs its length in total, however many times we ask.
 */
function forwardFinder(s: string, needle: string) {
  let from = Infinity;
  let found = -1;
  return (at: number): number => {
    if (at < from || (found !== -1 && found < at)) {
      from = at;
      found = s.indexOf(needle, at);
    }
    return found;
  };
}

/**
 * One left-to-right pass: comments, script-like elements with their content, and tags removed.
 * Every search only moves forward (or remembers that nothing is left to find), so the pass is linear.
 */
function stripOnce(s: string): string {
  const nextGt = forwardFinder(s, '>');
  const nextCommentEnd = forwardFinder(s, '-->');
  const nextCloser = forwardFinder(s, '</');
  // an element with no closing tag after this index has none further on either
  const unclosedFrom = new Map<string, number>();

  /** Where the closing tag of `name` after `from` ends (`</name  >`, any case), or -1. */
  function closerEnd(name: string, from: number): number {
    if (from >= (unclosedFrom.get(name) ?? Infinity)) return -1;
    for (let at = from; ;) {
      const j = nextCloser(at);
      if (j === -1) break;
      let k = j + 2 + name.length;
      if (s.slice(j + 2, k).toLowerCase() === name) {
        while (k < s.length && SPACE.test(s[k]!)) k++;
        if (s[k] === '>') return k + 1;
      }
      at = j + 2;
    }
    unclosedFrom.set(name, from);
    return -1;
  }

  /** Where the markup starting with the '<' at `lt` ends, or -1 when that '<' is text. */
  function markupEnd(lt: number): number {
    if (s.startsWith('<!--', lt)) {
      const end = nextCommentEnd(lt + 4);
      if (end !== -1) return end + 3;
    }
    let n = lt + 1;
    while (n < s.length && WORD.test(s[n]!)) n++;
    const name = s.slice(lt + 1, n).toLowerCase();
    if (DROP_WITH_CONTENT.has(name)) {
      const gt = nextGt(lt + 1);
      const end = gt === -1 ? -1 : closerEnd(name, gt + 1);
      if (end !== -1) return end;
    }
    const first = s[lt + 1] === '/' ? s[lt + 2] : s[lt + 1];
    if (first === undefined || !TAG_START.test(first)) return -1;
    const gt = nextGt(lt + 1);
    return gt === -1 ? -1 : gt + 1;
  }

  let out = '';
  for (let i = 0; i < s.length;) {
    const lt = s.indexOf('<', i);
    if (lt === -1) {
      out += s.slice(i);
      break;
    }
    out += s.slice(i, lt);
    const end = markupEnd(lt);
    if (end === -1) {
      out += '<';
      i = lt + 1;
    } else {
      i = end;
    }
  }
  return out;
}

/** Removes HTML tags (and the content of script-like elements), keeping the text between tags. */
export function stripHtml(value: string): string {
  let out = value;
  // removing one tag can join the pieces of another (`<scr<b>ipt>`): strip until nothing changes
  for (let pass = 0; pass < 4; pass++) {
    const next = stripOnce(out);
    if (next === out) return out;
    out = next;
  }
  // markup that still re-forms after four passes was built to slip through: no angle brackets then
  return out.replace(/[<>]/g, '');
}

// Control characters other than tab and line breaks, and UTF-16 halves without their other half:
// PostgreSQL refuses NUL in text and lone surrogates in JSON, and neither is text anyone typed.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Drops control characters (NUL included) and replaces lone surrogates with U+FFFD. */
export function dropUnsafeChars(value: string): string {
  return value.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** The first `max` UTF-16 units, without splitting a character in two. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * What every free-text field goes through, on the client before sending and on the server again:
 * cut (so the work is bounded), unsafe characters dropped, HTML stripped, trimmed, cut to `max`.
 */
export function cleanText(value: string, max: number = TEXT_MAX): string {
  return cut(stripHtml(dropUnsafeChars(cut(value, max * MARKUP_ROOM))).trim(), max);
}
