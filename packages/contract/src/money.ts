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

/**
 * A quote's price per traveller, in cents: its total over the number of people, rounded to the cent
 * (a group of 3 paying $1,000 pays $333.33 each). Quotes state the total; this is derived, never stored.
 */
export function pricePerPersonCents(totalCents: number, people: number): number {
  return Math.round(totalCents / Math.max(1, Math.floor(people)));
}

/** "$1,250 per person": a quote's price per traveller, in the quote's own currency. */
export const formatPricePerPerson = (totalCents: number, people: number, currency = 'USD') =>
  `${formatMoney(pricePerPersonCents(totalCents, people), currency)} per person`;

/** A wallet amount, in dollars with cents: "$1,234.50", "-$25.00", "$0.00". */
export const formatCents = (cents: number) => formatMoney(cents, 'USD', { alwaysCents: true });

/** Cents as a form's dollar field holds them (2500 -> "25.00"); `dollarAmount` in wallet.ts reads them back. */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
