import { TEXT_MAX } from './constants.ts';

// Free text is stored as people wrote it: 'budget <2000', 'a<b and c>d' and '<script>' are text, and
// every output escapes it for its medium (React, the email HTML, PDFs, CSV cells). Nothing here strips
// markup (docs/decisions/030-text-stored-as-written.md).

// Text may run to this many times its field's limit before the rest is cut unread, so that text padded
// with blanks or with characters that are dropped still fills its field; the work of cleaning is bounded
// by the field's limit, not by what a client sends (docs/benchmarks.md).
const ROOM = 4;

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
 * cut (so the work is bounded), unsafe characters dropped, trimmed, cut to `max`. Angle brackets and
 * everything else people type are kept as written.
 */
export function cleanText(value: string, max: number = TEXT_MAX): string {
  return cut(dropUnsafeChars(cut(value, max * ROOM)).trim(), max);
}
