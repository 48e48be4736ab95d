/**
 * Every amount the product shows: "$25", "$1,250.50", "€1,840", "£99.95" (integer cents in, text out).
 * `alwaysCents` keeps the cents of a whole amount ("$25.00"), as wallets and ledgers show them.
 */
export function formatMoney(cents: number, currency = 'USD', { alwaysCents = false } = {}): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: alwaysCents || cents % 100 !== 0 ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A wallet amount, in dollars with cents: "$1,234.50", "-$25.00", "$0.00". */
export const formatCents = (cents: number) => formatMoney(cents, 'USD', { alwaysCents: true });

/** Cents as a form's dollar field holds them (2500 -> "25.00"); `dollarAmount` in wallet.ts reads them back. */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
