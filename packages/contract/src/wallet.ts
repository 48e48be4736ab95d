// A company's wallet: its balance and the ledger behind it (top-ups, purchases, refunds).
//   GET  /v1/company/{companyId}/wallet    query: pageQuery -> walletResponse   (admin, Manager, Finance)
//   POST /v1/company/{companyId}/top-ups   body: topUpBody -> 201 topUpResponse (admin; Idempotency-Key)
//   GET  /v1/company/{companyId}/balance   -> companyBalance                    (every member, admin)
//   PUT  /v1/company/{companyId}/spending-limits  body: spendingLimitsBody -> spendingLimits (Manager, admin)
import { z } from 'zod';
import { id, listMeta, optionalText, pageQuery, timestamp } from './common.ts';
import { BAD_LEAD_REPORT_WINDOW_DAYS } from './constants.ts';
import { BAD_LEAD_REPORT_STATUSES, LEDGER_KINDS, type LedgerKind } from './enums.ts';

/**
 * A dollar amount typed into a form ("250", "49.50") as integer cents. Forms parse with it and send
 * cents; the API checks the same bounds on the cents it receives.
 */
export function dollarAmount(opts: { minCents: number; maxCents: number; message: string }) {
  return z
    .union([z.string(), z.number()], { error: opts.message })
    .transform((v, ctx) => {
      const s = String(v).trim().replace(/^\$/, '').replace(/,/g, '');
      if (!/^\d+(\.\d{1,2})?$/.test(s)) {
        ctx.addIssue({ code: 'custom', message: opts.message });
        return z.NEVER;
      }
      return Math.round(Number(s) * 100);
    })
    .pipe(z.number().int().min(opts.minCents, opts.message).max(opts.maxCents, opts.message));
}

/** A top-up, a monthly spending limit and a low-balance alert are each from $1 to $100,000. */
export const WALLET_AMOUNT_BOUNDS = { minCents: 100, maxCents: 10_000_000 } as const;
export const WALLET_MESSAGES = {
  amount: 'Enter an amount between $1 and $100,000 (at most two decimals).',
  toppedUp: 'Wallet topped up',
  noAccess: 'Only Managers and Finance can see the wallet.',
  empty: 'No wallet activity yet.',
  reported: 'Report sent',
} as const;

/**
 * What a company chose to spend (apps/api/src/domain/spending.ts holds the rule): its monthly limit on
 * lead purchases (null: none), what it spent this calendar month (UTC; refunded purchases do not
 * count), the day the month's spending starts again from zero (yyyy-MM-dd, the 1st of next month),
 * and the balance below which its Managers and Finance are emailed (null: no email).
 */
export const spendingLimits = z.object({
  monthly_spend_limit_cents: z.number().int().nullable(),
  low_balance_threshold_cents: z.number().int().nullable(),
  spent_this_month_cents: z.number().int(),
  resets_on: z.string(),
});
export type SpendingLimits = z.output<typeof spendingLimits>;

export const SPENDING_MESSAGES = {
  monthlyLimit: 'Enter a monthly limit in whole dollars from $1 to $100,000, or choose No limit.',
  lowBalance: 'Enter a low-balance alert in whole dollars from $1 to $100,000, or leave it empty for no alert.',
  saved: 'Spending limits saved',
  noLimit: 'No limit',
  noAlert: 'No alert',
  managersOnly: 'Only Managers can change the spending limits.',
} as const;

// each check stops the rest, so a bad amount gets its one message once
export const wholeDollarCents = (message: string) =>
  z
    .number({ error: message })
    .int({ message, abort: true })
    .multipleOf(100, { message, abort: true })
    .min(WALLET_AMOUNT_BOUNDS.minCents, { message, abort: true })
    .max(WALLET_AMOUNT_BOUNDS.maxCents, message);

/** Both fields are required; null turns the limit or the email off. */
export const spendingLimitsBody = z.object({
  monthly_spend_limit_cents: wholeDollarCents(SPENDING_MESSAGES.monthlyLimit).nullable(),
  low_balance_threshold_cents: wholeDollarCents(SPENDING_MESSAGES.lowBalance).nullable(),
});
export type SpendingLimitsBody = z.input<typeof spendingLimitsBody>;

/** "500", "$1,000" or "750.00" as cents; undefined when it is not whole dollars within the bounds. */
export function wholeDollarsToCents(input: string): number | undefined {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d{1,9}(\.0{1,2})?$/.test(s)) return undefined;
  const cents = Math.round(Number(s)) * 100;
  return cents >= WALLET_AMOUNT_BOUNDS.minCents && cents <= WALLET_AMOUNT_BOUNDS.maxCents ? cents : undefined;
}

/**
 * The wallet's spending limits form: the monthly limit (ignored with "No limit" ticked) and the
 * low-balance alert (empty: no alert), typed in dollars; it submits the API's body.
 */
export const spendingLimitsForm = z
  // a disabled field (the limit, with No limit ticked) may come without a value
  .object({ no_limit: z.boolean(), monthly_limit: z.string().optional(), low_balance: z.string() })
  .transform((v, ctx): z.output<typeof spendingLimitsBody> => {
    const limit = v.no_limit ? null : wholeDollarsToCents(v.monthly_limit ?? '');
    const threshold = v.low_balance.trim() === '' ? null : wholeDollarsToCents(v.low_balance);
    if (limit === undefined) {
      ctx.addIssue({ code: 'custom', path: ['monthly_limit'], message: SPENDING_MESSAGES.monthlyLimit });
    }
    if (threshold === undefined) {
      ctx.addIssue({ code: 'custom', path: ['low_balance'], message: SPENDING_MESSAGES.lowBalance });
    }
    return { monthly_spend_limit_cents: limit ?? null, low_balance_threshold_cents: threshold ?? null };
  });

/**
 * The balance, for the buy dialog: every member may see it (the overview shows it too), with the
 * spending limits, so the dialog can say before buying that a purchase would pass the monthly limit.
 */
export const companyBalance = z.object({ balance_cents: z.number().int(), limits: spendingLimits });
export type CompanyBalance = z.input<typeof companyBalance>;

export const topUpBody = z.object({
  amount_cents: z
    .number({ error: WALLET_MESSAGES.amount })
    .int(WALLET_MESSAGES.amount)
    .min(WALLET_AMOUNT_BOUNDS.minCents, WALLET_MESSAGES.amount)
    .max(WALLET_AMOUNT_BOUNDS.maxCents, WALLET_MESSAGES.amount),
  note: optionalText(500),
});
export const topUpForm = z.object({
  amount: dollarAmount({ ...WALLET_AMOUNT_BOUNDS, message: WALLET_MESSAGES.amount }),
  note: optionalText(500),
});

export const topUpResponse = z.object({ id: z.number().int(), balance_after_cents: z.number().int() });

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  top_up: 'Top-up',
  welcome: 'Welcome credit',
  purchase: 'Lead purchase',
  refund: 'Refund',
  adjustment: 'Adjustment',
  card_top_up: 'Card top-up',
  card_refund: 'Card refund',
};

export const walletQuery = z.object({ ...pageQuery });

export const ledgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  note: z.string().nullable(),
  created_at: timestamp,
  lead: z.object({ id, title: z.string().nullable() }).nullable(),
  purchase: z
    .object({
      id,
      created_at: timestamp,
      refunded_at: timestamp.nullable(),
      report_status: z.enum(BAD_LEAD_REPORT_STATUSES).nullable(),
      /** Bought by the company's auto-buy, not by a member's click. */
      automatic: z.boolean(),
      /** Bought under 14 days ago, not refunded and not reported yet: the bad-lead button shows. */
      reportable: z.boolean(),
    })
    .nullable(),
});
export type LedgerEntry = z.output<typeof ledgerEntry>;

export const walletResponse = z.object({
  balance_cents: z.number().int(),
  limits: spendingLimits,
  report_window_days: z.literal(BAD_LEAD_REPORT_WINDOW_DAYS),
  data: z.array(ledgerEntry),
  meta: listMeta,
});
export type WalletResponse = z.output<typeof walletResponse>;
