import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { DUPLICATE_LEAD_WINDOW_S } from '@triptender/contract/constants';
import { todayIso } from '@triptender/contract/dates';
import { ROLE, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import type { TravellerLeadBody, GuestLeadBody, guestLeadReceipt, postedLead } from '@triptender/contract/leads';
import { composeLeadTitle, titleDay } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import { initialLeadStatus } from '../../domain/lead-rules.ts';
import { forbidden } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { issueOneTimeLink } from '../auth/one-time-links.ts';
import type { Actor } from '../auth/permissions.ts';
import { createUser } from '../auth/users.ts';

type LeadRow = typeof leads.$inferSelect;
type PostedLead = z.output<typeof postedLead>;
type GuestLeadReceipt = z.output<typeof guestLeadReceipt>;

/** The trip fields of a request, with the contact details it is stored with. */
export type LeadFields = Omit<GuestLeadBody, 'lead_type' | 'title'>;

export type CreatedLead = { lead: LeadRow; created: boolean };

/** The lead as its poster sees it. */
export function toPostedLead(row: LeadRow): PostedLead {
  return {
    id: row.id,
    title: row.title ?? '',
    country: row.country as PostedLead['country'],
    number_of_people: row.number_of_people,
    start_date: row.start_date,
    number_of_night: row.number_of_night,
    trip_type: row.trip_type as PostedLead['trip_type'],
    travel_type: row.travel_type as PostedLead['travel_type'],
    flight_booked: row.flight_booked as PostedLead['flight_booked'],
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    special_requests: row.special_requests,
    lead_type: row.lead_type,
    status: row.status as PostedLead['status'],
    created_at: row.created_at,
  };
}

function fingerprint(userId: number, f: LeadFields): string {
  const fields = [
    userId,
    f.country,
    f.number_of_people,
    f.start_date,
    f.number_of_night,
    f.trip_type,
    f.travel_type,
    f.flight_booked,
    f.first_name,
    f.last_name,
    f.email,
    f.mobile,
    f.special_requests,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** Serialises every lead creation for one email address until the transaction ends. */
async function lockEmail(tx: Db, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${email}`}))`);
}

/**
 * Stores a trip request for a traveller. An identical request by the same traveller within a
 * minute (a double click, a retried network call) returns the first lead instead of a second one.
 * Call inside a transaction that holds lockEmail for the lead's email, so repeats cannot race.
 */
export async function createLead(opts: {
  db: Db;
  userId: number;
  fields: LeadFields;
  /** From initialLeadStatus (domain/lead-rules.ts). */
  status: 'pending' | 'open';
}): Promise<CreatedLead> {
  const f = opts.fields;
  const print = fingerprint(opts.userId, f);
  const [existing] = await opts.db
    .select()
    .from(leads)
    .where(
      and(
        eq(leads.fingerprint, print),
        gt(leads.created_at, sql`now() - make_interval(secs => ${DUPLICATE_LEAD_WINDOW_S})`),
        isNull(leads.deleted_at),
      ),
    )
    .limit(1);
  if (existing) return { lead: existing, created: false };

  const [lead] = await opts.db
    .insert(leads)
    .values({
      user_id: opts.userId,
      title: composeLeadTitle(f),
      status: opts.status,
      country: f.country,
      number_of_people: f.number_of_people,
      start_date: f.start_date,
      number_of_night: f.number_of_night,
      trip_type: f.trip_type,
      travel_type: f.travel_type,
      flight_booked: f.flight_booked,
      first_name: f.first_name,
      last_name: f.last_name,
      email: f.email,
      mobile: f.mobile,
      special_requests: f.special_requests,
      lead_type: 'multi-step-form',
      budget_cents: estimateBudgetCents(f),
      fingerprint: print,
    })
    .returning();
  return { lead: lead!, created: true };
}

/**
 * A guest's trip request (POST /v1/leads). The lead belongs to the traveller account with its email:
 * - no account yet: one is made without a password, the lead is open, and a one-time link to set a
 *   password and see the quotes is emailed;
 * - a traveller's account: the lead waits ('pending', never shown to companies) until that account
 *   confirms it by the emailed link or from its Requests page, so nobody can post into someone
 *   else's account;
 * - a tour operator's or admin's account: nothing is stored and the address is told; a disabled
 *   account: nothing is stored or sent.
 * The guest is answered the same in every case (the request as received), so the answer does not
 * tell whether the email has an account; repeats within a minute are one lead, as createLead says.
 */
export async function submitGuestTripRequest(opts: {
  db: Db;
  publicUrl: string;
  body: GuestLeadBody;
}): Promise<GuestLeadReceipt> {
  const { lead_type: _type, title: _title, ...fields } = opts.body;
  await opts.db.transaction(async (tx) => {
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
    if (status === 'pending') await askToConfirm(tx, opts.publicUrl, user, result.lead);
    else if (!user.password_hash) await sendClaimLink(tx, opts.publicUrl, user, result.lead);
  });
  return { ...fields, lead_type: 'multi-step-form', title: composeLeadTitle(fields) };
}

type UserRow = typeof users.$inferSelect;

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

/**
 * A logged-in traveller's trip request (POST /v1/client/request). Name and email are the account's;
 * the mobile is the account's when it has one.
 */
export async function submitClientTripRequest(opts: {
  db: Db;
  actor: Actor;
  body: TravellerLeadBody;
}): Promise<CreatedLead> {
  const { user_id, lead_type: _type, title: _title, first_name: _f, last_name: _l, email: _e, ...trip } = opts.body;
  if (user_id !== opts.actor.id) throw forbidden('You can only post trip requests for your own account.');
  return opts.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, opts.actor.id));
    await lockEmail(tx, user!.email);
    return createLead({
      db: tx,
      userId: user!.id,
      status: initialLeadStatus({ byGuest: false, accountExisted: true }),
      fields: {
        ...trip,
        first_name: user!.first_name,
        last_name: user!.last_name,
        email: user!.email,
        mobile: user!.mobile ?? trip.mobile,
      },
    });
  });
}
