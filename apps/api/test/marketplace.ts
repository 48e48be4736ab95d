// Helpers for the marketplace tests: buy, quote and check wallets through the HTTP API.
import { eq } from 'drizzle-orm';
import type { QuoteBody } from '@triptender/contract/quote-fields';
import { emailOutbox, creditLedger } from '../src/db/schema.ts';
import { getBalanceCents } from '../src/modules/purchases/ledger.ts';
import type { fixtures, Session } from './fixtures.ts';
import { request, type TestContext } from './helpers.ts';

type Buyer = Session & { companyId: number };

export function marketplace(ctx: TestContext) {
  const quoteBody = (leadId: number, overrides: Partial<QuoteBody> = {}): QuoteBody => ({
    lead_id: leadId,
    price: 2450,
    currency: 'USD',
    trip_duration: '8 days / 7 nights',
    message: 'A relaxed loop from Dublin to Galway with hand-picked country houses.',
    inclusions: ['accommodation', 'breakfast', 'Private transfers from Dublin airport'],
    exclusions: ['flights'],
    flights_included: false,
    valid_until: null,
    ...overrides,
  });

  return {
    quoteBody,

    buy: (buyer: Buyer, leadId: number, headers: Record<string, string> = {}) =>
      request(ctx.app, buyer.token, {
        method: 'POST',
        url: '/v1/purchases',
        payload: { lead_id: leadId, company_id: buyer.companyId },
        headers,
      }),

    quote: (buyer: Session, leadId: number, overrides: Partial<QuoteBody> = {}) =>
      request(ctx.app, buyer.token, { method: 'POST', url: '/v1/quotes', payload: quoteBody(leadId, overrides) }),

    /** Buys and quotes, failing loudly if either is refused; returns the quote's id. */
    async buyAndQuote(buyer: Buyer, leadId: number, overrides: Partial<QuoteBody> = {}): Promise<number> {
      const bought = await this.buy(buyer, leadId);
      if (bought.statusCode !== 201) throw new Error(`buy: ${bought.statusCode} ${bought.body}`);
      const quoted = await this.quote(buyer, leadId, overrides);
      if (quoted.statusCode !== 201) throw new Error(`quote: ${quoted.statusCode} ${quoted.body}`);
      return quoted.json().id as number;
    },

    async openLeads(session: Session, query: Record<string, string | number> = {}) {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
      return request(ctx.app, session.token, { method: 'GET', url: `/v1/openLeads?${qs}` });
    },

    /** The ledger of a wallet sums to its balance, and the balance never went below zero. */
    async expectLedgerConsistent(companyId: number): Promise<{ balance: number; kinds: string[] }> {
      const rows = await ctx.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.company_id, companyId))
        .orderBy(creditLedger.id);
      const sum = rows.reduce((s, r) => s + r.amount_cents, 0);
      const balance = await getBalanceCents(ctx.db, companyId);
      if (sum !== balance) throw new Error(`ledger of company ${companyId} sums to ${sum}, balance is ${balance}`);
      let running = 0;
      for (const r of rows) {
        running += r.amount_cents;
        if (running !== r.balance_after_cents || running < 0) throw new Error(`ledger row ${r.id} is inconsistent`);
      }
      return { balance, kinds: rows.map((r) => r.kind) };
    },

    emailsTo: (address: string) => ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, address)),
  };
}

/** A traveller's trip for 3 people and 7 nights, bought through the API by a fresh company with $100. */
export async function boughtTrip(t: { fx: ReturnType<typeof fixtures>; mp: ReturnType<typeof marketplace> }) {
  const traveller = await t.fx.traveller();
  const lead = await t.fx.lead(traveller.user.id, { number_of_people: 3, number_of_night: 7 });
  const buyer = await t.fx.companyUser({ creditCents: 10_000 });
  const bought = await t.mp.buy(buyer, lead.id);
  if (bought.statusCode !== 201)
    throw new Error(`buying lead ${lead.id} answered ${bought.statusCode}: ${bought.body}`);
  return { traveller, lead, buyer };
}

/** yyyy-MM-dd, n days from today (negative: in the past). */
export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
