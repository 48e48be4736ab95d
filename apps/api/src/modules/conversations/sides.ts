import { sql, type SQL } from 'drizzle-orm';
import type { ConversationSide } from '@triptender/contract/conversations';
import { ROLE } from '@triptender/contract/enums';
import type { conversations } from '../../db/schema.ts';
import { type Actor, canWriteAsCompany, isAdmin, isTraveller } from '../auth/permissions.ts';

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * The side of a conversation the actor writes on, or null when they may not write in it. Read state
 * is per side, not per person: when one agent of a company reads or answers, the conversation is
 * read for the whole company (a shared team inbox), and likewise for the admins.
 */
export function sideOf(
  actor: Actor,
  c: Pick<ConversationRow, 'kind' | 'company_id' | 'traveller_id'>,
): ConversationSide | null {
  if (c.kind === 'lead' && isTraveller(actor) && c.traveller_id === actor.id) return 'traveller';
  if (canWriteAsCompany(actor) && actor.companyId === c.company_id) return 'company';
  if (c.kind === 'admin' && isAdmin(actor)) return 'admin';
  return null;
}

/** Admins may read every conversation (moderation); only participants write in one. */
export function mayRead(actor: Actor, c: Pick<ConversationRow, 'kind' | 'company_id' | 'traveller_id'>): boolean {
  return sideOf(actor, c) !== null || isAdmin(actor);
}

// Written out rather than as drizzle columns: inside a subquery's selection drizzle drops the table
// name, which makes `id` ambiguous next to the inner joins.
const c = {
  id: sql.raw('"conversations"."id"'),
  company_id: sql.raw('"conversations"."company_id"'),
  traveller_id: sql.raw('"conversations"."traveller_id"'),
  last_message_id: sql.raw('"conversations"."last_message_id"'),
};

/** Whether user `u` (an alias of users) is on `side` of the current conversations row. */
function memberOf(side: ConversationSide, u: string): SQL {
  const alias = sql.raw(u);
  switch (side) {
    case 'traveller':
      return sql`${alias}.id = ${c.traveller_id}`;
    case 'company':
      return sql`${alias}.company_id = ${c.company_id}`;
    case 'admin':
      return sql`${alias}.role = ${ROLE.ADMIN}`;
  }
}

/** How far a side has read in the current conversations row: the furthest of its members. */
export function readPointer(
  side: ConversationSide,
  column: 'last_read_message_id' | 'notified_message_id' = 'last_read_message_id',
) {
  const col = sql.raw(`r.${column}`);
  return sql<number>`coalesce((select max(${col}) from conversation_reads r join users ru on ru.id = r.user_id where r.conversation_id = ${c.id} and ${memberOf(side, 'ru')}), 0)`;
}

/**
 * Messages of the current conversations row that `side` has not read: after its read pointer and
 * sent by the other side. Skips the count when the newest message is already read (the usual case).
 */
export function unreadCount(side: ConversationSide) {
  const pointer = readPointer(side);
  return sql<number>`(case when coalesce(${c.last_message_id}, 0) > ${pointer} then (
    select count(*)::int from messages m left join users su on su.id = m.sender_id
    where m.conversation_id = ${c.id} and m.id > ${pointer} and not coalesce(${memberOf(side, 'su')}, false)
  ) else 0 end)`.mapWith(Number);
}
