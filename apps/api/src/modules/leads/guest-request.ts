import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import { ROLE, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import type { GuestLeadBody, guestLeadReceipt } from '@triptender/contract/leads';
import { composeLeadTitle, titleDay } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { type leads, users } from '../../db/schema.ts';
import { initialLeadStatus } from '../../domain/lead-rules.ts';
import { enqueueEmail, enqueueJob, type OutboxJobHandlers } from '../../lib/outbox.ts';
import { issueOneTimeLink } from '../auth/one-time-links.ts';
import { createUser } from '../auth/users.ts';
import { createLead, type LeadFields, lockEmail } from './create-lead.ts';

type GuestLeadReceipt = z.output<typeof guestLeadReceipt>;
type LeadRow = typeof leads.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * A guest's trip request (POST /v1/leads): queues it for the outbox worker and nothing else, the same
 * insert whatever the email, so neither the answer nor its time tells whether the email has an account
 * (issue 11: a new email took five times as long as a disabled account's; docs/benchmarks.md). The row
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
 * The outbox job behind POST /v1/leads. The lead belongs to the traveller account with its email:
 * - no account yet: one is made without a password, the lead is open, and a one-time link to set a
 *   password and see the quotes is emailed;
 * - a traveller's account: the lead waits ('pending', never shown to companies) until that account
 *   confirms it by the emailed link or from its Requests page, so nobody can post into someone
 *   else's account;
 * - a tour operator's or admin's account: nothing is stored and the address is told; a disabled
 *   account: nothing is stored or sent.
 * Repeats within a minute are one lead, as createLead says; lockEmail keeps two workers apart.
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
  const status = initialLeadStatus({ byGuest: true, accountExisted: existing !== undefined });
  const result = await createLead({ db: tx, userId: user.id, fields, status });
  if (!result.created) return;
  if (status === 'pending') await askToConfirm(tx, job.publicUrl, user, result.lead);
  else if (!user.password_hash) await sendClaimLink(tx, job.publicUrl, user, result.lead);
}

/** The outbox jobs of this module, for the worker (workers.ts). */
export const guestRequestJobs = { 'guest-trip-request': storeGuestTripRequest } satisfies Partial<OutboxJobHandlers>;

/** '10 nights from 12 Jan 2027 · Cultural': what the title does not say, for an email. */
const tripSummary = (l: LeadRow) =>
  `${l.number_of_night} ${l.number_of_night === 1 ? 'night' : 'nights'} from ${titleDay(l.start_date)} · ${TRIP_TYPE_LABELS[l.trip_type]}`;

async function sendClaimLink(tx: Db, publicUrl: string, user: UserRow, lead: LeadRow) {
  const link = await issueOneTimeLink(tx, { publicUrl, userId: user.id, purpose: 'claim', leadId: lead.id });
  await enqueueEmail(tx, {
    to: user.email,
    toName: `${lead.first_name} ${lead.last_name}`,
    template: 'claim-request',
    data: { first_name: lead.first_name, link, lead_title: lead.title ?? '' },
  });
}

/** Emails the account's owner (by the account's name, not the one the guest typed) a confirm link. */
async function askToConfirm(tx: Db, publicUrl: string, user: UserRow, lead: LeadRow) {
  const link = await issueOneTimeLink(tx, { publicUrl, userId: user.id, purpose: 'confirm', leadId: lead.id });
  await enqueueEmail(tx, {
    to: user.email,
    toName: `${user.first_name} ${user.last_name}`,
    template: 'confirm-request',
    data: { first_name: user.first_name, lead_title: lead.title ?? '', trip: tripSummary(lead), link },
  });
}

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
