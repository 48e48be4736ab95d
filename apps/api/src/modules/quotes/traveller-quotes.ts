import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import { DECLINE_REASON_LABELS, type DeclineReason } from '@triptender/contract/quote-terms';
import { type acceptQuoteResponse, QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { PUSH_TEXTS } from '@triptender/contract/push';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, leads, quotes, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import type { Actor } from '../auth/permissions.ts';
import { isBookable } from '../../domain/lead-rules.ts';
import { loadTravellerQuotes, type TravellerQuoteDto } from './load-traveller-quotes.ts';
import { effectiveQuoteStatus } from '../../domain/quote-status.ts';
import { displayCurrencyOf } from '../../domain/exchange-rates.ts';
import { emailsOf, queuePush } from '../../domain/push.ts';

type Lead = typeof leads.$inferSelect;

/**
 * Who hears about a quote's fate: its author when still active (by push and email, as their channel for
 * quote outcomes says: domain/push.ts), else the company's address.
 */
async function quoteContacts(tx: Db, quoteIds: number[]) {
  if (quoteIds.length === 0) return [];
  const rows = await tx
    .select({
      quote_id: quotes.id,
      company_name: companies.name,
      email: sql<string>`coalesce(${users.email}, ${companies.email})`,
      user_id: users.id,
      channels: users.notification_channels,
    })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.company_id))
    .leftJoin(users, and(eq(users.id, quotes.user_id), isNull(users.disabled_at)))
    .where(inArray(quotes.id, quoteIds));
  return rows.map((r) => ({ ...r, emailed: r.user_id === null || emailsOf(r.channels, 'quote_outcome') }));
}

/** The push of a quote's fate to its author's devices, once per quote and outcome. */
async function pushOutcome(tx: Db, c: { quote_id: number; user_id: number | null }, lead: Lead, accepted: boolean) {
  if (c.user_id === null) return;
  const title = leadTitle(lead);
  await queuePush(tx, {
    userIds: [c.user_id],
    kind: 'quote_outcome',
    payload: {
      ...(accepted ? PUSH_TEXTS.quoteAccepted(title) : PUSH_TEXTS.quoteDeclined(title)),
      url: `${paths.company.leads}?lead=${lead.id}`,
      tag: `quote-${c.quote_id}`,
    },
    dedupe: `${c.quote_id}:${accepted ? 'accepted' : 'declined'}`,
  });
}

const leadLink = (publicUrl: string, leadId: number) => `${publicUrl}${paths.company.leads}?lead=${leadId}`;

/**
 * Declines the lead's quotes that are still 'sent' (all, or all but one) with a reason the
 * companies see, and emails them. Runs in the caller's transaction, under its lock on the lead.
 */
export async function declineSentQuotes(
  tx: Db,
  opts: {
    lead: Lead;
    reasonCode: DeclineReason | null;
    reason: string | null;
    onlyQuoteId?: number;
    exceptQuoteId?: number;
    publicUrl: string;
  },
): Promise<number[]> {
  const declined = await tx
    .update(quotes)
    .set({
      status: 'declined',
      decline_reason_code: opts.reasonCode,
      decline_reason: opts.reason,
      status_changed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(quotes.lead_id, opts.lead.id),
        eq(quotes.status, 'sent'),
        opts.onlyQuoteId !== undefined ? eq(quotes.id, opts.onlyQuoteId) : undefined,
        opts.exceptQuoteId !== undefined ? sql`${quotes.id} <> ${opts.exceptQuoteId}` : undefined,
      ),
    )
    .returning({ id: quotes.id });
  const ids = declined.map((d) => d.id);
  for (const c of await quoteContacts(tx, ids)) {
    await pushOutcome(tx, c, opts.lead, false);
    if (!c.emailed) continue;
    await enqueueEmail(tx, {
      to: c.email,
      template: 'quote-declined',
      data: {
        company_name: c.company_name,
        lead_title: leadTitle(opts.lead),
        reason_label: opts.reasonCode ? DECLINE_REASON_LABELS[opts.reasonCode] : null,
        reason: opts.reason,
        link: leadLink(opts.publicUrl, opts.lead.id),
      },
    });
  }
  return ids;
}

/**
 * Locks the traveller's lead, then the quote (the order every quote change takes). A quote of
 * someone else's lead is a 404.
 */
async function lockTravellerQuote(tx: Db, actor: Actor, quoteId: number) {
  const [found] = await tx
    .select({ lead_id: quotes.lead_id })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.lead_id))
    .where(and(eq(quotes.id, quoteId), eq(leads.user_id, actor.id), isNull(leads.deleted_at)));
  if (!found) throw notFound(QUOTE_MESSAGES.notFound);
  const [lead] = await tx.select().from(leads).where(eq(leads.id, found.lead_id)).for('update');
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
  const status = effectiveQuoteStatus(quote!);
  if (status === 'expired') throw conflict(QUOTE_MESSAGES.expired);
  if (status !== 'sent') throw conflict(QUOTE_MESSAGES.notOpen);
  return { lead: lead!, quote: quote! };
}

/** The current version of a quote, as its traveller sees it. */
async function travellerQuoteNow(db: Db, actor: Actor, quoteId: number) {
  const currency = await displayCurrencyOf(db, actor.id);
  const [quote] = await loadTravellerQuotes(db, { quoteIds: [quoteId] }, { currency });
  return quote!;
}

/**
 * The traveller accepts a quote: it becomes 'accepted', the lead's other sent quotes 'declined'
 * and the lead 'accepted', in one transaction; every company involved is emailed. The version
 * accepted is the one the traveller saw (`version`): if the operator revised the quote since, nothing
 * changes and the answer is a 409 carrying the current version to look at. The accepted version is
 * frozen: an accepted quote can no longer be edited.
 */
export async function acceptQuote(opts: {
  db: Db;
  actor: Actor;
  quoteId: number;
  version?: number | undefined;
  publicUrl: string;
}): Promise<z.output<typeof acceptQuoteResponse>> {
  const { actor } = opts;
  const outcome = await opts.db.transaction(async (tx) => {
    const { lead, quote } = await lockTravellerQuote(tx, actor, opts.quoteId);
    if (!isBookable(lead)) throw conflict(QUOTE_MESSAGES.leadClosed);
    if (opts.version !== undefined && opts.version !== quote.version) {
      return { accepted: false, current: quote.version } as const;
    }
    await tx
      .update(quotes)
      .set({
        status: 'accepted',
        accepted_version: quote.version,
        status_changed_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(quotes.id, quote.id));
    const declinedIds = await declineSentQuotes(tx, {
      lead,
      reasonCode: 'other_accepted',
      reason: QUOTE_MESSAGES.otherAccepted,
      exceptQuoteId: quote.id,
      publicUrl: opts.publicUrl,
    });
    await tx
      .update(leads)
      .set({ status: 'accepted', closed_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(leads.id, lead.id));
    const [contact] = await quoteContacts(tx, [quote.id]);
    await pushOutcome(tx, contact!, lead, true);
    if (contact!.emailed)
      await enqueueEmail(tx, {
        to: contact!.email,
        template: 'quote-accepted',
        data: {
          company_name: contact!.company_name,
          lead_title: leadTitle(lead),
          traveller_name: `${lead.first_name} ${lead.last_name}`,
          link: leadLink(opts.publicUrl, lead.id),
        },
      });
    return { accepted: true, leadId: lead.id, declinedIds } as const;
  });
  const current = await travellerQuoteNow(opts.db, actor, opts.quoteId);
  if (!outcome.accepted) {
    throw new AppError('CONFLICT', QUOTE_MESSAGES.staleVersion(outcome.current), {
      data: { version: [QUOTE_MESSAGES.staleVersion(outcome.current)] },
      extra: { current },
    });
  }
  return { quote: current, lead: { id: outcome.leadId, status: 'accepted' }, declined_quote_ids: outcome.declinedIds };
}

/**
 * The traveller declines a quote, with an optional reason from the list and optional words of their
 * own (words alone count as 'other'); its company sees both.
 */
export async function declineQuote(opts: {
  db: Db;
  actor: Actor;
  quoteId: number;
  reasonCode: DeclineReason | null;
  reason: string | null;
  publicUrl: string;
}): Promise<TravellerQuoteDto> {
  await opts.db.transaction(async (tx) => {
    const { lead, quote } = await lockTravellerQuote(tx, opts.actor, opts.quoteId);
    await declineSentQuotes(tx, {
      lead,
      reasonCode: opts.reasonCode ?? (opts.reason ? 'other' : null),
      reason: opts.reason,
      onlyQuoteId: quote.id,
      publicUrl: opts.publicUrl,
    });
  });
  return travellerQuoteNow(opts.db, opts.actor, opts.quoteId);
}
