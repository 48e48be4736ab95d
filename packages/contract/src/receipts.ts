// Receipts of card top-ups, the billing details printed on them, and the wallet statement.
//   GET /v1/company/{companyId}/billing                    -> billingDetails               (Manager, Finance, admin)
//   PUT /v1/company/{companyId}/billing                    body: billingDetailsBody -> billingDetails
//   GET /v1/company/{companyId}/receipts                   query: pageQuery -> paginated(receiptListItem)
//   GET /v1/company/{companyId}/receipts/{receiptId}/pdf   -> application/pdf (attachment)
//   GET /v1/company/{companyId}/wallet/statement.csv       query: statementQuery -> text/csv (attachment)
//   GET /v1/admin/settings/receipts                        -> issuerDetails                (admin)
//   PUT /v1/admin/settings/receipts                        body: issuerDetailsBody -> issuerDetails
import { z } from 'zod';
import { email, id, isoDate, pageQuery, timestamp } from './common.ts';
import { todayIso } from './dates.ts';
import { cleanText } from './sanitize.ts';

export const RECEIPT_MESSAGES = {
  legalName: 'Enter the legal name to print on receipts (at most 200 characters).',
  address: 'The address can be at most 500 characters.',
  issuerAddress: 'Enter the address to print on receipts (at most 500 characters).',
  country: 'The country can be at most 80 characters.',
  vatNumber: 'Enter a VAT number of 2 to 30 letters and digits (spaces, dots, hyphens and slashes allowed).',
  email: 'Please enter a valid email address.',
  billingSaved: 'Billing details saved',
  issuerSaved: 'Receipt details saved',
  empty: 'No receipts yet: a receipt is issued for every card top-up.',
  date: 'Use a date like 2026-11-20.',
  dateOrder: 'The start date must be on or before the end date.',
  dateRange: 'A statement covers at most 366 days: choose a shorter range.',
} as const;

/** What a receipt says it was paid for. */
export const RECEIPT_LINE = 'TripTender credit (prepaid, for trip requests)';
/** The longest range a statement covers, in days (both ends included). */
export const STATEMENT_MAX_DAYS = 366;

/**
 * Text that is rejected, not cut, when too long: a legal name cut short on a receipt would be wrong.
 * Cleaned as every free text is (contract `text()`), then measured.
 */
function bounded(max: number, message: string) {
  return z
    .string({ error: message })
    .transform((v) => cleanText(v, max + 1))
    .pipe(z.string().max(max, message));
}
const required = (max: number, message: string) => bounded(max, message).pipe(z.string().min(1, message));
/** Optional: null, undefined and blank all become null. */
const optional = (max: number, message: string) =>
  bounded(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

// loose on purpose: every country writes its VAT numbers its own way; this keeps out what no VAT number is
const VAT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{1,29}$/;
const vatNumber = optional(30, RECEIPT_MESSAGES.vatNumber).refine((v) => v === null || VAT_NUMBER.test(v), {
  error: RECEIPT_MESSAGES.vatNumber,
});

/** A company's billing details as stored and shown: anything may be unset until someone fills it in. */
export const billingDetails = z.object({
  legal_name: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  vat_number: z.string().nullable(),
});
export type BillingDetails = z.output<typeof billingDetails>;

export const billingDetailsBody = z.object({
  legal_name: required(200, RECEIPT_MESSAGES.legalName),
  address: optional(500, RECEIPT_MESSAGES.address),
  country: optional(80, RECEIPT_MESSAGES.country),
  vat_number: vatNumber,
});
export type BillingDetailsBody = z.input<typeof billingDetailsBody>;

/** TripTender's own details printed on every receipt (admin settings). */
export const issuerDetails = z.object({
  legal_name: z.string(),
  address: z.string(),
  vat_number: z.string().nullable(),
  email: z.string(),
});
export type IssuerDetails = z.output<typeof issuerDetails>;

export const issuerDetailsBody = z.object({
  legal_name: required(200, RECEIPT_MESSAGES.legalName),
  address: required(500, RECEIPT_MESSAGES.issuerAddress),
  vat_number: vatNumber,
  email: email(RECEIPT_MESSAGES.email),
});
export type IssuerDetailsBody = z.input<typeof issuerDetailsBody>;

/** Until the admin saves its own, receipts carry these. */
export const DEFAULT_ISSUER: IssuerDetails = {
  legal_name: 'TripTender Ltd',
  address: 'Dublin, Ireland',
  vat_number: null,
  email: 'support@triptender.example',
};

export const receiptParams = z.object({ companyId: id, receiptId: id });
export const receiptsQuery = z.object({ ...pageQuery });

export const receiptListItem = z.object({
  id,
  /** TT-2026-000123 */
  number: z.string(),
  issued_at: timestamp,
  amount_cents: z.number().int(),
  currency: z.string(),
  payment_reference: z.string().nullable(),
});
export type ReceiptListItem = z.output<typeof receiptListItem>;

/** A statement's days, UTC, both included: from the first of the current month (UTC) to today when left out. */
export const statementQuery = z
  .object({
    from: z.preprocess((v) => (v === '' ? undefined : v), isoDate(RECEIPT_MESSAGES.date).optional()),
    to: z.preprocess((v) => (v === '' ? undefined : v), isoDate(RECEIPT_MESSAGES.date).optional()),
  })
  .transform((q) => {
    const today = todayIso();
    return { from: q.from ?? `${today.slice(0, 8)}01`, to: q.to ?? today };
  })
  .superRefine((q, ctx) => {
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: RECEIPT_MESSAGES.dateOrder });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > STATEMENT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: RECEIPT_MESSAGES.dateRange });
    }
  });
export type StatementQuery = z.input<typeof statementQuery>;
