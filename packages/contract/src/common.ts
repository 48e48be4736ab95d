import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, TEXT_MAX } from './constants.ts';
import { cleanText, dropUnsafeChars } from './sanitize.ts';

/** Required free text, stored as written (cleanText: unsafe characters dropped, trimmed, cut), then checked for length. */
export function text(opts: { min?: number; message?: string; max?: number } = {}) {
  const min = opts.min ?? 1;
  const message = opts.message ?? (min <= 1 ? 'This field is required' : `Must be at least ${min} characters`);
  return z
    .string({ error: message })
    .transform((v) => cleanText(v, opts.max ?? TEXT_MAX))
    .pipe(z.string().min(min, message));
}

/**
 * A short string that is matched, not shown: a search term, a filter. Control characters (NUL) and
 * lone surrogates are dropped, as in text(), since PostgreSQL refuses them.
 */
export const searchText = (max: number, message?: string) =>
  z
    .string()
    .max(max, message)
    .transform((v) => dropUnsafeChars(v).trim());

/** Optional free text, stored as written like text(): null, undefined and blank all become null. */
export function optionalText(max: number = TEXT_MAX) {
  return z
    .string()
    .nullish()
    .transform((v) => {
      const cleaned = v == null ? '' : cleanText(v, max);
      return cleaned === '' ? null : cleaned;
    });
}

// users can type their email in any case, but we store and compare it in lowercase
export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, message));

/** What a missing or malformed id (a body field or a path segment) answers, instead of zod's own words. */
export const ID_MESSAGE = 'Please give a valid id: a whole number above 0.';
export const id = z.coerce
  .number({ error: ID_MESSAGE })
  .int({ error: ID_MESSAGE })
  .positive({ error: ID_MESSAGE })
  .max(2_147_483_647, { error: ID_MESSAGE });
export const idParams = z.object({ id });

/**
 * The dates every date field accepts: a year of four digits from 1900 on. Year 0 does not exist in
 * PostgreSQL (`from=0000-01-01` was a 500), and no trip, quote or filter needs an earlier one.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

/** yyyy-MM-dd within DATE_RANGE. */
export const isoDate = (message = 'Please select a date') =>
  z.iso
    .date({ error: message })
    // a string that is no date at all has its one message from the check above
    .refine((v) => !/^\d{4}-\d\d-\d\d$/.test(v) || (v >= DATE_RANGE.min && v <= DATE_RANGE.max), {
      error: message,
    });

/**
 * A point in time: an ISO-8601 string on the wire, a Date in the API's code. The API's response
 * serializer encodes Dates; the web app sees strings (use z.input<> for wire types).
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (value) => value.toISOString(),
});

/** Someone's name and how to reach them: a traveller's contact details, a user's own. */
export const contactFields = {
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
};

export const pageQuery = {
  page: z.coerce.number().int().min(1).catch(1).default(1),
  // an unknown page size falls back to the default rather than failing the request
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
};

export const listMeta = z.object({
  per_page: z.number().int(),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof listMeta>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMeta });
}

/**
 * Keyset paging beside `page` (decision 019): `after` / `before` name the row (its id) the page starts
 * after or ends before in the list's order, so a deep page costs what the first one does. `page`
 * still says which page it is, for 'x-y of total'.
 */
const cursor = z.coerce
  .number({ error: 'The cursor must be a trip request id.' })
  .int({ error: 'The cursor must be a trip request id.' })
  .positive({ error: 'The cursor must be a trip request id.' })
  .max(2_147_483_647, { error: 'The cursor must be a trip request id.' });
export const keysetQuery = { after: cursor.optional(), before: cursor.optional() };

/** A list meta whose total may be estimated (large lists) and that carries the cursors of its neighbours. */
export const keysetListMeta = listMeta.extend({
  /** The total is PostgreSQL's estimate (above EXACT_TOTALS_UP_TO), shown as "about ...". */
  total_is_estimate: z.boolean(),
  /** Send as `after` (with page + 1) for the next page; null on the last page. */
  next_cursor: z.number().int().nullable(),
  /** Send as `before` (with page - 1) for the previous page; null on the first page. */
  prev_cursor: z.number().int().nullable(),
});
export type KeysetListMeta = z.infer<typeof keysetListMeta>;

export function keysetPaginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: keysetListMeta });
}

export const errorBody = z.object({
  message: z.string(),
  data: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({ message: z.string() });

/** A payload as JSON carries it (what the web app receives): timestamps are ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
