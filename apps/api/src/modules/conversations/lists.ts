import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  adminConversation,
  conversationHead,
  travellerLeadConversation,
  unreadSummary,
} from '@triptender/contract/conversations';
import type { ListMeta } from '@triptender/contract/common';
import type { ConversationKind } from '@triptender/contract/enums';
import { leadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { companies, conversations, leads, messages, quotes, users } from '../../db/schema.ts';
import { type PageParams, paginateSelect } from '../../lib/pagination.ts';
import { type Actor, canWriteAsCompany, isAdmin, isTraveller } from '../auth/permissions.ts';
import { leadTitleColumns } from '../../domain/lead-rules.ts';
import { effectiveQuoteStatusSql } from '../../domain/quote-status.ts';
import { toConversationMessage } from './messages.ts';
import { unreadCount } from './sides.ts';

type Page<T> = { data: T[]; meta: ListMeta };

const lastMessage = alias(messages, 'last_message');
const lastSender = alias(users, 'last_sender');
const lastMessageColumns = {
  lm_id: lastMessage.id,
  lm_body: lastMessage.body,
  lm_sender_id: lastMessage.sender_id,
  lm_quote_id: lastMessage.quote_id,
  lm_created_at: lastMessage.created_at,
  lm_first_name: lastSender.first_name,
  lm_last_name: lastSender.last_name,
  lm_role: lastSender.role,
};
type LastMessageColumns = {
  [K in keyof typeof lastMessageColumns]: (typeof lastMessageColumns)[K]['_']['data'] | null;
};

function lastMessageOf(conversationId: number, r: LastMessageColumns) {
  if (r.lm_id === null) return [];
  return [
    toConversationMessage({
      id: r.lm_id,
      conversation_id: conversationId,
      body: r.lm_body!,
      sender_id: r.lm_sender_id,
      quote_id: r.lm_quote_id,
      created_at: r.lm_created_at!,
      first_name: r.lm_first_name,
      last_name: r.lm_last_name,
      role: r.lm_role,
    }),
  ];
}

/** What every list shows of a conversation. */
const conversationColumns = {
  id: conversations.id,
  company_id: conversations.company_id,
  created_at: conversations.created_at,
  last_message_at: conversations.last_message_at,
};

/** A lead conversation's quote: the one its company sent for its lead, if any. */
const quoteOfConversation = and(
  eq(quotes.lead_id, conversations.lead_id),
  eq(quotes.company_id, conversations.company_id),
);

/** One page of the conversations `where` picks, the latest activity first, with their total. */
function pageOfConversations<T extends PgSelect, R>(
  opts: { db: Db; page: PageParams },
  where: SQL | undefined,
  query: () => T,
  map: (row: T['_']['result'][number]) => R,
) {
  return paginateSelect(opts.db, opts.page, {
    select: query(),
    table: conversations,
    where,
    order: [desc(sql`coalesce(${conversations.last_message_at}, ${conversations.created_at})`), desc(conversations.id)],
    map,
  });
}

/** The lead conversations of one side: a traveller's or a company's. */
const leadConversationsOf = (side: SQL) => and(eq(conversations.kind, 'lead'), side);

/** GET /v1/client/chat/user/{userId}: the traveller's conversations, newest activity first. */
export async function listConversationHeads(opts: {
  db: Db;
  userId: number;
  page: PageParams;
}): Promise<Page<z.output<typeof conversationHead>>> {
  const company = { id: companies.id, name: companies.name, website: companies.website, logo_url: companies.logo_url };
  const query = () =>
    opts.db
      .select({
        ...conversationColumns,
        company,
        lead: { id: leads.id, ...leadTitleColumns },
        quote_id: quotes.id,
        quote_status: effectiveQuoteStatusSql,
        last_message: lastMessage.body,
        unread: unreadCount('traveller'),
      })
      .from(conversations)
      .innerJoin(companies, eq(companies.id, conversations.company_id))
      .innerJoin(leads, eq(leads.id, conversations.lead_id))
      .leftJoin(quotes, quoteOfConversation)
      .leftJoin(lastMessage, eq(lastMessage.id, conversations.last_message_id))
      .$dynamic();
  return pageOfConversations(opts, leadConversationsOf(eq(conversations.traveller_id, opts.userId)), query, (r) => ({
    id: r.id,
    unread: r.unread,
    timestamp: r.last_message_at ?? r.created_at,
    company_id: r.company_id,
    get_bid: { id: r.quote_id, status: r.quote_status, get_company: r.company },
    lead: { id: r.lead.id, title: leadTitle(r.lead) },
    last_message: r.last_message,
  }));
}

/** GET /v1/company/chatClient/leads/{companyId}: the company's conversations with travellers. */
export async function listTravellerLeadConversations(opts: {
  db: Db;
  companyId: number;
  page: PageParams;
}): Promise<Page<z.output<typeof travellerLeadConversation>>> {
  const traveller = {
    user_id: leads.user_id,
    first_name: leads.first_name,
    last_name: leads.last_name,
    locale: leads.locale,
  };
  const query = () =>
    opts.db
      .select({
        ...conversationColumns,
        lead: { id: leads.id, ...leadTitleColumns, ...traveller },
        quote_status: effectiveQuoteStatusSql,
        quote_decline_reason_code: quotes.decline_reason_code,
        unread: unreadCount('company'),
        ...lastMessageColumns,
      })
      .from(conversations)
      .innerJoin(leads, eq(leads.id, conversations.lead_id))
      .leftJoin(quotes, quoteOfConversation)
      .leftJoin(lastMessage, eq(lastMessage.id, conversations.last_message_id))
      .leftJoin(lastSender, eq(lastSender.id, lastMessage.sender_id))
      .$dynamic();
  return pageOfConversations(opts, leadConversationsOf(eq(conversations.company_id, opts.companyId)), query, (r) => ({
    id: r.id,
    accepted: r.quote_status === 'accepted' ? 1 : 0,
    quote_status: r.quote_status,
    quote_decline_reason_code: r.quote_status === 'declined' ? r.quote_decline_reason_code : null,
    created_at: r.created_at,
    lastMessage: r.lm_body,
    last_message_at: r.last_message_at,
    unread: r.unread,
    company_id: r.company_id,
    lead_quote_id: r.id,
    get_lead: {
      id: r.lead.id,
      title: r.lead.title,
      number_of_night: r.lead.number_of_night,
      country: r.lead.country,
      locale: r.lead.locale,
      user: { id: r.lead.user_id, first_name: r.lead.first_name, last_name: r.lead.last_name },
    },
    get_conversation: lastMessageOf(r.id, r),
  }));
}

/** GET /v1/company/chatCompany/{companyId}: a company's chats with the admins. */
export async function listAdminConversations(opts: {
  db: Db;
  actor: Actor;
  companyId: number;
  page: PageParams;
}): Promise<Page<z.output<typeof adminConversation>>> {
  const admin = alias(users, 'admin_user');
  // numbered in the order they were opened, so 'Admin Chat #n' stays the same as more are added
  const n = sql<number>`row_number() over (order by ${conversations.created_at}, ${conversations.id})`.mapWith(Number);
  const query = () =>
    opts.db
      .select({
        id: conversations.id,
        subject: conversations.subject,
        priority: conversations.priority,
        quote_id: conversations.quote_id,
        created_at: conversations.created_at,
        last_message_at: conversations.last_message_at,
        n,
        admin: { id: admin.id, first_name: admin.first_name, last_name: admin.last_name },
        unread: unreadCount(isAdmin(opts.actor) ? 'admin' : 'company'),
        ...lastMessageColumns,
      })
      .from(conversations)
      .leftJoin(admin, and(eq(admin.id, conversations.created_by), eq(admin.role, 1)))
      .leftJoin(lastMessage, eq(lastMessage.id, conversations.last_message_id))
      .leftJoin(lastSender, eq(lastSender.id, lastMessage.sender_id))
      .$dynamic();
  const where = and(eq(conversations.kind, 'admin'), eq(conversations.company_id, opts.companyId));
  return pageOfConversations(opts, where, query, (r) => ({
    id: r.id,
    subject: r.subject,
    title: r.subject ?? `Admin Chat #${r.n}`,
    admin: r.admin,
    priority: r.priority as 'low' | 'normal' | 'high',
    quote_id: r.quote_id,
    created_at: r.created_at,
    last_message_at: r.last_message_at,
    unread: r.unread,
    conversation: lastMessageOf(r.id, r),
  }));
}

/** The caller's unread messages per conversation, for the sidebar counts. */
export async function getUnreadSummary(opts: { db: Db; actor: Actor }): Promise<z.output<typeof unreadSummary>> {
  const { actor } = opts;
  const scope = isTraveller(actor)
    ? {
        side: 'traveller' as const,
        where: and(eq(conversations.kind, 'lead'), eq(conversations.traveller_id, actor.id)),
      }
    : canWriteAsCompany(actor)
      ? { side: 'company' as const, where: eq(conversations.company_id, actor.companyId!) }
      : isAdmin(actor)
        ? { side: 'admin' as const, where: eq(conversations.kind, 'admin') }
        : null;
  if (!scope) return { total: 0, conversations: [] };
  const counted = opts.db
    .select({
      conversation_id: sql<number>`${conversations.id}`.as('conversation_id'),
      kind: sql<ConversationKind>`${conversations.kind}`.as('kind'),
      company_id: sql<number>`${conversations.company_id}`.as('company_id'),
      last_activity: sql<Date>`coalesce(${conversations.last_message_at}, ${conversations.created_at})`.as(
        'last_activity',
      ),
      unread: unreadCount(scope.side).as('unread'),
    })
    .from(conversations)
    .where(and(scope.where, sql`${conversations.last_message_id} is not null`))
    .as('counted');
  const rows = await opts.db
    .select({
      conversation_id: counted.conversation_id,
      kind: counted.kind,
      company_id: counted.company_id,
      company_name: companies.name,
      unread: counted.unread,
    })
    .from(counted)
    .innerJoin(companies, eq(companies.id, counted.company_id))
    .where(gt(counted.unread, 0))
    .orderBy(desc(counted.last_activity));
  const list = rows.map((r) => ({
    conversation_id: Number(r.conversation_id),
    kind: r.kind,
    company_id: Number(r.company_id),
    company_name: r.company_name,
    unread: Number(r.unread),
  }));
  return { total: list.reduce((n, r) => n + r.unread, 0), conversations: list };
}
