// TripTender's own details printed on receipts: one row of the settings table ('receipt_issuer', a
// JSON object), beside the numeric platform settings of lib/settings.ts (which read numbers only).
import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_ISSUER,
  issuerDetails,
  type IssuerDetails,
  type issuerDetailsBody,
} from '@triptender/contract/receipts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { auditedChange } from '../../lib/audited-change.ts';

const KEY = 'receipt_issuer';

/** The issuer details receipts carry: the saved ones, or the defaults until the admin saves some. */
export async function getIssuerDetails(db: Db): Promise<IssuerDetails> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY));
  const saved = issuerDetails.safeParse(row?.value);
  return saved.success ? saved.data : { ...DEFAULT_ISSUER };
}

/** Saves the issuer details and records what changed in the audit log, in one transaction. */
export async function updateIssuerDetails(opts: {
  db: Db;
  actorUserId: number;
  details: z.output<typeof issuerDetailsBody>;
}): Promise<IssuerDetails> {
  return auditedChange<IssuerDetails>(opts.db, {
    lock: async (tx) => {
      // one admin's save at a time, so the audit's "from" is what the change replaced
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${KEY}))`);
      return getIssuerDetails(tx);
    },
    next: () => opts.details,
    write: async (tx, _changes, after) => {
      await tx
        .insert(settings)
        .values({ key: KEY, value: after, updated_by: opts.actorUserId })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: after, updated_by: opts.actorUserId, updated_at: sql`now()` },
        });
    },
    audit: { actorUserId: opts.actorUserId, action: 'settings.receipt_issuer_updated', entityType: 'settings' },
  });
}
