const formats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Every amount the product shows goes through here: "$25", "$1,250.50", "€1,840", "£99.95" (integer
 * cents and the amount's currency in, text out; never a symbol glued to a number by hand).
 * `alwaysCents` keeps the cents of a whole amount ("$25.00"), as wallets and ledgers show them;
 * `whole` rounds to whole units ("€1,840"), as an approximate conversion is shown.
 */
export function formatMoney(
  cents: number,
  currency = 'USD',
  { alwaysCents = false, whole = false }: { alwaysCents?: boolean; whole?: boolean } = {},
): string {
  if (whole) return moneyFormat(currency, 0).format(Math.round(cents / 100));
  return moneyFormat(currency, alwaysCents || cents % 100 !== 0 ? 2 : 0).format(cents / 100);
}

/** A converted amount, shown as approximate and in whole units: "≈ €1,840". */
export const formatApprox = (cents: number, currency: string) => `≈ ${formatMoney(cents, currency, { whole: true })}`;

/**
 * A quote's price per traveller, in cents: its total over the number of people, rounded to the cent
 * (a group of 3 paying $1,000 pays $333.33 each). Quotes state the total; this is derived, never stored.
 */
export function pricePerPersonCents(totalCents: number, people: number): number {
  return Math.round(totalCents / Math.max(1, Math.floor(people)));
}

/** The price per traveller per night, to the cent: the total over the people, then over the nights. */
export function pricePerPersonPerNightCents(totalCents: number, people: number, nights: number): number {
  return Math.round(totalCents / Math.max(1, Math.floor(people)) / Math.max(1, Math.floor(nights)));
}

/** "$1,250 per person": a quote's price per traveller, in the quote's own currency. */
export const formatPricePerPerson = (totalCents: number, people: number, currency = 'USD') =>
  `${formatMoney(pricePerPersonCents(totalCents, people), currency)} per person`;

/** The currency of every wallet, its ledger and lead prices. */
export const WALLET_CURRENCY = 'USD';

/** A wallet amount, in dollars with cents: "$1,234.50", "-$25.00", "$0.00". */
export const formatCents = (cents: number) => formatMoney(cents, WALLET_CURRENCY, { alwaysCents: true });

/** Cents as a form's dollar field holds them (2500 -> "25.00"); `dollarAmount` in wallet.ts reads them back. */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
