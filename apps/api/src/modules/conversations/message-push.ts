// A push to the company's staff for a message from the traveller or from TripTender (domain/push.ts
// decides by each one's channel and quiet hours). It says which conversation, never what the message
// says: a traveller's words may hold the contact details that companies only see after buying.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import { PUSH_TEXTS } from '@triptender/contract/push';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import { queuePush } from '../../domain/push.ts';
import type { Actor } from '../auth/permissions.ts';
import type { ConversationRow } from './sides.ts';

/** The conversation's page in the company portal (the admin tab for one with TripTender). */
export const companyConversationPath = (c: Pick<ConversationRow, 'id' | 'kind'>) =>
  `${paths.company.conversations}?${c.kind === 'admin' ? 'tab=admin&' : ''}conversation=${c.id}`;

/** Queues the push of message `messageId`, sent by `actor` into `c`, when it is not the company's own. */
export async function pushNewMessage(tx: Db, actor: Actor, c: ConversationRow, messageId: number): Promise<void> {
  if (actor.role === ROLE.COMPANY) return;
  // those the message digest emails: the company's Managers and Agents who can log in
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.company_id, c.company_id),
        inArray(users.company_role, [COMPANY_ROLE.MANAGER, COMPANY_ROLE.AGENT]),
        isNotNull(users.password_hash),
        isNull(users.disabled_at),
      ),
    );
  if (staff.length === 0) return;
  let about = c.subject ?? 'Your conversation with TripTender';
  if (c.lead_id !== null) {
    const [lead] = await tx.select({ title: leads.title }).from(leads).where(eq(leads.id, c.lead_id));
    about = lead?.title ?? '';
  }
  await queuePush(tx, {
    userIds: staff.map((u) => u.id),
    kind: 'new_message',
    payload: {
      ...PUSH_TEXTS.newMessage(actor.role === ROLE.ADMIN ? 'admin' : 'traveller', about.slice(0, 200)),
      url: companyConversationPath(c),
      tag: `conversation-${c.id}`,
    },
    dedupe: messageId,
  });
}
