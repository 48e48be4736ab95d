// The quality signals a company sees on a lead before buying it, each computed from the
// lead's data, never set by hand, and each written once here: docs/marketplace.md, "Quality signals",
// states every rule. The two that read contact details (email confirmed, phone given) are answered in
// SQL as booleans, so the address and the number themselves never leave the database before a purchase.
import { sql } from 'drizzle-orm';
import type { BudgetBand } from '@triptender/contract/budget';
import type { FlightBooked } from '@triptender/contract/enums';
import { budgetBand, type DetailLevel, type LeadQuality } from '@triptender/contract/marketplace';

// Written out: the marketplace selects these inside a one-table select of leads, where drizzle leaves
// columns unqualified, and the subquery must name the outer lead's columns to be correlated with it.
const lead = (column: 'user_id' | 'email' | 'mobile') => sql.raw(`"leads"."${column}"`);

/**
 * Email confirmed: the lead's email is its traveller account's address (stored lower-case), and the
 * account has proven it owns that address: its email is verified (a claim, confirm or password link
 * was followed, or the admin created it verified) or it has a password (only a link or the admin sets
 * one; a traveller who posts while logged in has one). Change what "confirmed" means here and in
 * emailConfirmedSql, nowhere else; lead-quality.test.ts holds the two to the same cases.
 */
export function isEmailConfirmed(
  account: { email: string; email_verified_at: Date | null; password_hash: string | null } | null,
  leadEmail: string,
): boolean {
  if (!account || account.email !== leadEmail.toLowerCase()) return false;
  return account.email_verified_at !== null || account.password_hash !== null;
}

/** isEmailConfirmed() in SQL, for the current leads row. */
export const emailConfirmedSql = sql<boolean>`(exists (
  select 1 from users traveller
  where traveller.id = ${lead('user_id')}
    and traveller.email = lower(${lead('email')})
    and (traveller.email_verified_at is not null or traveller.password_hash is not null)
))`.mapWith(Boolean);

/** Phone given: the request carries a mobile number that is not blank. */
export function isPhoneGiven(mobile: string | null): boolean {
  return mobile !== null && mobile.trim() !== '';
}

/** isPhoneGiven() in SQL, for the current leads row. */
export const phoneGivenSql = sql<boolean>`(coalesce(btrim(${lead('mobile')}), '') <> '')`.mapWith(Boolean);

/** Flights booked: the traveller answered 'yes' to "Have you booked your flights?". */
export function flightsBooked(flight: FlightBooked): boolean {
  return flight === 'yes';
}

/**
 * The special requests say the dates may move: a form of "flexible" within a few words of "date(s)"
 * (either order, same sentence), or "any time" / "anytime". Kept narrow on purpose: a flexible
 * itinerary or budget says nothing about the dates.
 */
const FLEXIBLE_DATES = [
  /\bflexib\w*\b[^.!?\n]{0,30}?\bdates?\b/i,
  /\bdates?\b[^.!?\n]{0,30}?\bflexib\w*/i,
  /\bany ?time\b/i,
];

export function saysDatesFlexible(specialRequests: string | null): boolean {
  return specialRequests !== null && FLEXIBLE_DATES.some((re) => re.test(specialRequests));
}

/**
 * Dates firm: flights are booked (the form asks every traveller for one start date, so a date alone
 * proves nothing; tickets fix when they arrive) and the special requests do not say the dates are
 * flexible.
 */
export function datesFirm(l: { flight_booked: FlightBooked; special_requests: string | null }): boolean {
  return flightsBooked(l.flight_booked) && !saysDatesFlexible(l.special_requests);
}

/** Fewer words than this in the special requests is 'brief'; this many or more is 'detailed'. */
export const DETAILED_MIN_WORDS = 20;

/** The words of the special requests: runs of letters or digits (so '—' or '!!' are not words). */
export function wordCount(text: string | null): number {
  return text?.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** How detailed the request is: no special requests, brief (under DETAILED_MIN_WORDS words), detailed. */
export function detailLevel(specialRequests: string | null): DetailLevel {
  const words = wordCount(specialRequests);
  if (words === 0) return 'none';
  return words < DETAILED_MIN_WORDS ? 'brief' : 'detailed';
}

/**
 * Budget: the form asks no budget, so none is ever stated; what a company gets is the band of the
 * estimate (people x nights x a rate per travel type, packages/contract/src/budget.ts), marked as such.
 */
export function budgetSignal(budgetCents: number): { stated: false; estimated_band: BudgetBand } {
  return { stated: false, estimated_band: budgetBand(budgetCents) };
}

/** What quality signals are read from: the row's fields and the two SQL answers above. */
export type QualityInput = {
  email_confirmed: boolean;
  phone_given: boolean;
  flight_booked: FlightBooked;
  special_requests: string | null;
  budget_cents: number;
  created_at: Date;
  purchases_count: number;
  quotes_count: number;
};

/** Every quality signal of a lead (contract: leadQuality). */
export function leadQuality(l: QualityInput): LeadQuality {
  return {
    email_confirmed: l.email_confirmed,
    phone_given: l.phone_given,
    dates_firm: datesFirm(l),
    flights_booked: flightsBooked(l.flight_booked),
    budget: budgetSignal(l.budget_cents),
    detail: detailLevel(l.special_requests),
    detail_words: wordCount(l.special_requests),
    posted_at: l.created_at,
    buyers: l.purchases_count,
    quoted: l.quotes_count,
  };
}

/** The columns leadQuality() needs beyond the trip's, named so a select of them can be a subquery. */
export const qualityColumns = {
  email_confirmed: emailConfirmedSql.as('email_confirmed'),
  phone_given: phoneGivenSql.as('phone_given'),
};
