/**
 * Query keys that more than one feature refreshes. A feature's own keys stay in its api/ folder; a key
 * moves here once another feature has to invalidate it (a bad-lead report refreshes My Leads and the
 * wallet; an admin refund refreshes every wallet).
 */

/** Every company's wallet pages (a company member only ever loads their own). */
export const walletsKey = ['wallet'] as const;
export const walletKey = (companyId: number) => [...walletsKey, companyId] as const;

/** The marketplace's open leads, every page and filter; saving the lead preferences changes which match. */
export const openLeadsKey = ['open-leads'] as const;

/** The company's bought leads (My Leads), every page and filter. */
export const purchasedLeadsKey = ['purchased-leads'] as const;

/** A company's profile (its settings, the admin's company page), refreshed by the admin's licence check too. */
export const companyProfileKey = (companyId: number) => ['company', companyId, 'profile'] as const;

/** Compare Bids, every traveller's; a quote revised under the traveller's eyes refreshes it. */
export const compareBidsKey = ['compare-bids'] as const;

/** A traveller's request pages, with the quotes on them. */
export const travellerRequestKey = ['client-request'] as const;

/**
 * A company's quote templates and saved replies (docs/marketplace.md, "Quote templates and saved
 * replies"): the Settings cards change them, the quote form and the conversation composer read them.
 */
export const quoteTemplatesKey = (companyId: number) => ['company', companyId, 'quote-templates'] as const;
export const savedRepliesKey = (companyId: number) => ['company', companyId, 'saved-replies'] as const;
