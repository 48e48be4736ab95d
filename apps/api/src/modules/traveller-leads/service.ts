import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  type travellerLead,
  type travellerLeadDetail,
  type travellerLeadsQuery,
  type travellerLeadsResponse,
  type compareBidsQuery,
  type compareBidsResponse,
  TRAVELLER_LEAD_MESSAGES,
} from '@triptender/contract/traveller-leads';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, leads, quotes } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { countRows, type PageWindow, paginate } from '../../lib/pagination.ts';
import { type Actor, assertUserAccess } from '../auth/permissions.ts';
import { bookableSql, effectiveLeadStatus, leadOrder, reviewOpensOn, tripHasEnded } from '../../domain/lead-rules.ts';
import { leadColumns, leadContact, toTrip } from '../../domain/trip-fields.ts';
import { loadTravellerQuotes } from '../quotes/load-traveller-quotes.ts';
import { displayCurrencyOf, loadExchangeRates } from '../../domain/exchange-rates.ts';
import { sortQuotes } from '@triptender/contract/compare-quotes';
import { declineSentQuotes } from '../quotes/traveller-quotes.ts';

type RequestDto = z.output<typeof travellerLead>;

type Row = typeof leads.$inferSelect & { discount_claimed: boolean };

export function toTravellerLead(r: Row): RequestDto {
  return Object.assign(toTrip(r), { status: effectiveLeadStatus(r), count_bids_count: r.quotes_count });
}

// The paths carry the traveller's id (/client/request/{userId}, /client/bids/{userId}) or the id
// of one of their requests (/client/requests/{id}).
type TravellerCall = { db: Db; actor: Actor; userId: number };
export type OwnLeadCall = { db: Db; actor: Actor; leadId: number };

/** GET /v1/client/request/{userId}: the traveller's own requests, newest first (admins: anyone's). */
export async function listTravellerLeads(
  opts: TravellerCall & { query: z.output<typeof travellerLeadsQuery> },
): Promise<z.output<typeof travellerLeadsResponse>> {
  const { db, query } = opts;
  assertUserAccess(opts.actor, opts.userId);
  const where = and(eq(leads.user_id, opts.userId), isNull(leads.deleted_at));
  return paginate(query, {
    rows: (window) => travellerLeadsPageQuery(db, where!, window),
    total: () => countRows(db, leads, where),
    map: toTravellerLead,
  });
}

export function travellerLeadsPageQuery(db: Db, where: SQL, { limit, offset }: PageWindow) {
  return db
    .select(leadColumns)
    .from(leads)
    .where(where)
    .orderBy(...leadOrder('recent'))
    .limit(limit)
    .offset(offset);
}

/** One of the caller's requests (admins: anyone's); 404 for another traveller's. */
export async function findOwnLead(db: Db, actor: Actor, leadId: number, lock = false): Promise<Row> {
  const q = db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  assertUserAccess(actor, row.user_id);
  return row;
}

export async function getTravellerLead(opts: OwnLeadCall): Promise<z.output<typeof travellerLeadDetail>> {
  const row = await findOwnLead(opts.db, opts.actor, opts.leadId);
  const [proposals, [operator]] = await Promise.all([
    displayCurrencyOf(opts.db, row.user_id ?? opts.actor.id).then((currency) =>
      loadTravellerQuotes(opts.db, { leadIds: [row.id] }, { currency }),
    ),
    opts.db
      .select({
        id: companies.id,
        name: companies.name,
        email: companies.email,
        phone: companies.phone,
        website: companies.website,
      })
      .from(quotes)
      .innerJoin(companies, eq(companies.id, quotes.company_id))
      .where(and(eq(quotes.lead_id, row.id), eq(quotes.status, 'accepted'))),
  ]);
  return {
    ...toTravellerLead(row),
    ...leadContact(row),
    closed_at: row.closed_at,
    purchases_count: row.purchases_count,
    proposals,
    review_opens_on: reviewOpensOn(row),
    review_open: tripHasEnded(row),
    accepted_operator: operator ?? null,
  };
}

/**
 * The traveller closes an open request: it is archived (no more purchases or quotes) and quotes
 * still waiting are declined, so their companies know.
 */
export async function closeTravellerLead(opts: OwnLeadCall & { publicUrl: string }) {
  await opts.db.transaction(async (tx) => {
    const lead = await findOwnLead(tx, opts.actor, opts.leadId, true);
    if (lead.status !== 'open') throw conflict(TRAVELLER_LEAD_MESSAGES.notOpen);
    await tx
      .update(leads)
      .set({ status: 'archived', closed_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(leads.id, lead.id));
    await declineSentQuotes(tx, {
      lead,
      reasonCode: 'request_closed',
      reason: QUOTE_MESSAGES.requestClosed,
      publicUrl: opts.publicUrl,
    });
  });
  return getTravellerLead(opts);
}

/**
 * Compare Bids: the traveller's open trips (oldest first, so "Trip 1" stays Trip 1) and their quotes,
 * priced in the traveller's display currency (or the one asked for), in the order asked for.
 */
export async function getCompareBids(
  opts: TravellerCall & { query: z.output<typeof compareBidsQuery> },
): Promise<z.output<typeof compareBidsResponse>> {
  assertUserAccess(opts.actor, opts.userId);
  const [trips, currency, rates] = await Promise.all([
    opts.db
      .select(leadColumns)
      .from(leads)
      .where(and(eq(leads.user_id, opts.userId), bookableSql()))
      .orderBy(asc(leads.created_at), asc(leads.id)),
    opts.query.currency ?? displayCurrencyOf(opts.db, opts.userId),
    loadExchangeRates(opts.db),
  ]);
  const quotes = await loadTravellerQuotes(opts.db, { leadIds: trips.map((t) => t.id) }, { currency });
  return {
    trips: trips.map((t) => ({
      ...toTrip(t),
      proposals_count: quotes.filter((p) => p.lead_id === t.id).length,
    })),
    proposals: opts.query.sort ? sortQuotes(quotes, opts.query.sort) : quotes,
    display_currency: currency,
    exchange_rates: rates.list,
  };
}
