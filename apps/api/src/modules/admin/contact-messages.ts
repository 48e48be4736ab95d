import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessage, contactMessagesQuery } from '@triptender/contract/admin';
import type { Db } from '../../db/client.ts';
import { contactMessages, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { countRows, inWindow, newestFirst, type PageWindow, paginate } from '../../lib/pagination.ts';
import type { Actor } from '../auth/permissions.ts';

const STATUS = { open: isNull(contactMessages.handled_at), handled: isNotNull(contactMessages.handled_at) } as const;

async function select(db: Db, where: ReturnType<typeof and>, page?: PageWindow) {
  const q = db
    .select({
      message: contactMessages,
      handler: { id: users.id, first_name: users.first_name, last_name: users.last_name },
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handled_by))
    .where(where)
    .orderBy(...newestFirst(contactMessages));
  const rows = await inWindow(q.$dynamic(), page);
  return rows.map(({ message: m, handler }): ContactMessage => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    category: m.category,
    message: m.message,
    created_at: m.created_at,
    handled_at: m.handled_at,
    handled_by: handler,
  }));
}

/** Messages sent through the contact form, newest first; open ones are those nobody handled yet. */
export async function listContactMessages(opts: { db: Db; query: z.output<typeof contactMessagesQuery> }) {
  const where = and(opts.query.status ? STATUS[opts.query.status] : undefined);
  return paginate(opts.query, {
    rows: (window) => select(opts.db, where, window),
    total: () => countRows(opts.db, contactMessages, where),
  });
}

/** Marks a message handled by the admin; handling it again keeps the first handler and time. */
export async function handleContactMessage(opts: { db: Db; actor: Actor; id: number }): Promise<ContactMessage> {
  await opts.db
    .update(contactMessages)
    .set({ handled_at: sql`now()`, handled_by: opts.actor.id })
    .where(and(eq(contactMessages.id, opts.id), isNull(contactMessages.handled_at)));
  const [message] = await select(opts.db, and(eq(contactMessages.id, opts.id)));
  if (!message) throw notFound();
  return message;
}
