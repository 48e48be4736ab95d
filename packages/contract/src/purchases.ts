// Buying a trip request, and the leads a company bought.
//   POST /v1/purchases          body: purchaseBody (+ optional Idempotency-Key header) -> 201 purchaseResponse
//   GET  /v1/purchases          query: purchasedLeadsQuery -> paginated(purchasedLead)
// Bad-lead reports of a purchase are in bad-leads.ts.
import { z } from 'zod';
import { BAD_LEAD_REPORT_STATUSES, LEAD_STATUSES } from './enums.ts';
import { tripFields } from './marketplace.ts';
import { contactFields, id, pageQuery, paginated, timestamp } from './common.ts';
import { titleDay } from './lead-title.ts';
import { formatCents } from './money.ts';
import { companyQuote } from './quotes.ts';

export const purchaseBody = z.object({
  lead_id: id,
  company_id: id,
});
export type PurchaseBody = z.infer<typeof purchaseBody>;

export const PURCHASE_MESSAGES = {
  /** The success toast. */
  successTitle: 'Request bought',
  successDescription: "The traveller's contact details are in My Leads: send them your quote.",
  /** The buy dialog when the wallet does not cover the price (the API's 402 says the same). */
  balanceLabel: 'Your balance',
  shortTitle: 'Not enough credit',
  shortDescription: 'Your wallet does not cover this request. Top up your wallet, then buy it.',
  /** For roles that cannot open the wallet (Agents). */
  askToTopUp: 'Ask a Manager or Finance member of your company to top up the wallet.',
  topUpAction: 'Go to the wallet',
  ownCompanyOnly: 'You can only buy trip requests for your own company.',
  alreadyBought: 'You have already bought this trip request.',
  soldOut: 'This trip request is sold out.',
  closed: 'This trip request is no longer open.',
  notFound: 'Trip request not found.',
  /** The buy dialog when the purchase would pass the monthly spending limit (the API's 409 says why). */
  limitTitle: 'Monthly spending limit reached',
  /** For Managers, who can change it on the wallet page. */
  limitAction: 'Change the limit',
  /** For roles that cannot change it (Agents). */
  askToRaiseLimit: 'Ask a Manager of your company to raise the monthly spending limit.',
} as const;

const LIMIT_REFUSAL = "This purchase would take this month's spending past your limit of";

/**
 * The 409 of a purchase that would take the company's spending this month past its monthly limit:
 * names the limit and the day it resets ('1 Dec 2026', as the product writes days).
 */
export const spendingLimitMessage = (limitCents: number, resetsOn: string) =>
  `${LIMIT_REFUSAL} ${formatCents(limitCents)}. The limit resets on ${titleDay(resetsOn)}.`;

/** Whether a refusal is the spending limit's (the buy dialog then offers the way to the limit). */
export const isSpendingLimitMessage = (message: string) => message.startsWith(LIMIT_REFUSAL);

/** Whether buying for `priceCents` would take the month's spending past the limit (null: no limit). */
export const passesSpendingLimit = (
  limits: { monthly_spend_limit_cents: number | null; spent_this_month_cents: number },
  priceCents: number,
) =>
  limits.monthly_spend_limit_cents !== null &&
  limits.spent_this_month_cents + priceCents > limits.monthly_spend_limit_cents;

/** A trip request as its buyers see it: every field, with the traveller's contact details. */
export const purchasedTrip = z.object({
  ...tripFields,
  status: z.enum(LEAD_STATUSES),
  ...contactFields,
  /** yyyy-MM-dd: when the traveller may review the operator they chose, the morning after the last night. */
  review_opens_on: z.string(),
});

export const purchasedLead = z.object({
  /** The purchase's id (bad-lead reports address it). */
  id: z.number().int(),
  price_cents: z.number().int(),
  created_at: timestamp,
  refunded_at: timestamp.nullable(),
  /**
   * The response clock (docs/marketplace.md): quote by this time or the purchase's buyer slot is freed
   * for another company (null only for a purchase made before the clock existed and not backfilled).
   */
  quote_due_at: timestamp.nullable(),
  /** When the slot was freed for a missed deadline; the company keeps the lead and may still quote. */
  slot_released_at: timestamp.nullable(),
  /** Bought by the company's auto-buy (docs/marketplace.md, "Automatic buying"), not by a member's click. */
  automatic: z.boolean(),
  /** The traveller-company conversation opened by the purchase. */
  conversation_id: z.number().int().nullable(),
  lead: purchasedTrip,
  /** This company's quote for the lead, if it sent one. */
  quote: companyQuote.nullable(),
  report: z
    .object({ id: z.number().int(), status: z.enum(BAD_LEAD_REPORT_STATUSES), created_at: timestamp })
    .nullable(),
  /** Whether a bad-lead report can still be filed (within 14 days, not yet reported or refunded). */
  can_report: z.boolean(),
});
export type PurchasedLead = z.input<typeof purchasedLead>;

export const purchaseResponse = purchasedLead.extend({
  /** The wallet balance after the debit. */
  balance_after_cents: z.number().int(),
});
export type PurchaseResponse = z.input<typeof purchaseResponse>;

export const purchasedLeadsQuery = z.object({
  ...pageQuery,
  /** Show one purchased lead (e.g. a link from the marketplace card). */
  lead_id: id.optional(),
});
export const purchasedLeadsResponse = paginated(purchasedLead);
export type PurchasedLeadsResponse = z.input<typeof purchasedLeadsResponse>;
