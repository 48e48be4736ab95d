import { TEXT_MAX } from './constants.ts';

const DROP_WITH_CONTENT = /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-z!?][^>]*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

/** Removes HTML tags (and the content of script-like elements), keeping the text between tags. */
export function stripHtml(value: string): string {
  return value.replace(COMMENT, '').replace(DROP_WITH_CONTENT, '').replace(TAG, '');
}

/** What every free-text field goes through, on the client before sending and on the server again. */
export function cleanText(value: string, max: number = TEXT_MAX): string {
  return stripHtml(value).trim().slice(0, max);
}
