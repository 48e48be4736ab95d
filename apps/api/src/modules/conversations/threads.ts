import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type adminCompanyConversationInfo,
  type conversationThread,
  MESSAGE_NOT_YOURS,
  type sendAdminConversationBody,
} from '@triptender/contract/conversations';
import { leadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { companies, conversations, leads, quotes, users } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { newestFirst } from '../../lib/pagination.ts';
import { type Actor, isAdmin } from '../auth/permissions.ts';
import { leadTitleColumns } from '../../domain/lead-rules.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';
import {
  type ConversationMessageOut,
  findReadableConversation,
  insertMessage,
  pageMessages,
  sendConversationMessage,
} from './messages.ts';
import { type ConversationRow, sideOf } from './sides.ts';

type Thread = z.output<typeof conversationThread>;

const QUOTE_NOT_THIS_COMPANYS = 'The selected quotation does not belong to this company.';
const GENERAL_TOPIC = 'General';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  website: companies.website,
  logo_url: companies.logo_url,
};

async function findCompany(db: Db, companyId: number) {
  const [company] = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company;
}

/** A quote of the company, with its lead's title; 422 when it is another company's. */
async function findCompanyQuote(db: Db, companyId: number, quoteId: number) {
  const [q] = await db
    .select({
      id: quotes.id,
      company_id: quotes.company_id,
      ...leadTitleColumns,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .where(eq(quotes.id, quoteId));
  if (!q || q.company_id !== companyId) throw invalid('quote_id', QUOTE_NOT_THIS_COMPANYS);
  return { id: q.id, title: `Quote #${q.id}: ${leadTitle(q)}` };
}

/** A conversation with its company, lead or quote, and its newest page of messages. */
async function describe(db: Db, c: ConversationRow): Promise<Thread> {
  const [company, lead, page] = await Promise.all([
    findCompany(db, c.company_id),
    c.lead_id
      ? db
          .select({
            ...leadTitleColumns,
            traveller_id: users.id,
            first_name: leads.first_name,
            last_name: leads.last_name,
          })
          .from(leads)
          .innerJoin(users, eq(users.id, leads.user_id))
          .where(eq(leads.id, c.lead_id))
          .then((rows) => rows[0])
      : undefined,
    pageMessages(db, c.id),
  ]);
  const quote = !lead && c.quote_id ? await findCompanyQuote(db, c.company_id, c.quote_id).catch(() => null) : null;
  return {
    id: c.id,
    kind: c.kind as Thread['kind'],
    company,
    projectTitle: lead ? leadTitle(lead) : (c.subject ?? quote?.title ?? GENERAL_TOPIC),
    lead_id: c.lead_id,
    quote_id: c.quote_id,
    traveller: lead ? { id: lead.traveller_id, first_name: lead.first_name, last_name: lead.last_name } : null,
    subject: c.subject,
    priority: c.priority,
    get_conversation: page.data,
    has_more: page.has_more,
  };
}

/**
 * A traveller-company conversation, addressed by its id and its company (both spec GETs carry
 * them); 404 unless the caller takes part in it (or is an admin).
 */
export async function getLeadThread(opts: { db: Db; actor: Actor; conversationId: number; companyId: number }) {
  const c = await findReadableConversation(opts.db, opts.actor, opts.conversationId);
  if (c.kind !== 'lead' || c.company_id !== opts.companyId) throw notFound();
  return describe(opts.db, c);
}

/**
 * The admin chat of a company that a screen shows: the one asked for by id, the one about a
 * quotation, or the latest general one. When there is none yet the thread is empty (id null) and
 * the first message starts it.
 */
export async function getAdminThread(opts: {
  db: Db;
  companyId: number;
  chatId?: number | undefined;
  quotationId?: number | undefined;
}): Promise<Thread> {
  const { db, companyId } = opts;
  const company = await findCompany(db, companyId);
  if (opts.chatId !== undefined) {
    const [c] = await db.select().from(conversations).where(eq(conversations.id, opts.chatId));
    if (!c || c.kind !== 'admin' || c.company_id !== companyId) throw notFound();
    return describe(db, c);
  }
  const quote = opts.quotationId !== undefined ? await findCompanyQuote(db, companyId, opts.quotationId) : null;
  const c = await findAdminConversation(db, companyId, quote?.id ?? null);
  if (c) return describe(db, c);
  return {
    id: null,
    kind: 'admin',
    company,
    projectTitle: quote?.title ?? GENERAL_TOPIC,
    lead_id: null,
    quote_id: quote?.id ?? null,
    traveller: null,
    subject: null,
    priority: 'normal',
    get_conversation: [],
    has_more: false,
  };
}

/** The latest admin chat of a company about a quote (or about no quote in particular). */
async function findAdminConversation(db: Db, companyId: number, quoteId: number | null, lock = false) {
  const q = db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'admin'),
        eq(conversations.company_id, companyId),
        quoteId === null ? isNull(conversations.quote_id) : eq(conversations.quote_id, quoteId),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.last_message_at}, ${conversations.created_at})`), desc(conversations.id))
    .limit(1);
  const [c] = lock ? await q.for('update') : await q;
  return c;
}

/**
 * POST /v1/company/chat: a message into an admin chat. With chat_company_id it answers in that
 * chat; with company_id (an admin writing to a company, or a company to the admins) it writes in
 * the chat about that quotation, or the general one, and starts it when there is none.
 */
export async function sendAdminConversationMessage(opts: {
  db: Db;
  actor: Actor;
  body: z.output<typeof sendAdminConversationBody>;
}): Promise<ConversationMessageOut> {
  const { db, actor, body } = opts;
  if (body.from !== undefined && body.from !== actor.id) throw invalid('from', MESSAGE_NOT_YOURS);
  if (body.chat_company_id !== undefined) {
    if (body.company_id !== undefined) {
      const [c] = await db
        .select({ company_id: conversations.company_id })
        .from(conversations)
        .where(eq(conversations.id, body.chat_company_id));
      if (c && c.company_id !== body.company_id) throw notFound();
    }
    return sendConversationMessage({
      db,
      actor,
      conversationId: body.chat_company_id,
      body: body.message,
      kind: 'admin',
    });
  }
  const companyId = body.company_id!;
  if (!sideOf(actor, { kind: 'admin', company_id: companyId, traveller_id: null })) throw notFound();
  await findCompany(db, companyId);
  const quote = body.quote_id ? await findCompanyQuote(db, companyId, body.quote_id) : null;
  return db.transaction(async (tx) => {
    // two first messages at once must land in one new chat, not two
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin-chat:${companyId}:${quote?.id ?? 0}`}))`);
    let c = await findAdminConversation(tx, companyId, quote?.id ?? null, true);
    if (!c) {
      [c] = await tx
        .insert(conversations)
        .values({
          kind: 'admin',
          company_id: companyId,
          quote_id: quote?.id ?? null,
          subject: body.subject ?? quote?.title ?? null,
          priority: isAdmin(actor) ? (body.priority ?? 'normal') : 'normal',
          created_by: actor.id,
        })
        .returning();
    }
    return insertMessage(tx, actor, c!, body.message, quote?.id ?? null);
  });
}

/** GET /v1/admin/chat/companies/{companyName}: the company of the admin's chat page and its quotes. */
export async function getAdminCompanyConversationInfo(opts: {
  db: Db;
  companyName: string;
}): Promise<z.output<typeof adminCompanyConversationInfo>> {
  const [company] = await opts.db
    .select({ ...companyColumns, email: companies.email })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${opts.companyName})`);
  if (!company) throw notFound();
  const rows = await opts.db
    .select({
      id: quotes.id,
      lead_id: quotes.lead_id,
      status: quotes.status,
      valid_until: quotes.valid_until,
      price_cents: quotes.price_cents,
      currency: quotes.currency,
      created_at: quotes.created_at,
      ...leadTitleColumns,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .where(eq(quotes.company_id, company.id))
    .orderBy(...newestFirst(quotes))
    .limit(500);
  return {
    company,
    quotations: rows.map((q) => ({
      id: q.id,
      lead_id: q.lead_id,
      title: leadTitle(q),
      status: effectiveQuoteStatus(q),
      price_cents: q.price_cents,
      currency: q.currency,
      created_at: q.created_at,
    })),
  };
}
