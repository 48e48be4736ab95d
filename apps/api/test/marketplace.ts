// Helpers for the marketplace tests: buy, quote and check wallets through the HTTP API.
import { eq } from 'drizzle-orm';
import type { QuoteBody } from '@triptender/contract/quote-fields';
import type { Db } from '../src/db/client.ts';
import { emailOutbox, creditLedger, leads } from '../src/db/schema.ts';
import { getBalanceCents } from '../src/modules/purchases/ledger.ts';
import { type fixtures, guestRequest, type Session } from './fixtures.ts';
import type { As, Caller } from './harness.ts';
import { newClientAddress, request, type TestContext } from './helpers.ts';

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

    /** The ids of the open leads a company's search finds, in the marketplace's order. */
    async openLeadIds(session: Session, search: string): Promise<number[]> {
      const res = await this.openLeads(session, { search });
      return (res.json().data as { id: number }[]).map((l) => l.id);
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

/**
 * A traveller who accepted a company's quote for a trip 60 days away (a trip cannot be bought or accepted
 * once started): bought and quoted through the API by `company` (a fresh one with $1,000 unless given);
 * `startsIn` then moves the trip's start to that many days from today (-7: its last night was last night).
 */
export async function acceptedTrip(
  t: { as: As; fx: ReturnType<typeof fixtures>; mp: ReturnType<typeof marketplace>; db: Db },
  opts: { company?: Buyer; first_name?: string; last_name?: string; title?: string; startsIn?: number } = {},
) {
  const company = opts.company ?? (await t.fx.companyUser({ creditCents: 100_000 }));
  const traveller = await t.fx.traveller({
    first_name: opts.first_name ?? 'Maeve',
    last_name: opts.last_name ?? 'Quinn',
  });
  const lead = await t.fx.lead(traveller.user.id, opts.title === undefined ? {} : { title: opts.title });
  const quoteId = await t.mp.buyAndQuote(company, lead.id);
  const accepted = await t.as(traveller).post(`/v1/quotes/${quoteId}/accept`);
  if (accepted.statusCode !== 200)
    throw new Error(`accepting quote ${quoteId}: ${accepted.statusCode} ${accepted.body}`);
  if (opts.startsIn !== undefined)
    await t.db
      .update(leads)
      .set({ start_date: daysFromNow(opts.startsIn) })
      .where(eq(leads.id, lead.id));
  return { traveller, lead, quoteId, company };
}

/** A boughtTrip and its buyer's quote (`mp.quoteBody` with these overrides), sent through the API. */
export async function quotedTrip(
  t: { fx: ReturnType<typeof fixtures>; mp: ReturnType<typeof marketplace> },
  overrides: Partial<QuoteBody> = {},
) {
  const trip = await boughtTrip(t);
  const quoted = await t.mp.quote(trip.buyer, trip.lead.id, overrides);
  if (quoted.statusCode !== 201)
    throw new Error(`quoting lead ${trip.lead.id} answered ${quoted.statusCode}: ${quoted.body}`);
  return { ...trip, quoteId: quoted.json().id as number };
}

/** The trip request a logged-in traveller's form posts (POST /v1/client/request), these fields over it. */
export const travellerRequest = (traveller: Session, overrides: Record<string, unknown> = {}) => ({
  user_id: traveller.user.id,
  ...guestRequest(traveller.user.email, { flight_booked: 'yes', ...overrides }),
});

/** A trip request wrong in every field (a country not served, half a night, a NUL in a name, ...). */
export const INVALID_TRIP_REQUEST = {
  country: 'france',
  number_of_people: 0,
  start_date: '',
  number_of_night: 0.5,
  trip_type: '',
  travel_type: 'bicycle',
  first_name: 'A',
  last_name: ' B\u0000 ',
  email: 'not-an-email',
  mobile: 'call me',
};

/** A guest's trip request (POST /v1/leads), from a new client address unless given: clear of the per-address limits. */
export const postGuestRequest = (as: As, payload: unknown, remoteAddress = newClientAddress()) =>
  as(null).post('/v1/leads', payload as object, { remoteAddress });

/** A logged-in traveller's trip request (POST /v1/client/request), from a new client address. */
export const postTravellerRequest = (as: As, caller: Caller, payload: unknown) =>
  as(caller).post('/v1/client/request', payload as object, { remoteAddress: newClientAddress() });

/** yyyy-MM-dd, n days from today (negative: in the past). */
export const daysFromNow = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
