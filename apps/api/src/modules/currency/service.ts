import { eq, sql } from 'drizzle-orm';
import {
  CURRENCY_MESSAGES,
  type DisplayCurrencyBody,
  type ExchangeRates,
  type exchangeRatesBody,
} from '@triptender/contract/currency';
import { todayIso } from '@triptender/contract/dates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { exchangeRates, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { invalid } from '../../lib/errors.ts';
import { displayCurrencyOf, loadExchangeRates } from '../../domain/exchange-rates.ts';
import type { Actor } from '../auth/permissions.ts';

export async function getExchangeRates(db: Db): Promise<ExchangeRates> {
  return { base: 'USD', rates: (await loadExchangeRates(db)).list };
}

/** The admin sets every rate at once; each change is in the audit log. */
export async function setExchangeRates(opts: {
  db: Db;
  actor: Actor;
  body: z.output<typeof exchangeRatesBody>;
}): Promise<ExchangeRates> {
  const today = todayIso();
  if (opts.body.rates.some((r) => r.as_of > today)) throw invalid('rates', CURRENCY_MESSAGES.futureRate);
  await opts.db.transaction(async (tx) => {
    const before = await loadExchangeRates(tx);
    for (const rate of opts.body.rates) {
      await tx
        .insert(exchangeRates)
        .values({
          currency: rate.currency,
          per_usd: String(rate.per_usd),
          as_of: rate.as_of,
          updated_by: opts.actor.id,
        })
        .onConflictDoUpdate({
          target: exchangeRates.currency,
          set: { per_usd: String(rate.per_usd), as_of: rate.as_of, updated_by: opts.actor.id, updated_at: sql`now()` },
        });
    }
    await recordAudit(tx, {
      actorUserId: opts.actor.id,
      action: 'settings.exchange_rates_updated',
      entityType: 'settings',
      data: { before: before.list, after: opts.body.rates },
    });
  });
  return getExchangeRates(opts.db);
}

export async function getDisplayCurrency(opts: { db: Db; actor: Actor }): Promise<DisplayCurrencyBody> {
  return { display_currency: await displayCurrencyOf(opts.db, opts.actor.id) };
}

export async function setDisplayCurrency(opts: {
  db: Db;
  actor: Actor;
  body: DisplayCurrencyBody;
}): Promise<DisplayCurrencyBody> {
  await opts.db
    .update(users)
    .set({ display_currency: opts.body.display_currency, updated_at: sql`now()` })
    .where(eq(users.id, opts.actor.id));
  return { display_currency: opts.body.display_currency };
}
