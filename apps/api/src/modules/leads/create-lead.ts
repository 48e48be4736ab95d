import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { DUPLICATE_LEAD_WINDOW_S } from '@triptender/contract/constants';
import {
  DUPLICATE_REQUEST,
  type TravellerLeadBody,
  type GuestLeadBody,
  type postedLead,
} from '@triptender/contract/leads';
import { composeLeadTitle } from '@triptender/contract/lead-title';
import type { Locale } from '@triptender/contract/locales';
import type { Db } from '../../db/client.ts';
import { leads, users } from '../../db/schema.ts';
import { findDuplicate } from '../../domain/duplicates.ts';
import { initialLeadStatus } from '../../domain/lead-rules.ts';
import { visibleText } from '../../domain/visible-text.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { Actor } from '../auth/permissions.ts';
import { announceLiveLead } from '../notifications/lead-alerts.ts';
import { sendConfirmLink } from './confirm-email.ts';

type LeadRow = typeof leads.$inferSelect;
type PostedLead = z.output<typeof postedLead>;

/** The trip fields of a request, with the contact details it is stored with. */
export type LeadFields = Omit<GuestLeadBody, 'lead_type' | 'title'>;

/** The lead, whether it is new (not an exact repeat), and the earlier request it duplicates, if any. */
export type CreatedLead = { lead: LeadRow; created: boolean; duplicateOf?: LeadRow | null };

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
export async function lockEmail(tx: Db, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${email}`}))`);
}

/**
 * Stores a trip request for a traveller. An identical request by the same traveller within a
 * minute (a double click, a retried network call) returns the first lead instead of a second one.
 * A request that repeats an earlier one (domain/duplicates.ts) is refused with a 409 carrying the
 * earlier one's id (`duplicates: 'refuse'`, a logged-in traveller, who can be answered), or stored
 * with duplicate_of set (`'link'`, a guest, whose answer must not differ).
 * Call inside a transaction that holds lockEmail for the lead's email, so repeats cannot race.
 */
export async function createLead(opts: {
  db: Db;
  userId: number;
  fields: LeadFields;
  /** From initialLeadStatus (domain/lead-rules.ts). */
  status: 'pending' | 'open';
  duplicates: 'refuse' | 'link';
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
  const earlier = await findDuplicate(opts.db, f);
  if (earlier && opts.duplicates === 'refuse') {
    throw new AppError('CONFLICT', DUPLICATE_REQUEST.message(f.country), {
      data: { [DUPLICATE_REQUEST.field]: [String(earlier.id)] },
    });
  }

  const title = composeLeadTitle(f);
  const [lead] = await opts.db
    .insert(leads)
    .values({
      user_id: opts.userId,
      title,
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
      locale: f.locale ?? null,
      // what a company sees of the two before buying (domain/visible-text.ts)
      ...visibleText({ title, special_requests: f.special_requests ?? null }),
      lead_type: 'multi-step-form',
      budget_cents: estimateBudgetCents(f),
      fingerprint: print,
      duplicate_of: earlier?.id ?? null,
      went_live_at: opts.status === 'open' ? sql`now()` : null,
    })
    .returning();
  if (lead!.status === 'open') await announceLiveLead(opts.db, lead!.id);
  return { lead: lead!, created: true, duplicateOf: earlier ?? null };
}

/**
 * A logged-in traveller's trip request (POST /v1/client/request). Name and email are the account's;
 * the mobile is the account's when it has one. Open at once when the account's email is verified;
 * else it waits for the emailed link like a guest's (initialLeadStatus). A request repeating one of
 * theirs is refused (409).
 */
export async function submitTravellerTripRequest(opts: {
  db: Db;
  actor: Actor;
  body: TravellerLeadBody;
  publicUrl: string;
  /** The language the request asked for (Accept-Language), when neither the body nor the account says. */
  askedLocale: Locale;
}): Promise<CreatedLead> {
  const { user_id, lead_type: _type, title: _title, first_name: _f, last_name: _l, email: _e, ...trip } = opts.body;
  if (user_id !== opts.actor.id) throw forbidden('You can only post trip requests for your own account.');
  return opts.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, opts.actor.id));
    await lockEmail(tx, user!.email);
    const status = initialLeadStatus({ byGuest: false, emailVerified: user!.email_verified_at !== null });
    const result = await createLead({
      db: tx,
      userId: user!.id,
      status,
      duplicates: 'refuse',
      fields: {
        ...trip,
        first_name: user!.first_name,
        last_name: user!.last_name,
        email: user!.email,
        mobile: user!.mobile ?? trip.mobile,
        locale: trip.locale ?? user!.locale ?? opts.askedLocale,
      },
    });
    if (result.created && status === 'pending') {
      await sendConfirmLink(tx, { publicUrl: opts.publicUrl, user: user!, lead: result.lead });
    }
    return result;
  });
}
