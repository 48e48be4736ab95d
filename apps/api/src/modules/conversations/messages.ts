import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { conversationMessage } from '@triptender/contract/conversations';
import {
  CONVERSATION_LEAD_REMOVED,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_NOT_YOURS,
} from '@triptender/contract/conversations';
import { ROLE_NAMES, type RoleId } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { conversationReads, conversations, leads, messages, users } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/permissions.ts';
import { type Audience, publishConversationEvent } from './conversation-events.ts';
import { pushNewMessage } from './message-push.ts';
import { type ConversationRow, mayRead, sideOf } from './sides.ts';

export type ConversationMessageOut = z.output<typeof conversationMessage>;

const messageColumns = {
  id: messages.id,
  conversation_id: messages.conversation_id,
  body: messages.body,
  sender_id: messages.sender_id,
  quote_id: messages.quote_id,
  created_at: messages.created_at,
  first_name: users.first_name,
  last_name: users.last_name,
  role: users.role,
};
type MessageRow = {
  id: number;
  conversation_id: number;
  body: string;
  sender_id: number | null;
  quote_id: number | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  role: RoleId | null;
};

export function toConversationMessage(r: MessageRow): ConversationMessageOut {
  const sender =
    r.sender_id !== null && r.first_name !== null && r.role !== null
      ? {
          id: r.sender_id,
          first_name: r.first_name,
          role: { id: r.role, name: ROLE_NAMES[r.role] },
        }
      : null;
  return {
    id: r.id,
    chat_company_id: r.conversation_id,
    message: r.body,
    from: r.sender_id,
    created_at: r.created_at,
    senderName: sender ? `${r.first_name} ${r.last_name}`.trim() : 'Deleted user',
    quote_id: r.quote_id,
    user: sender,
  };
}

const selectMessages = (db: Db) =>
  db.select(messageColumns).from(messages).leftJoin(users, eq(users.id, messages.sender_id));

export async function getConversationMessage(db: Db, id: number): Promise<ConversationMessageOut | null> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  return row ? toConversationMessage(row) : null;
}

/**
 * A page of a conversation's messages, oldest first. With `after`, the messages that follow it (a
 * reconnecting client catching up); otherwise the newest page, or the page before `before`.
 */
export async function pageMessages(
  db: Db,
  conversationId: number,
  opts: { after?: number | undefined; before?: number | undefined; limit?: number } = {},
): Promise<{ data: ConversationMessageOut[]; has_more: boolean }> {
  const limit = opts.limit ?? CONVERSATION_PAGE_SIZE;
  const forward = opts.after !== undefined;
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversation_id, conversationId),
        forward ? gt(messages.id, opts.after!) : undefined,
        opts.before !== undefined ? lt(messages.id, opts.before) : undefined,
      ),
    )
    .orderBy(forward ? asc(messages.id) : desc(messages.id))
    .limit(limit + 1);
  const has_more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();
  return { data: page.map(toConversationMessage), has_more };
}

export const audienceOf = (c: ConversationRow): Audience => ({
  id: c.id,
  kind: c.kind as Audience['kind'],
  company_id: c.company_id,
  traveller_id: c.traveller_id,
});

/** A conversation the actor may read; 404 for one that does not exist or is not theirs. */
export async function findReadableConversation(db: Db, actor: Actor, id: number): Promise<ConversationRow> {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!c || !mayRead(actor, c)) throw notFound();
  return c;
}

/** Moves a user's read pointer forward (never back). */
async function markReadUpTo(db: Db, conversationId: number, userId: number, messageId: number) {
  await db
    .insert(conversationReads)
    .values({ conversation_id: conversationId, user_id: userId, last_read_message_id: messageId })
    .onConflictDoUpdate({
      target: [conversationReads.conversation_id, conversationReads.user_id],
      set: {
        last_read_message_id: sql`greatest(${conversationReads.last_read_message_id}, excluded.last_read_message_id)`,
        updated_at: sql`now()`,
      },
    });
}

/**
 * Sends a message into a conversation the actor takes part in. The conversation row is locked
 * first, so within one conversation message ids are assigned in commit order: a client that
 * catches up "after the last id it saw" can never skip one that committed late.
 */
export async function sendConversationMessage(opts: {
  db: Db;
  actor: Actor;
  conversationId: number;
  body: string;
  from?: number | undefined;
  quoteId?: number | null;
  /** Only this kind of conversation is addressed by the calling endpoint; others are 404. */
  kind?: ConversationRow['kind'];
}): Promise<ConversationMessageOut> {
  if (opts.from !== undefined && opts.from !== opts.actor.id) throw invalid('from', MESSAGE_NOT_YOURS);
  return opts.db.transaction(async (tx) => {
    const [c] = await tx.select().from(conversations).where(eq(conversations.id, opts.conversationId)).for('update');
    if (!c || (opts.kind && c.kind !== opts.kind) || !sideOf(opts.actor, c)) throw notFound();
    // a trip request the admin removed (its buyers refunded) closes its conversations: kept to read
    if (c.lead_id !== null) {
      const [lead] = await tx.select({ deleted_at: leads.deleted_at }).from(leads).where(eq(leads.id, c.lead_id));
      if (lead?.deleted_at) throw conflict(CONVERSATION_LEAD_REMOVED);
    }
    return insertMessage(tx, opts.actor, c, opts.body, opts.quoteId ?? null);
  });
}

/** Writes a message into a conversation locked by the caller, and publishes it. */
export async function insertMessage(
  tx: Db,
  actor: Actor,
  c: ConversationRow,
  body: string,
  quoteId: number | null,
): Promise<ConversationMessageOut> {
  const [m] = await tx
    .insert(messages)
    .values({ conversation_id: c.id, sender_id: actor.id, body, quote_id: quoteId })
    .returning();
  const senderColumn = (column: 'first_name' | 'last_name') =>
    sql`(select ${sql.identifier(column)} from ${users} where ${users.id} = ${actor.id})`;
  // one round trip less on the hot path: the sender's name comes back with the update
  const [sender] = await tx
    .update(conversations)
    .set({ last_message_id: m!.id, last_message_at: m!.created_at })
    .where(eq(conversations.id, c.id))
    .returning({
      first_name: senderColumn('first_name').mapWith(String),
      last_name: senderColumn('last_name').mapWith(String),
    });
  // what you wrote yourself is read
  await markReadUpTo(tx, c.id, actor.id, m!.id);
  const message = toConversationMessage({ ...m!, ...sender!, role: actor.role });
  await publishConversationEvent(tx, {
    t: 'message',
    c: audienceOf(c),
    mid: message.id,
    m: { ...message, created_at: message.created_at.toISOString() },
  });
  await pushNewMessage(tx, actor, c, message.id);
  return message;
}

/**
 * Marks a conversation read up to a message for the actor (and so for their side). Live clients
 * of that side drop the unread mark at once, on every device.
 */
export async function markConversationRead(opts: { db: Db; actor: Actor; conversationId: number; messageId: number }) {
  return opts.db.transaction(async (tx) => {
    const [c] = await tx.select().from(conversations).where(eq(conversations.id, opts.conversationId));
    const side = c ? sideOf(opts.actor, c) : null;
    if (!c || !side) throw notFound();
    // never past the newest message: a pointer ahead of it would hide the next ones
    const upTo = Math.min(opts.messageId, c.last_message_id ?? 0);
    await markReadUpTo(tx, c.id, opts.actor.id, upTo);
    const [row] = await tx
      .select({ last_read_message_id: conversationReads.last_read_message_id })
      .from(conversationReads)
      .where(and(eq(conversationReads.conversation_id, c.id), eq(conversationReads.user_id, opts.actor.id)));
    const last = row!.last_read_message_id;
    await publishConversationEvent(tx, { t: 'read', c: audienceOf(c), side, last_read_message_id: last });
    return { conversation_id: c.id, last_read_message_id: last };
  });
}
