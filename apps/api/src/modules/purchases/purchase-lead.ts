import { and, eq, sql } from 'drizzle-orm';
import { leadTitle } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import {
  passesSpendingLimit,
  PURCHASE_MESSAGES,
  type purchaseResponse,
  spendingLimitMessage,
} from '@triptender/contract/purchases';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companies, conversations, leads, purchases } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { type IdempotentResult, withIdempotency } from '../../lib/idempotency.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { getSettings } from '../../lib/settings.ts';
import type { CompanyActor } from '../auth/permissions.ts';
import { isBookable, lockLiveLead } from '../../domain/lead-rules.ts';
import { quoteDueAt, releaseDueSlots } from '../../domain/response-clock.ts';
import { autoBuyRefusal, noteAutoPurchase } from '../../domain/auto-buy.ts';
import { spendingMonth, spentInMonthCents } from '../../domain/spending.ts';
import { postLedgerEntry } from './ledger.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { leadDiscountClaimed } from '../../domain/discount.ts';
import { toPurchasedTrip, withinReportWindow } from './purchased-leads.ts';

type PurchaseDto = z.output<typeof purchaseResponse>;

/**
 * The purchase sequence, in one transaction: the lead row is locked first, so concurrent buyers of
 * one lead queue on it and each sees the purchases before it (the buyer cap holds); then the
 * company row, so one company's purchases debit its wallet one after another, and each checks the
 * monthly spending limit against the purchases committed before it (racing buyers cannot pass the
 * limit: domain/spending.ts says what counts as spent). Debit, purchase, counter, audit, the
 * traveller-company conversation and the traveller's email commit or roll back together. The one place a lead is bought: the API, the demo data and the tests all come here.
 *
 * The buyer cap counts the slots held (domain/response-clock.ts): before checking it, the slots of
 * buyers past their quote deadline are freed here, under the lead's lock, so a freed slot can be bought
 * at once without waiting for the periodic job. The new purchase holds a slot until it quotes or its
 * deadline (quote_deadline_hours from now) passes.
 */
export async function buyLead(
  db: Db,
  opts: {
    leadId: number;
    companyId: number;
    /** The member who bought it (null: bought on the company's behalf, as the tests do). */
    userId: number | null;
    publicUrl: string;
    /** When it was bought; only demo data and tests place a purchase in the past. */
    at?: Date;
    /**
     * Bought by the company's auto-buy (modules/auto-buy/run.ts): also checks, under the same locks,
     * that auto-buy is on, the lead's automatic slots (auto_buy_max_slots) and the week's budget and
     * number of leads (domain/auto-buy.ts).
     */
    automatic?: boolean;
  },
): Promise<PurchaseDto> {
  const { companyId, userId } = opts;
  return db.transaction(async (tx) => {
    const lead = await lockLiveLead(tx, opts.leadId);
    const [mine] = await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.lead_id, lead.id), eq(purchases.company_id, companyId)));
    if (mine) throw conflict(PURCHASE_MESSAGES.alreadyBought);
    if (!isBookable(lead)) throw conflict(PURCHASE_MESSAGES.closed);
    const settings = await getSettings(tx);
    const at = opts.at ?? new Date();
    // the clock of the purchase: a past purchase (demo data) frees what was due when it was made
    const released = await releaseDueSlots(tx, { leadId: lead.id, now: at });
    if (lead.slots_held - released.length >= settings.buyer_cap) throw conflict(PURCHASE_MESSAGES.soldOut);

    // Lock the wallet before inserting: the purchase's foreign key takes a share lock on the company
    // row, and two buyers of one company upgrading that lock for the debit would deadlock.
    const [company] = await tx
      .select({ limit: companies.monthly_spend_limit_cents })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (company && company.limit !== null) {
      // the month of the purchase (the demo data places some in the past)
      const spent = await spentInMonthCents(tx, companyId, at);
      const limits = { monthly_spend_limit_cents: company.limit, spent_this_month_cents: spent };
      if (passesSpendingLimit(limits, settings.request_price_cents)) {
        throw conflict(spendingLimitMessage(company.limit, spendingMonth(at).resetsOn));
      }
    }
    const automatic = opts.automatic === true;
    if (automatic) {
      const refusal = await autoBuyRefusal(tx, {
        leadId: lead.id,
        companyId,
        priceCents: settings.request_price_cents,
        maxSlots: settings.auto_buy_max_slots,
        at,
      });
      if (refusal) throw conflict(refusal);
    }
    const purchase = await tx
      .insert(purchases)
      .values({
        lead_id: lead.id,
        company_id: companyId,
        user_id: userId,
        price_cents: settings.request_price_cents,
        quote_due_at: quoteDueAt(at, settings.quote_deadline_hours),
        automatic,
        ...(opts.at ? { created_at: opts.at } : {}),
      })
      .returning()
      .then((rows) => rows[0]!)
      .catch((err: unknown) => {
        // the row lock makes this unreachable in practice; the unique index is the last word
        if (isUniqueViolation(err, 'purchases_lead_company_unique')) throw conflict(PURCHASE_MESSAGES.alreadyBought);
        throw err;
      });
    const entry = await postLedgerEntry(tx, {
      companyId,
      kind: 'purchase',
      amountCents: -settings.request_price_cents,
      actorUserId: userId,
      purchaseId: purchase.id,
      leadId: lead.id,
      note: automatic ? `Trip request #${lead.id} (auto-buy)` : `Trip request #${lead.id}`,
      ...(opts.at ? { at: opts.at } : {}),
    });
    await tx
      .update(leads)
      .set({
        purchases_count: sql`${leads.purchases_count} + 1`,
        slots_held: sql`${leads.slots_held} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(leads.id, lead.id));
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'purchase.created',
      entityType: 'purchase',
      entityId: purchase.id,
      companyId,
      data: {
        lead_id: lead.id,
        price_cents: purchase.price_cents,
        ledger_id: entry.id,
        ...(automatic ? { automatic: true } : {}),
      },
    });
    if (automatic) await noteAutoPurchase(tx, companyId, at);
    // one conversation per lead and company, opened by buying it
    await tx
      .insert(conversations)
      .values({ kind: 'lead', company_id: companyId, lead_id: lead.id, traveller_id: lead.user_id, created_by: userId })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(isLeadConversation(lead.id, companyId));
    await enqueueEmail(tx, {
      to: lead.email,
      toName: lead.first_name,
      template: 'lead-purchased',
      data: {
        first_name: lead.first_name,
        lead_title: leadTitle(lead),
        link: `${opts.publicUrl}${paths.user.request(lead.id)}`,
      },
    });

    return {
      id: purchase.id,
      price_cents: purchase.price_cents,
      created_at: purchase.created_at,
      refunded_at: null,
      quote_due_at: purchase.quote_due_at,
      slot_released_at: null,
      automatic: purchase.automatic,
      conversation_id: conversation?.id ?? null,
      lead: toPurchasedTrip({
        ...lead,
        discount_claimed: await leadDiscountClaimed(tx, lead.id),
      }),
      quote: null,
      report: null,
      can_report: withinReportWindow(purchase.created_at),
      balance_after_cents: entry.balance_after_cents,
    };
  });
}

/** POST /v1/purchases: a member buys a lead for their own company, at most once per Idempotency-Key. */
export async function purchaseLead(opts: {
  db: Db;
  actor: CompanyActor;
  leadId: number;
  companyId: number;
  idempotencyKey: string | undefined;
  publicUrl: string;
}): Promise<IdempotentResult<PurchaseDto>> {
  const { actor } = opts;
  if (opts.companyId !== actor.companyId) throw forbidden(PURCHASE_MESSAGES.ownCompanyOnly);
  return withIdempotency(
    { db: opts.db, userId: actor.id, scope: 'purchase', key: opts.idempotencyKey, status: 201 },
    (tx) =>
      buyLead(tx, { leadId: opts.leadId, companyId: actor.companyId, userId: actor.id, publicUrl: opts.publicUrl }),
  );
}
