import { desc, eq, isNull, and, sql } from 'drizzle-orm';
import { countryCurrency, type ExchangeRate, rateTable, type RateTable } from '@triptender/contract/currency';
import { type Currency, CURRENCIES } from '@triptender/contract/enums';
import type { Db } from '../db/client.ts';
import { exchangeRates, leads, users } from '../db/schema.ts';

export type Rates = { list: ExchangeRate[]; table: RateTable; asOf: Record<Currency, string> };

/** The admin's exchange rates (migration 0011 stores a first set, so every currency has one). */
export async function loadExchangeRates(db: Db): Promise<Rates> {
  const rows = await db
    .select({ currency: exchangeRates.currency, per_usd: exchangeRates.per_usd, as_of: exchangeRates.as_of })
    .from(exchangeRates);
  const list = CURRENCIES.map((c) => {
    const row = rows.find((r) => r.currency === c);
    // numeric comes back as a string: exact to the stored 8 places
    return { currency: c, per_usd: row ? Number(row.per_usd) : 1, as_of: row?.as_of ?? '1970-01-01' };
  });
  return {
    list,
    table: rateTable(list),
    asOf: Object.fromEntries(list.map((r) => [r.currency, r.as_of])) as Record<Currency, string>,
  };
}

/**
 * The currency a traveller compares quotes in: their own choice, or else the country of their latest
 * trip request (EUR for Ireland, GBP for Scotland and the UK); EUR before their first request.
 */
export async function displayCurrencyOf(db: Db, userId: number): Promise<Currency> {
  const latestCountry = db
    .select({ country: leads.country })
    .from(leads)
    .where(and(eq(leads.user_id, userId), isNull(leads.deleted_at)))
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(1);
  const [row] = await db
    .select({ chosen: users.display_currency, country: sql<string | null>`(${latestCountry})` })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.chosen) return row.chosen;
  return row?.country ? countryCurrency(row.country as Parameters<typeof countryCurrency>[0]) : 'EUR';
}
