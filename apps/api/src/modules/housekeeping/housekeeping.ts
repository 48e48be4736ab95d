// What the database would otherwise keep for ever: run hourly by the job leader
// (workers.ts), one runner across every process and host. docs/operations.md lists what goes when.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, idempotencyKeys, leads, oneTimeTokens } from '../../db/schema.ts';
import { tripStartedSql } from '../../domain/lead-rules.ts';
import { housekeepingRows, housekeepingRuns } from '../../lib/metrics.ts';
import { DatabaseRateLimitStore } from '../../lib/rate-limit-store.ts';
import { getSettings } from '../../lib/settings.ts';
import { purgeExpiredSessions } from '../auth/service.ts';

/** An Idempotency-Key is answered again for this long (clients retry within minutes, not days). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export type HousekeepingResult = {
  one_time_tokens: number;
  sessions: number;
  idempotency_keys: number;
  rate_limits: number;
  sent_emails: number;
  held_emails: number;
  archived_leads: number;
};

/**
 * One run: deletes one-time links and sessions past their expiry, Idempotency-Key answers older than
 * 24 hours, rate-limit counters whose window ended (unless Redis keeps them, which expires its own),
 * sent emails older than the admin's `sent_email_retention_days` (pending and failed ones stay) and held
 * ones (never sent: docs/operations.md, "Mail to unconfirmed addresses") queued that long ago;
 * and archives open leads whose trip has started (domain/lead-rules.ts: they were no longer bookable,
 * and now leave every "open" list). A lead still awaiting confirmation is left to the unconfirmed-
 * requests job, which expires it (an archived lead would count as confirmed). Each step is one
 * statement, safe to repeat, so a run cut short by a stop is finished by the next.
 */
export async function runHousekeeping(opts: { db: Db; rateLimitsInDatabase: boolean }): Promise<HousekeepingResult> {
  const { db } = opts;
  try {
    const count = async (q: Promise<unknown[]>) => (await q).length;
    const tokens = await count(
      db
        .delete(oneTimeTokens)
        .where(lt(oneTimeTokens.expires_at, sql`now()`))
        .returning({ id: oneTimeTokens.id }),
    );
    const sessions = await purgeExpiredSessions(db);
    const keys = await count(
      db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`))
        .returning({ key: idempotencyKeys.key }),
    );
    const limits = opts.rateLimitsInDatabase ? await new DatabaseRateLimitStore(db).purgeExpired() : 0;
    const { sent_email_retention_days: days } = await getSettings(db);
    const emails = await count(
      db
        .delete(emailOutbox)
        .where(
          and(eq(emailOutbox.status, 'sent'), lt(emailOutbox.sent_at, sql`now() - make_interval(days => ${days})`)),
        )
        .returning({ id: emailOutbox.id }),
    );
    const held = await count(
      db
        .delete(emailOutbox)
        .where(
          and(eq(emailOutbox.status, 'held'), lt(emailOutbox.created_at, sql`now() - make_interval(days => ${days})`)),
        )
        .returning({ id: emailOutbox.id }),
    );
    const archived = await count(
      db
        .update(leads)
        .set({ status: 'archived', closed_at: sql`now()`, updated_at: sql`now()` })
        .where(and(eq(leads.status, 'open'), tripStartedSql, isNull(leads.deleted_at)))
        .returning({ id: leads.id }),
    );
    const result: HousekeepingResult = {
      one_time_tokens: tokens,
      sessions,
      idempotency_keys: keys,
      rate_limits: limits,
      sent_emails: emails,
      held_emails: held,
      archived_leads: archived,
    };
    for (const [kind, n] of Object.entries(result)) housekeepingRows.inc({ kind }, n);
    housekeepingRuns.inc({ result: 'ok' });
    return result;
  } catch (err) {
    housekeepingRuns.inc({ result: 'error' });
    throw err;
  }
}
