// Requests still awaiting their traveller's confirmation: one reminder with a fresh link
// CONFIRM_REMINDER_HOURS after posting, and expiry (status 'expired', never listed; the link then
// says so) UNCONFIRMED_REQUEST_EXPIRY_DAYS after posting. A background job (workers.ts) runs it;
// `now` is the job's clock, so tests run it as if hours or days had passed, without waiting.
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { CONFIRM_REMINDER_HOURS, UNCONFIRMED_REQUEST_EXPIRY_DAYS } from '@triptender/contract/constants';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import { sendConfirmLink } from '../leads/confirm-email.ts';

const HOUR_MS = 3_600_000;
/** At most this many reminders a run, so one run stays short; the next run takes the rest. */
const BATCH = 200;

/** Expires what is too old, then reminds the travellers of what is a day old. Returns what it did. */
export async function processUnconfirmedRequests(opts: { db: Db; publicUrl: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const expireBefore = new Date(now.getTime() - UNCONFIRMED_REQUEST_EXPIRY_DAYS * 24 * HOUR_MS);
  const expired = await opts.db
    .update(leads)
    .set({ status: 'expired', updated_at: sql`now()` })
    .where(and(eq(leads.status, 'pending'), isNull(leads.deleted_at), lte(leads.created_at, expireBefore)))
    .returning({ id: leads.id });

  const remindBefore = new Date(now.getTime() - CONFIRM_REMINDER_HOURS * HOUR_MS);
  let reminded = 0;
  await opts.db.transaction(async (tx) => {
    // skip locked: two servers never remind the same request twice
    const due = await tx
      .select({ lead: leads, user: users })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.user_id))
      .where(
        and(
          eq(leads.status, 'pending'),
          isNull(leads.deleted_at),
          isNull(leads.confirm_reminded_at),
          lte(leads.created_at, remindBefore),
          gt(leads.created_at, expireBefore),
          isNull(users.disabled_at),
        ),
      )
      .limit(BATCH)
      .for('update', { of: leads, skipLocked: true });
    for (const { lead, user } of due) {
      await tx.update(leads).set({ confirm_reminded_at: now }).where(eq(leads.id, lead.id));
      // a repeat of an earlier request says so again: confirm it only for a separate trip
      const [duplicateOf] = lead.duplicate_of
        ? await tx.select({ title: leads.title }).from(leads).where(eq(leads.id, lead.duplicate_of))
        : [];
      await sendConfirmLink(tx, { publicUrl: opts.publicUrl, user, lead, duplicateOf, reminder: true });
      reminded++;
    }
  });
  return { expired: expired.length, reminded };
}
