// The admin's exchange rates, a traveller's display currency, and Compare Bids priced and
// sorted in it.
import { CURRENCY_MESSAGES } from '@triptender/contract/currency';
import { todayIso } from '@triptender/contract/dates';
import { type As, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { daysFromNow } from '../../../test/marketplace.ts';

const get = (as: As, token: string, url: string) => as(token).get(url);
const put = (as: As, token: string, url: string, payload: Record<string, unknown>) => as(token).put(url, payload);

const rates = (eur: number, gbp: number, asOf = todayIso()) => ({
  rates: [
    { currency: 'USD', per_usd: 1, as_of: asOf },
    { currency: 'EUR', per_usd: eur, as_of: asOf },
    { currency: 'GBP', per_usd: gbp, as_of: '2026-11-01' },
  ],
});

describe('exchange rates', () => {
  it('the admin sets them; anyone reads them; the change is audited', async ({ as, fx }) => {
    const admin = await fx.admin();
    const saved = await put(as, admin.token, '/v1/admin/settings/exchange-rates', rates(0.9, 0.8));
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      base: 'USD',
      rates: [
        { currency: 'USD', per_usd: 1, as_of: todayIso() },
        { currency: 'EUR', per_usd: 0.9, as_of: todayIso() },
        { currency: 'GBP', per_usd: 0.8, as_of: '2026-11-01' },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect((await as(null).get('/v1/exchange-rates')).json()).toEqual(expected);
    const audit = (await get(as, admin.token, '/v1/admin/audit?action=settings.exchange_rates_updated')).json();
    expect(audit.data[0]).toMatchObject({ action: 'settings.exchange_rates_updated' });
  });

  it('refuses other roles, a missing currency, a USD rate other than 1, a bad rate and a future date', async ({
    as,
    fx,
  }) => {
    const admin = await fx.admin();
    const url = '/v1/admin/settings/exchange-rates';
    expect((await put(as, (await fx.traveller()).token, url, rates(0.9, 0.8))).statusCode).toBe(403);
    expect((await put(as, (await fx.companyUser()).token, url, rates(0.9, 0.8))).statusCode).toBe(403);
    expect((await as(null).put(url, rates(0.9, 0.8))).statusCode).toBe(401);
    expectFieldErrors(await put(as, admin.token, url, { rates: rates(0.9, 0.8).rates.slice(1) }), {
      rates: [CURRENCY_MESSAGES.everyCurrency],
    });
    const usd2 = rates(0.9, 0.8);
    usd2.rates[0]!.per_usd = 2;
    expectFieldErrors(await put(as, admin.token, url, usd2), { rates: [CURRENCY_MESSAGES.baseRate] });
    expectFieldErrors(await put(as, admin.token, url, rates(0, 0.8)), { 'rates.1.per_usd': [CURRENCY_MESSAGES.rate] });
    expectFieldErrors(await put(as, admin.token, url, rates(0.9, 0.8, daysFromNow(2))), {
      rates: [CURRENCY_MESSAGES.futureRate],
    });
  });
});

describe('display currency', () => {
  it('follows the country of the latest request (EUR for Ireland, else GBP), then the choice', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    const mine = () => get(as, traveller.token, '/v1/me/display-currency');
    expect((await mine()).json()).toEqual({ display_currency: 'EUR' });
    await fx.lead(traveller.user.id, { country: 'scotland' });
    expect((await mine()).json()).toEqual({ display_currency: 'GBP' });
    const chosen = await put(as, traveller.token, '/v1/me/display-currency', { display_currency: 'USD' });
    expect(chosen.json()).toEqual({ display_currency: 'USD' });
    expect((await mine()).json()).toEqual({ display_currency: 'USD' });
    expectFieldErrors(await put(as, traveller.token, '/v1/me/display-currency', { display_currency: 'JPY' }), {
      display_currency: [CURRENCY_MESSAGES.currency],
    });
  });
});

describe('Compare Bids in one currency', () => {
  it('converts with the admin rate and sorts mixed currencies by the converted value', async ({ as, fx, mp }) => {
    const admin = await fx.admin();
    await put(as, admin.token, '/v1/admin/settings/exchange-rates', rates(0.86, 0.76));
    const traveller = await fx.traveller();
    // 4 people, 5 nights, in Ireland: compared in euros
    const lead = await fx.lead(traveller.user.id, { country: 'ireland', number_of_people: 4, number_of_night: 5 });
    const quoteIn = async (currency: 'USD' | 'EUR' | 'GBP', price: number) => {
      const buyer = await fx.companyUser({ creditCents: 10_000 });
      return mp.buyAndQuote(buyer, lead.id, { currency, price });
    };
    // $3,000 = €2,580; £2,300 = €2,602.63; €2,590: by their numbers the order would be GBP, EUR, USD
    const usd = await quoteIn('USD', 3000);
    const gbp = await quoteIn('GBP', 2300);
    const eur = await quoteIn('EUR', 2590);

    const bids = (await get(as, traveller.token, `/v1/client/bids/${traveller.user.id}?sort=price-asc`)).json();
    expect(bids.display_currency).toBe('EUR');
    expect(bids.proposals.map((p: { id: number }) => p.id)).toEqual([usd, eur, gbp]);
    const byId = new Map(bids.proposals.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(usd)).toMatchObject({
      price_cents: 300_000,
      currency: 'USD',
      converted: {
        currency: 'EUR',
        price_cents: 258_000,
        per_person_cents: 64_500,
        per_person_per_night_cents: 12_900,
        rate: 0.86,
        rate_as_of: todayIso(),
      },
    });
    // 230,000 x 0.86 / 0.76 = 260,263.157...: to the cent; the older of the two rates' days
    expect(byId.get(gbp)).toMatchObject({ converted: { price_cents: 260_263, rate_as_of: '2026-11-01' } });
    expect(byId.get(eur)).toMatchObject({ converted: { price_cents: 259_000, rate: 1, rate_as_of: null } });
    const desc = (await get(as, traveller.token, `/v1/client/bids/${traveller.user.id}?sort=price-desc`)).json();
    expect(desc.proposals.map((p: { id: number }) => p.id)).toEqual([gbp, eur, usd]);

    // another currency for one call, and a new rate takes effect at once
    await put(as, admin.token, '/v1/admin/settings/exchange-rates', rates(0.86, 0.5));
    const inDollars = (
      await get(as, traveller.token, `/v1/client/bids/${traveller.user.id}?currency=USD&sort=price-asc`)
    ).json();
    expect(inDollars.display_currency).toBe('USD');
    // £2,300 at 0.5 to the dollar is now $4,600: the dearest
    expect(inDollars.proposals.map((p: { id: number }) => p.id)).toEqual([usd, eur, gbp]);
    expect(
      new Map(inDollars.proposals.map((p: { id: number; converted: unknown }) => [p.id, p.converted])).get(gbp),
    ).toMatchObject({
      price_cents: 460_000,
    });
    expectFieldErrors(await get(as, traveller.token, `/v1/client/bids/${traveller.user.id}?sort=cheapest`), {
      sort: ['The sort must be one of best, price-asc, price-desc, rating-desc, latest.'],
    });
  });
});
