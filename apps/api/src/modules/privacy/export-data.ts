// Everything held about one user, as one JSON document (decision 024). Only the user's own
// data: other people appear by their company's name or as "you", never by their name or address.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ROLE } from '@triptender/contract/enums';
import type { DataExport } from '@triptender/contract/privacy';
import type { Db } from '../../db/client.ts';
import {
  companies,
  contactMessages,
  conversations,
  emailOutbox,
  emailUnsubscribes,
  leads,
  marketingContacts,
  messages,
  oneTimeTokens,
  purchases,
  quotes,
  reviews,
  sessions,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { pick } from '../../lib/pick-columns.ts';
import { OUTBOX_JOBS } from '../../lib/outbox.ts';
import { devicesOf } from '../push/subscriptions.ts';

type OwnedTable = typeof sessions | typeof oneTimeTokens | typeof quotes | typeof purchases;

/** Some columns of the rows of a table that are the user's (its user_id), oldest first. */
function rowsOfUser<T extends OwnedTable, K extends keyof T['$inferSelect'] & string>(
  db: Db,
  userId: number,
  table: T,
  ...names: K[]
) {
  // drizzle's select cannot follow a generic table: the rows are typed by the table's own select model
  const owned: OwnedTable = table;
  return db
    .select(pick(owned as PgTable, ...names))
    .from(owned)
    .where(eq(owned.user_id, userId))
    .orderBy(asc(owned.id)) as unknown as Promise<Pick<T['$inferSelect'], K>[]>;
}

export async function exportUserData(opts: { db: Db; userId: number }): Promise<DataExport> {
  const { db, userId } = opts;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const isTraveller = user.role === ROLE.TRAVELLER;
  const { password_hash: _hash, ...profile } = user;

  const [sessionRows, linkRows, emailRows, unsubscribes, contacts, contactForms] = await Promise.all([
    rowsOfUser(db, userId, sessions, 'created_at', 'last_used_at', 'expires_at', 'user_agent'),
    rowsOfUser(db, userId, oneTimeTokens, 'purpose', 'lead_id', 'created_at', 'expires_at', 'used_at'),
    db
      .select(pick(emailOutbox, 'template', 'subject', 'data', 'status', 'created_at', 'sent_at'))
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_email, user.email), ...OUTBOX_JOBS.map((job) => ne(emailOutbox.template, job))))
      .orderBy(asc(emailOutbox.id)),
    db
      .select(pick(emailUnsubscribes, 'list', 'unsubscribed_at', 'created_at'))
      .from(emailUnsubscribes)
      .where(eq(emailUnsubscribes.email, user.email)),
    db
      .select(
        pick(
          marketingContacts,
          'first_name',
          'last_name',
          'email',
          'lead_type',
          'title',
          'country',
          'submissions',
          'created_at',
        ),
      )
      .from(marketingContacts)
      .where(eq(sql`lower(${marketingContacts.email})`, user.email)),
    db
      .select(pick(contactMessages, 'name', 'email', 'subject', 'category', 'message', 'created_at'))
      .from(contactMessages)
      .where(eq(sql`lower(${contactMessages.email})`, user.email)),
  ]);

  const trips = isTraveller
    ? await travellerTrips(db, userId)
    : { trip_requests: [], quotes_received: [], reviews: [] };
  const member = isTraveller ? emptyMember : await memberRecords(db, userId, user.company_id);

  return {
    exported_at: new Date(),
    format: 'triptender-data-export/1',
    profile,
    sessions: sessionRows,
    push_devices: (await devicesOf(db, userId)).map(({ endpoint_host, created_at }) => ({ endpoint_host, created_at })),
    one_time_links: linkRows,
    ...trips,
    conversations: await userConversations(db, userId, isTraveller),
    emails: emailRows,
    email_preferences: unsubscribes,
    marketing_contacts: contacts,
    contact_messages: contactForms,
    ...member,
  };
}

async function travellerTrips(db: Db, userId: number) {
  const tripRows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.user_id, userId), isNull(leads.deleted_at)))
    .orderBy(asc(leads.id));
  const tripRequests = tripRows.map(({ search: _s, fingerprint: _f, deleted_by: _d, ...lead }) => lead);
  const leadIds = tripRows.map((l) => l.id);
  const [quoteRows, reviewRows] = await Promise.all([
    leadIds.length === 0
      ? []
      : db
          .select({
            ...pick(quotes, 'id', 'lead_id'),
            company: companies.name,
            ...pick(
              quotes,
              'price_cents',
              'currency',
              'price_basis',
              'trip_duration',
              'message',
              'inclusions',
              'exclusions',
              'itinerary',
              'accommodation_standard',
              'deposit_percent',
              'cancellation_terms',
              'flights_included',
              'valid_until',
              'version',
              'status',
              'decline_reason',
              'created_at',
            ),
          })
          .from(quotes)
          .innerJoin(companies, eq(companies.id, quotes.company_id))
          .where(inArray(quotes.lead_id, leadIds))
          .orderBy(asc(quotes.id)),
    db
      .select({
        ...pick(reviews, 'id', 'lead_id'),
        company: companies.name,
        ...pick(reviews, 'rating', 'comment', 'created_at'),
      })
      .from(reviews)
      .innerJoin(companies, eq(companies.id, reviews.company_id))
      .where(eq(reviews.traveller_id, userId))
      .orderBy(asc(reviews.id)),
  ]);
  return { trip_requests: tripRequests, quotes_received: quoteRows, reviews: reviewRows };
}

/**
 * A traveller's chats with every message (theirs marked "you", a company's by its name); a member's
 * only the messages they wrote (the rest is their company's, not theirs).
 */
async function userConversations(db: Db, userId: number, isTraveller: boolean) {
  const rows = await db
    .select({
      conversation_id: conversations.id,
      ...pick(conversations, 'kind', 'lead_id'),
      company: companies.name,
      message_id: messages.id,
      ...pick(messages, 'sender_id', 'body', 'created_at'),
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversation_id))
    .innerJoin(companies, eq(companies.id, conversations.company_id))
    .where(isTraveller ? eq(conversations.traveller_id, userId) : eq(messages.sender_id, userId))
    .orderBy(asc(conversations.id), asc(messages.id));
  const byConversation = new Map<number, Record<string, unknown> & { messages: unknown[] }>();
  for (const r of rows) {
    let c = byConversation.get(r.conversation_id);
    if (!c) {
      c = { id: r.conversation_id, kind: r.kind, lead_id: r.lead_id, company: r.company, messages: [] };
      byConversation.set(r.conversation_id, c);
    }
    const from = r.sender_id === userId ? 'you' : isTraveller ? r.company : 'TripTender';
    c.messages.push({ id: r.message_id, from, body: r.body, created_at: r.created_at });
  }
  return [...byConversation.values()];
}

const emptyMember = { company: null, quotes_written: [], purchases_made: [] };

async function memberRecords(db: Db, userId: number, companyId: number | null) {
  const [company] = companyId
    ? await db
        .select(
          pick(
            companies,
            'id',
            'name',
            'email',
            'website',
            'phone',
            'address',
            'about',
            'countries_served',
            'trip_types_served',
            'created_at',
          ),
        )
        .from(companies)
        .where(eq(companies.id, companyId))
    : [];
  const [quoteRows, purchaseRows] = await Promise.all([
    rowsOfUser(
      db,
      userId,
      quotes,
      'id',
      'lead_id',
      'price_cents',
      'currency',
      'trip_duration',
      'message',
      'status',
      'created_at',
    ),
    // the purchase only: the traveller's contact belongs to the traveller, not to this export
    rowsOfUser(db, userId, purchases, 'id', 'lead_id', 'price_cents', 'refunded_at', 'created_at'),
  ]);
  return { company: company ?? null, quotes_written: quoteRows, purchases_made: purchaseRows };
}
