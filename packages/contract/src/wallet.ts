// A company's wallet: its balance and the ledger behind it (top-ups, purchases, refunds).
//   GET  /v1/company/{companyId}/wallet    query: pageQuery -> walletResponse   (admin, Manager, Finance)
//   POST /v1/company/{companyId}/top-ups   body: topUpBody -> 201 topUpResponse (admin; Idempotency-Key)
//   GET  /v1/company/{companyId}/balance   -> companyBalance                    (every member, admin)
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

export const TOP_UP_LIMITS = { minCents: 100, maxCents: 10_000_000 } as const;
export const WALLET_MESSAGES = {
  amount: 'Enter an amount between $1 and $100,000 (at most two decimals).',
  toppedUp: 'Wallet topped up',
  noAccess: 'Only Managers and Finance can see the wallet.',
  empty: 'No wallet activity yet.',
  reported: 'Report sent',
} as const;

/** The balance alone, for the buy dialog: every member may see it (the overview shows it too). */
export const companyBalance = z.object({ balance_cents: z.number().int() });
export type CompanyBalance = z.input<typeof companyBalance>;

export const topUpBody = z.object({
  amount_cents: z
    .number({ error: WALLET_MESSAGES.amount })
    .int(WALLET_MESSAGES.amount)
    .min(TOP_UP_LIMITS.minCents, WALLET_MESSAGES.amount)
    .max(TOP_UP_LIMITS.maxCents, WALLET_MESSAGES.amount),
  note: optionalText(500),
});
export const topUpForm = z.object({
  amount: dollarAmount({ ...TOP_UP_LIMITS, message: WALLET_MESSAGES.amount }),
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
      /** Bought under 14 days ago, not refunded and not reported yet: the bad-lead button shows. */
      reportable: z.boolean(),
    })
    .nullable(),
});
export type LedgerEntry = z.output<typeof ledgerEntry>;

export const walletResponse = z.object({
  balance_cents: z.number().int(),
  report_window_days: z.literal(BAD_LEAD_REPORT_WINDOW_DAYS),
  data: z.array(ledgerEntry),
  meta: listMeta,
});
export type WalletResponse = z.output<typeof walletResponse>;
