// Bad-lead refunds: a company reports a bought lead whose contact details are invalid (within 14
// days of buying it); the admin confirms (the purchase is refunded to the wallet) or rejects it.
//   POST /v1/purchases/{purchaseId}/report        body: reportBadLeadBody  -> 201 badLeadReport
//   GET  /v1/admin/bad-lead-reports               query: listBadLeadReportsQuery -> paginated(badLeadReport)
//   POST /v1/admin/bad-lead-reports/{id}/confirm  body: resolveBadLeadBody -> badLeadReport (refunded)
//   POST /v1/admin/bad-lead-reports/{id}/reject   body: resolveBadLeadBody -> badLeadReport
import { z } from 'zod';
import { contactFields, id, optionalText, pageQuery, text, timestamp } from './common.ts';
import { BAD_LEAD_REPORT_STATUSES } from './enums.ts';

export const reportBadLeadBody = z.object({
  reason: text({ min: 10, message: 'Please tell us what is wrong with the contact details (at least 10 characters).' }),
});

export const resolveBadLeadBody = z.object({ note: optionalText(1000) });

export const listBadLeadReportsQuery = z.object({
  ...pageQuery,
  status: z.enum(BAD_LEAD_REPORT_STATUSES).optional(),
});

export const badLeadReport = z.object({
  id,
  status: z.enum(BAD_LEAD_REPORT_STATUSES),
  reason: z.string(),
  resolution_note: z.string().nullable(),
  created_at: timestamp,
  resolved_at: timestamp.nullable(),
  purchase: z.object({ id, price_cents: z.number().int(), created_at: timestamp, refunded_at: timestamp.nullable() }),
  company: z.object({ id, name: z.string() }),
  lead: z.object({
    id,
    title: z.string().nullable(),
    ...contactFields,
  }),
  reported_by: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type BadLeadReport = z.output<typeof badLeadReport>;
