// Deleting an account (decision 024): the person's own fields are erased in one transaction;
// what others need to keep (purchases, the ledger, quotes, the companies' own messages, the audit trail)
// stays, without the person's data, and reads "Deleted traveller" / "Deleted user".
import { lockCompany } from '../../lib/company-lock.ts';
import { and, eq, sql } from 'drizzle-orm';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { DELETED_NAMES, ERASED_MESSAGE, PRIVACY_MESSAGES } from '@triptender/contract/privacy';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  conversationReads,
  emailOutbox,
  emailUnsubscribes,
  idempotencyKeys,
  leads,
  marketingContacts,
  messages,
  oneTimeTokens,
  reviews,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema.ts';
import { visibleOfSql } from '../../domain/visible-text.ts';
import { recordAudit } from '../../lib/audit.ts';
import { erasedEmail } from '../../lib/erased-email.ts';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Actor } from '../auth/permissions.ts';
import { publishUserChanged } from '../auth/user-events.ts';

/** A JSON string value inside jsonb text, so only whole values are replaced, never part of another. */
const jsonString = (value: string) => JSON.stringify(value);

/**
 * Deletes the account of `userId`. `password` is required when the person deletes their own account
 * (the admin acting on a request confirms in the UI instead). A traveller's requests are archived and
 * hidden from companies; their buyers keep the purchase, which reads "Deleted traveller" with no contact.
 */
export async function eraseAccount(opts: { db: Db; actor: Actor; userId: number; password?: string }): Promise<void> {
  const self = opts.actor.id === opts.userId;
  const [target] = await opts.db.select().from(users).where(eq(users.id, opts.userId));
  if (!target) throw notFound();
  if (target.role === ROLE.ADMIN) throw forbidden(PRIVACY_MESSAGES.notForAdmins);
  if (self && !(await verifyPassword(target.password_hash, opts.password ?? '')))
    throw invalid('password', PRIVACY_MESSAGES.wrongPassword);

  await opts.db.transaction(async (tx) => {
    // a member's company row first, as every change to a team locks it (team/service.ts): two Managers
    // deleting themselves at once are counted one after the other, and the locks come in one order
    if (target.company_id !== null) await lockCompany(tx, target.company_id);
    const [user] = await tx.select().from(users).where(eq(users.id, opts.userId)).for('update');
    if (!user || user.deleted_at) throw conflict(PRIVACY_MESSAGES.alreadyDeleted);
    if (self && user.role === ROLE.COMPANY && user.company_role === COMPANY_ROLE.MANAGER)
      await keepAManager(tx, user.company_id!, user.id);

    const oldEmail = user.email;
    const newEmail = erasedEmail(user.id);
    const names = user.role === ROLE.TRAVELLER ? DELETED_NAMES.traveller : DELETED_NAMES.member;
    await tx
      .update(users)
      .set({
        ...names,
        email: newEmail,
        mobile: null,
        password_hash: null,
        avatar_url: null,
        lead_alerts: null,
        display_currency: null,
        locale: null,
        email_verified_at: null,
        email_bounced_at: null,
        lead_digest_sent_at: null,
        notification_channels: null,
        quiet_hours: null,
        disabled_at: sql`coalesce(${users.disabled_at}, now())`,
        deleted_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(users.id, user.id));
    // signed out everywhere (open WebSockets close on the notification), and no link or key left
    await tx.delete(sessions).where(eq(sessions.user_id, user.id));
    await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.user_id, user.id));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.user_id, user.id));
    await tx.delete(conversationReads).where(eq(conversationReads.user_id, user.id));
    // no push reaches the person's devices any more (a job still queued finds its device gone)
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.user_id, user.id));

    if (user.role === ROLE.TRAVELLER) {
      // the contact copied onto each request goes; a request still listed or awaiting confirmation is
      // archived, so no company can buy or quote it; bought ones stay with their buyers, anonymous
      await tx
        .update(leads)
        .set({
          ...names,
          email: newEmail,
          mobile: null,
          special_requests: null,
          // the masked copy goes with it; the title's stays (domain/visible-text.ts)
          visible_special_requests: null,
          visible_of: visibleOfSql(leads.title, null),
          fingerprint: null,
          status: sql`case when ${leads.status} in ('pending', 'open') then 'archived' else ${leads.status} end`,
          closed_at: sql`coalesce(${leads.closed_at}, now())`,
          updated_at: sql`now()`,
        })
        .where(eq(leads.user_id, user.id));
      // the traveller's own words go; the companies' replies are their business records and stay
      await tx.update(messages).set({ body: ERASED_MESSAGE }).where(eq(messages.sender_id, user.id));
      // the rating stays in the company's reputation; the words were the traveller's
      await tx.update(reviews).set({ comment: null }).where(eq(reviews.traveller_id, user.id));
    }

    // what was sent to the person goes; other emails keep their content with the address replaced
    await tx.delete(emailOutbox).where(eq(emailOutbox.to_email, oldEmail));
    await tx
      .update(emailOutbox)
      .set({ data: sql`replace(${emailOutbox.data}::text, ${jsonString(oldEmail)}, ${jsonString(newEmail)})::jsonb` })
      .where(sql`strpos(${emailOutbox.data}::text, ${jsonString(oldEmail)}) > 0`);
    await tx.delete(emailUnsubscribes).where(eq(emailUnsubscribes.email, oldEmail));
    await tx.delete(marketingContacts).where(eq(sql`lower(${marketingContacts.email})`, oldEmail));
    await tx.delete(contactMessages).where(eq(sql`lower(${contactMessages.email})`, oldEmail));
    await redactAuditLog(tx, oldEmail, newEmail);

    await recordAudit(tx, {
      actorUserId: self ? null : opts.actor.id,
      action: 'user.deleted',
      entityType: 'user',
      entityId: user.id,
      companyId: user.company_id,
      data: { role: user.role, by: self ? 'self' : 'admin' },
    });
    await publishUserChanged(tx, user.id);
  });
}

/** A Manager deleting their own account leaves another active Manager behind, or is refused. */
async function keepAManager(tx: Db, companyId: number, userId: number) {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.company_id, companyId),
        eq(users.company_role, COMPANY_ROLE.MANAGER),
        sql`${users.disabled_at} is null`,
        sql`${users.id} <> ${userId}`,
      ),
    )
    .limit(1);
  if (others.length === 0) throw conflict(PRIVACY_MESSAGES.lastManager);
}

/**
 * The audit log is append-only (a trigger refuses changes); its trigger lets exactly one change
 * through, inside a transaction that says it is erasing (migration deleted-accounts in apps/api/drizzle): the person's address in an
 * entry's data is replaced by the placeholder. Entries stay, with ids, actions and amounts.
 */
async function redactAuditLog(tx: Db, oldEmail: string, newEmail: string) {
  await tx.execute(sql`select set_config('triptender.erasing', 'on', true)`);
  await tx.execute(
    sql`update audit_log set data = replace(data::text, ${jsonString(oldEmail)}, ${jsonString(newEmail)})::jsonb
        where strpos(data::text, ${jsonString(oldEmail)}) > 0`,
  );
  await tx.execute(sql`select set_config('triptender.erasing', 'off', true)`);
}
