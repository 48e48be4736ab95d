import { and, asc, count, eq, getTableColumns, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { LeadStatus } from '@triptender/contract/enums';
import {
  type clientRequest,
  type clientRequestDetail,
  type clientRequestsQuery,
  type clientRequestsResponse,
  type compareBidsResponse,
  REQUEST_MESSAGES,
} from '@triptender/contract/requests';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { listMeta, pageWindow } from '../../lib/pagination.ts';
import { type Actor, assertUserAccess } from '../auth/permissions.ts';
import { leadOrder } from '../marketplace/list-open-leads.ts';
import { toTrip } from '../marketplace/trip.ts';
import { loadProposals } from '../quotes/proposals.ts';
import { declineSentQuotes } from '../quotes/traveller-quotes.ts';

type RequestDto = z.output<typeof clientRequest>;

// An open request whose trip has started is over for everyone: it reads (and acts) as archived.
const columns = {
  ...getTableColumns(leads),
  started: sql<boolean>`${leads.start_date} < current_date`.as('started'),
};
type Row = typeof leads.$inferSelect & { started: boolean };

function toClientRequest(r: Row): RequestDto {
  return {
    ...toTrip(r),
    status: r.status === 'open' && r.started ? 'archived' : (r.status as LeadStatus),
    count_bids_count: r.quotes_count,
  };
}

/** GET /v1/client/request/{userId}: the traveller's own requests, newest first (admins: anyone's). */
export async function listClientRequests(opts: {
  db: Db;
  actor: Actor;
  userId: number;
  query: z.output<typeof clientRequestsQuery>;
}): Promise<z.output<typeof clientRequestsResponse>> {
  const { db, query } = opts;
  assertUserAccess(opts.actor, opts.userId);
  const where = and(eq(leads.user_id, opts.userId), isNull(leads.deleted_at));
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    clientRequestsPageQuery(db, where!, limit, offset),
    clientRequestsCountQuery(db, where!),
  ]);
  return { data: rows.map(toClientRequest), meta: listMeta(total?.n ?? 0, query) };
}

export function clientRequestsPageQuery(db: Db, where: SQL, limit: number, offset: number) {
  return db
    .select(columns)
    .from(leads)
    .where(where)
    .orderBy(...leadOrder('recent'))
    .limit(limit)
    .offset(offset);
}

export function clientRequestsCountQuery(db: Db, where: SQL) {
  return db.select({ n: count() }).from(leads).where(where);
}

/** One of the caller's requests (admins: anyone's); 404 for another traveller's. */
async function findOwnLead(db: Db, actor: Actor, leadId: number, lock = false): Promise<Row> {
  const q = db
    .select(columns)
    .from(leads)
    .where(and(eq(leads.id, leadId), isNull(leads.deleted_at)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  assertUserAccess(actor, row.user_id);
  return row;
}

export async function getClientRequest(opts: {
  db: Db;
  actor: Actor;
  leadId: number;
}): Promise<z.output<typeof clientRequestDetail>> {
  const row = await findOwnLead(opts.db, opts.actor, opts.leadId);
  return {
    ...toClientRequest(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    closed_at: row.closed_at,
    purchases_count: row.purchases_count,
    proposals: await loadProposals(opts.db, { leadIds: [row.id] }),
  };
}

/**
 * The traveller closes an open request: it is archived (no more purchases or quotes) and quotes
 * still waiting are declined, so their companies know.
 */
export async function closeClientRequest(opts: { db: Db; actor: Actor; leadId: number; publicUrl: string }) {
  await opts.db.transaction(async (tx) => {
    const lead = await findOwnLead(tx, opts.actor, opts.leadId, true);
    if (lead.status !== 'open') throw conflict(REQUEST_MESSAGES.notOpen);
    await tx
      .update(leads)
      .set({ status: 'archived', closed_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(leads.id, lead.id));
    await declineSentQuotes(tx, { lead, reason: QUOTE_MESSAGES.requestClosed, publicUrl: opts.publicUrl });
  });
  return getClientRequest(opts);
}

/** Compare Bids: the traveller's open trips (oldest first, so "Trip 1" stays Trip 1) and their quotes. */
export async function getCompareBids(opts: {
  db: Db;
  actor: Actor;
  userId: number;
}): Promise<z.output<typeof compareBidsResponse>> {
  assertUserAccess(opts.actor, opts.userId);
  const trips = await opts.db
    .select(columns)
    .from(leads)
    .where(
      and(
        eq(leads.user_id, opts.userId),
        eq(leads.status, 'open'),
        isNull(leads.deleted_at),
        gte(leads.start_date, sql`current_date`),
      ),
    )
    .orderBy(asc(leads.created_at), asc(leads.id));
  const proposals = await loadProposals(opts.db, { leadIds: trips.map((t) => t.id) });
  return {
    trips: trips.map((t) => ({
      ...toTrip(t),
      proposals_count: proposals.filter((p) => p.lead_id === t.id).length,
    })),
    proposals,
  };
}
