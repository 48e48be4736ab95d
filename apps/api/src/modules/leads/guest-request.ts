import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import { ROLE } from '@triptender/contract/enums';
import type { GuestLeadBody, guestLeadReceipt } from '@triptender/contract/leads';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { initialLeadStatus } from '../../domain/lead-rules.ts';
import { enqueueEmail, enqueueJob, type OutboxJobHandlers } from '../../lib/outbox.ts';
import { createUser } from '../auth/users.ts';
import { sendConfirmLink } from './confirm-email.ts';
import { createLead, type LeadFields, lockEmail } from './create-lead.ts';

type GuestLeadReceipt = z.output<typeof guestLeadReceipt>;
type UserRow = typeof users.$inferSelect;

/**
 * A guest's trip request (POST /v1/leads): queues it for the outbox worker and nothing else, the same
 * insert whatever the email, so neither the answer nor its time tells whether the email has an account
 * (a new email took five times as long as a disabled account's; docs/benchmarks.md). The row
 * is committed before the guest is answered, so a process that dies after answering loses nothing;
 * the worker stores the request moments later (storeGuestTripRequest). The answer is the request as
 * received, with the title the server gives it.
 */
export async function submitGuestTripRequest(opts: { db: Db; body: GuestLeadBody }): Promise<GuestLeadReceipt> {
  const { lead_type: _type, title: _title, ...fields } = opts.body;
  await enqueueJob(opts.db, { to: fields.email, job: 'guest-trip-request', data: fields });
  return { ...fields, lead_type: 'multi-step-form', title: composeLeadTitle(fields) };
}

/**
 * The outbox job behind POST /v1/leads. The lead belongs to the traveller account with its email
 * (made without a password when there is none yet) and waits ('pending', never shown to companies)
 * until the traveller follows the emailed link, which proves the address is theirs, publishes the
 * request and lets an account without a password choose one (initialLeadStatus). A request
 * that repeats an earlier one of theirs is stored with duplicate_of and its email says so. For a tour
 * operator's or admin's account nothing is stored and the address is told; for a disabled account
 * nothing is stored or sent. Repeats within a minute are one lead, as createLead says; lockEmail keeps
 * two workers apart.
 */
async function storeGuestTripRequest(tx: Db, job: { data: LeadFields; publicUrl: string }): Promise<void> {
  const fields = job.data;
  await lockEmail(tx, fields.email);
  const [existing] = await tx.select().from(users).where(eq(users.email, fields.email));
  if (existing && (existing.role !== ROLE.TRAVELLER || existing.disabled_at)) {
    if (!existing.disabled_at) await noticeNotStored(tx, existing, fields);
    return;
  }
  const user =
    existing ??
    (await createUser({
      db: tx,
      actorUserId: null,
      user: {
        role: ROLE.TRAVELLER,
        email: fields.email,
        first_name: fields.first_name,
        last_name: fields.last_name,
        mobile: fields.mobile,
        password: null,
      },
    }));
  const status = initialLeadStatus({ byGuest: true, emailVerified: user.email_verified_at !== null });
  const result = await createLead({ db: tx, userId: user.id, fields, status, duplicates: 'link' });
  if (!result.created) return;
  await sendConfirmLink(tx, { publicUrl: job.publicUrl, user, lead: result.lead, duplicateOf: result.duplicateOf });
}

/** The outbox jobs of this module, for the worker (workers.ts). */
export const guestRequestJobs = { 'guest-trip-request': storeGuestTripRequest } satisfies Partial<OutboxJobHandlers>;

/** At most one notice a day per address, so the form cannot be used to flood an operator's inbox. */
async function noticeNotStored(tx: Db, user: UserRow, fields: LeadFields) {
  await enqueueEmail(tx, {
    to: user.email,
    toName: `${user.first_name} ${user.last_name}`,
    template: 'request-not-stored',
    data: { first_name: user.first_name, lead_title: composeLeadTitle(fields) },
    dedupeKey: `request-not-stored:${user.id}:${todayIso()}`,
  });
}
