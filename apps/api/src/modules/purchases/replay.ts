import { z } from 'zod';
import type { IdempotentResult } from '../../lib/idempotency.ts';

/** Documents the optional Idempotency-Key header; other headers pass through untouched. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Any unique string (1-255 of A-Z a-z 0-9 _ - : .); a repeat with the same key returns the first answer'),
});

/**
 * The body to send for an idempotent call. A replayed answer was stored as the JSON the client got,
 * so it is decoded back (ISO strings to Dates) for the response schema to encode again.
 */
export function replayable<S extends z.ZodType>(schema: S, result: IdempotentResult<z.output<S>>): z.output<S> {
  return result.replayed ? z.decode(schema, result.body as z.input<S>) : result.body;
}
