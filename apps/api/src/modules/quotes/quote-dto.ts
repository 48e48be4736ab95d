import { quoteContentOf } from '@triptender/contract/quote-content';
import type { companyQuote } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { quotes } from '../../db/schema.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';

type QuoteRow = typeof quotes.$inferSelect;

export function toCompanyQuote(q: QuoteRow): z.output<typeof companyQuote> {
  return Object.assign(quoteContentOf(q), {
    id: q.id,
    lead_id: q.lead_id,
    version: q.version,
    accepted_version: q.accepted_version,
    status: effectiveQuoteStatus(q),
    decline_reason_code: q.decline_reason_code,
    decline_reason: q.decline_reason,
    created_at: q.created_at,
    updated_at: q.updated_at,
    status_changed_at: q.status_changed_at,
  });
}
