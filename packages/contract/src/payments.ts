// Card top-ups through Stripe Checkout (apps/api/src/modules/payments/), and the admin's list of them.
//   GET  /v1/company/{companyId}/checkout/options  -> checkoutOptions           (Manager, Finance)
//   POST /v1/company/{companyId}/checkout          body: checkoutBody -> 201 checkoutResponse (Manager, Finance; Idempotency-Key)
//   POST /v1/webhooks/stripe                       raw Stripe event, signed (Stripe-Signature)
//   GET  /v1/admin/payments                        query: adminPaymentsQuery -> paginated(adminPayment) (admin)
//   POST /v1/admin/payments/{id}/refund            -> adminPayment (admin; Idempotency-Key)
import { z } from 'zod';
import { id, pageQuery, searchText, timestamp } from './common.ts';
import { CARD_PAYMENT_STATUSES, type CardPaymentStatus } from './enums.ts';
import { formatMoney } from './money.ts';

/** A card top-up is whole dollars, at most $10,000; at least the request price (a setting), checked by the API. */
export const CHECKOUT_MAX_CENTS = 1_000_000;
/** No card top-up is under $1, whatever the request price. */
const CHECKOUT_FLOOR_CENTS = 100;

/** The range a card top-up must fall in, in words, with the current lowest amount (the request price, rounded up). */
export const checkoutAmountMessage = (minCents: number) =>
  `Choose a whole-dollar amount from ${formatMoney(minCents)} to ${formatMoney(CHECKOUT_MAX_CENTS)}.`;

export const CHECKOUT_MESSAGES = {
  amountType: 'The amount must be a whole number of cents (10000 for $100).',
  notConfigured:
    'Card top-ups are not configured on this server. Ask TripTender for an invoice to top up by bank transfer.',
  notConfiguredTitle: 'Card top-ups are not configured',
  stripeUnavailable: 'Stripe could not start the payment. Nothing was charged; please try again in a moment.',
  success: 'Payment received: your balance updates as soon as Stripe confirms it.',
  credited: 'Payment received and added to your balance.',
  stillWaiting:
    'Stripe has not confirmed the payment yet. It will appear in the history below as soon as it does; refresh the page in a minute.',
  cancelled: 'Payment cancelled: nothing was charged.',
} as const;

export const REFUND_MESSAGES = {
  notPaid: (status: string) => `Only a paid top-up can be refunded; this one is ${status}.`,
  alreadyRefunded: 'This top-up has already been refunded to the card.',
  notConfigured: 'Card payments are not configured on this server, so nothing can be refunded to a card.',
  spent: (walletCents: number, spentCents: number) =>
    `This top-up cannot be refunded: the wallet holds ${formatMoney(walletCents, 'USD', { alwaysCents: true })} and ` +
    `${formatMoney(spentCents, 'USD', { alwaysCents: true })} of this top-up has been spent.`,
  stripeRefused: (reason: string) => `Stripe refused the refund: ${reason} Nothing was changed.`,
  stripeUnavailable: 'Stripe could not be reached, so nothing was refunded. Please try again in a moment.',
  refunded: 'Top-up refunded to the card',
} as const;

export const checkoutBody = z.object({
  amount_cents: z.number({ error: CHECKOUT_MESSAGES.amountType }).int(CHECKOUT_MESSAGES.amountType),
});
export type CheckoutBody = z.input<typeof checkoutBody>;

export const checkoutResponse = z.object({
  /** Stripe's Checkout session id (cs_...). */
  session_id: z.string(),
  /** Stripe's hosted payment page: the browser is sent there. */
  checkout_url: z.string(),
});
export type CheckoutResponse = z.output<typeof checkoutResponse>;

/** What the wallet page offers: whether card top-ups work here, the admin's packs, and the range of a custom amount. */
export const checkoutOptions = z.object({
  enabled: z.boolean(),
  packs_cents: z.array(z.number().int()),
  min_cents: z.number().int(),
  max_cents: z.number().int(),
});
export type CheckoutOptions = z.output<typeof checkoutOptions>;

/** The lowest card top-up: the request price rounded up to whole dollars, never under $1. */
export const checkoutMinCents = (requestPriceCents: number) =>
  Math.max(CHECKOUT_FLOOR_CENTS, Math.ceil(requestPriceCents / 100) * 100);

/** Whether an amount in cents can be paid by card: whole dollars from the minimum to $10,000. */
export const isCheckoutAmount = (cents: number, minCents: number) =>
  Number.isInteger(cents) && cents % 100 === 0 && cents >= minCents && cents <= CHECKOUT_MAX_CENTS;

/** A custom amount typed in dollars ("250", "$1,000", "300.00") as cents; undefined unless whole dollars in range. */
export function parseCheckoutDollars(input: string, minCents: number): number | undefined {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,7}(\.0{1,2})?$/.test(s)) return undefined;
  const cents = Math.round(Number(s)) * 100;
  return isCheckoutAmount(cents, minCents) ? cents : undefined;
}

export const adminPaymentsQuery = z.object({
  ...pageQuery,
  status: z.enum(CARD_PAYMENT_STATUSES).optional(),
  /** Part of the company's name. */
  search: searchText(100).optional(),
});

export const adminPayment = z.object({
  id,
  company: z.object({ id, name: z.string() }),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(CARD_PAYMENT_STATUSES),
  session_id: z.string(),
  payment_intent: z.string().nullable(),
  receipt_number: z.string().nullable(),
  refunded_cents: z.number().int(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
  refunded_at: timestamp.nullable(),
});
export type AdminPayment = z.output<typeof adminPayment>;

export const CARD_PAYMENT_STATUS_LABELS = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
} as const satisfies Record<CardPaymentStatus, string>;
