// Conversations: traveller <-> company chats about a lead, admin <-> company chats, their messages and
// what each user has read of them.
import { sql } from 'drizzle-orm';
import { CONVERSATION_KINDS, PRIORITIES } from '@triptender/contract/enums';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.ts';
import { createdAt, oneOf, ref, serialId, tz, updatedAt, valuesIn } from './columns.ts';
import { leads } from './leads.ts';
import { quotes } from './quotes.ts';

/**
 * Two kinds: 'lead' (traveller <-> company about one lead, opened when the company buys it) and
 * 'admin' (admin <-> company, optionally about one quote).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serialId(),
    kind: oneOf(CONVERSATION_KINDS).notNull(),
    company_id: ref(() => companies.id, 'cascade').notNull(),
    lead_id: ref(() => leads.id, 'cascade'),
    traveller_id: ref(() => users.id, 'cascade'),
    quote_id: ref(() => quotes.id, 'set null'),
    subject: text(),
    priority: oneOf(PRIORITIES).notNull().default('normal'),
    created_by: ref(() => users.id, 'set null'),
    last_message_id: bigint({ mode: 'number' }),
    last_message_at: timestamp(tz),
    created_at: createdAt(),
  },
  (t) => [
    check('conversations_kind_valid', valuesIn(t.kind, CONVERSATION_KINDS)),
    check('conversations_priority_valid', valuesIn(t.priority, PRIORITIES)),
    check(
      'conversations_kind_shape',
      sql`(${t.kind} = 'lead') = (${t.lead_id} is not null and ${t.traveller_id} is not null)`,
    ),
    uniqueIndex('conversations_lead_company_unique')
      .on(t.lead_id, t.company_id)
      .where(sql`kind = 'lead'`),
    index('conversations_company_idx').on(t.company_id, t.kind, t.created_at.desc().nullsFirst()),
    index('conversations_traveller_idx').on(t.traveller_id, t.created_at.desc().nullsFirst()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversation_id: ref(() => conversations.id, 'cascade').notNull(),
    sender_id: ref(() => users.id, 'set null'),
    body: text().notNull(),
    quote_id: ref(() => quotes.id, 'set null'),
    created_at: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversation_id, t.id)],
);

/** Per user and conversation: what they have read, and up to where they were emailed a digest. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversation_id: ref(() => conversations.id, 'cascade').notNull(),
    user_id: ref(() => users.id, 'cascade').notNull(),
    last_read_message_id: bigint({ mode: 'number' }).notNull().default(0),
    notified_message_id: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.conversation_id, t.user_id] }), index('conversation_reads_user_idx').on(t.user_id)],
);
