// A request awaiting its traveller's confirmation ('pending': every guest's, and a traveller's whose
// email is not verified; initialLeadStatus in domain/lead-rules.ts) is published once the traveller
// follows the emailed link or confirms it from the Requests page; or discarded. Until then no company
// sees, counts or buys it (isListed). Following the link also verifies the email, and an account
// without a password is handed a set-password token at once. Unconfirmed for too long, it expires
// (unconfirmed-requests.ts) and can no longer be confirmed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { LINK_INVALID } from '@triptender/contract/auth';
import { PENDING_REQUEST_MESSAGES as M, type requestConfirmation } from '@triptender/contract/traveller-leads';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { leads, oneTimeTokens, users } from '../../db/schema.ts';
import { tripHasStarted } from '../../domain/lead-rules.ts';
import { leadColumns } from '../../domain/trip-fields.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import { findUsable, issueOneTimeLink } from '../auth/one-time-links.ts';
import { announceLiveLead } from '../notifications/lead-alerts.ts';
import { findOwnLead, getTravellerLead, type OwnLeadCall, toTravellerLead } from './service.ts';

type Lead = typeof leads.$inferSelect & { discount_claimed: boolean };

async function publish(tx: Db, lead: Lead) {
  if (lead.status === 'expired') throw conflict(M.expired);
  if (lead.status !== 'pending') throw conflict(M.notPending);
  if (tripHasStarted(lead.start_date)) throw conflict(M.tripStarted);
  await tx
    .update(leads)
    .set({ status: 'open', went_live_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(leads.id, lead.id));
  await announceLiveLead(tx, lead.id);
}

async function discard(tx: Db, lead: Lead, byUserId: number) {
  if (lead.status !== 'pending') throw conflict(M.notPending);
  await tx
    .update(leads)
    .set({ deleted_at: sql`now()`, deleted_by: byUserId, updated_at: sql`now()` })
    .where(eq(leads.id, lead.id));
}

/** POST /v1/client/requests/{id}/confirm: the owner, logged in, confirms the request; it becomes open. */
export async function confirmTravellerLead(opts: OwnLeadCall) {
  await opts.db.transaction(async (tx) => publish(tx, await findOwnLead(tx, opts.actor, opts.leadId, true)));
  return getTravellerLead(opts);
}

/** POST /v1/client/requests/{id}/discard: the owner, logged in, removes a request they did not post. */
export async function discardTravellerLead(opts: OwnLeadCall): Promise<void> {
  await opts.db.transaction(async (tx) =>
    discard(tx, await findOwnLead(tx, opts.actor, opts.leadId, true), opts.actor.id),
  );
}

/**
 * The usable confirm link of this token, its account and its request (locked when asked); else 422.
 * `includeUsed` also finds a link already used (still within its 7 days), to say what became of it.
 */
async function openLink(db: Db, token: string, lock = false, includeUsed = false) {
  const row = await findUsable(db, token, lock, { includeUsed });
  const leadId = row?.link.purpose === 'confirm' ? row.link.lead_id : null;
  if (!row || leadId === null) throw invalid('token', LINK_INVALID);
  const q = db
    .select(leadColumns)
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.user_id, row.user.id), isNull(leads.deleted_at)));
  const [lead] = lock ? await q.for('update') : await q;
  if (!lead) throw invalid('token', LINK_INVALID);
  return { link: row.link, user: row.user, lead };
}

type Confirmation = z.output<typeof requestConfirmation>;

const describe = (
  user: typeof users.$inferSelect,
  lead: Lead,
  setPasswordToken: string | null = null,
): Confirmation => ({
  email: user.email,
  first_name: user.first_name,
  has_password: user.password_hash !== null,
  request: toTravellerLead(lead),
  set_password_token: setPasswordToken,
});

/** The link is used up, and it proved the address is its owner's. */
async function useLink(tx: Db, linkId: number, userId: number) {
  await tx
    .update(oneTimeTokens)
    .set({ used_at: sql`now()` })
    .where(eq(oneTimeTokens.id, linkId));
  await tx
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
    .where(eq(users.id, userId));
}

/** GET /v1/request-confirmations/{token}: what the emailed link confirms. */
export async function describeConfirmLink(opts: { db: Db; token: string }): Promise<Confirmation> {
  // a link opened again after it confirmed its request says so (the request is no longer pending),
  // rather than that it does not work: people open the same email twice
  const { user, lead } = await openLink(opts.db, opts.token, false, true);
  return describe(user, lead);
}

/**
 * A one-time set-password link's token for an account that has no password yet: the confirm link
 * proved the address, as the claim link it replaces did, so it may choose one now.
 */
async function setPasswordToken(tx: Db, publicUrl: string, user: typeof users.$inferSelect, leadId: number) {
  if (user.password_hash !== null) return null;
  const link = await issueOneTimeLink(tx, { publicUrl, userId: user.id, purpose: 'claim', leadId });
  return new URL(link).searchParams.get('token');
}

/**
 * POST /v1/request-confirmations/{token}/confirm: the request becomes open, the email is verified and
 * the link is used up; an account without a password gets a set-password token in the answer.
 */
export async function confirmByLink(opts: { db: Db; token: string; publicUrl: string }): Promise<Confirmation> {
  return opts.db.transaction(async (tx) => {
    const { link, user, lead } = await openLink(tx, opts.token, true);
    await publish(tx, lead);
    await useLink(tx, link.id, user.id);
    const token = await setPasswordToken(tx, opts.publicUrl, user, lead.id);
    return describe(user, { ...lead, status: 'open' }, token);
  });
}

/** POST /v1/request-confirmations/{token}/discard: the request is removed; the link is used up. */
export async function discardByLink(opts: { db: Db; token: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const { link, user, lead } = await openLink(tx, opts.token, true);
    await discard(tx, lead, user.id);
    await useLink(tx, link.id, user.id);
  });
}
