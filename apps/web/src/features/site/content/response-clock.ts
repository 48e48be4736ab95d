/**
 * The response clock in words (docs/marketplace.md, "The response clock"): the For agents page, the
 * help centre and the company marketplace all say it with these sentences. 48 hours is the default of
 * the admin's quote_deadline_hours; each purchase's own deadline is shown on My Leads.
 */
export const RESPONSE_CLOCK_HELP = {
  title: 'Quote within 48 hours to keep your place',
  rule: 'After you buy a trip request you have 48 hours to send your quote. If you have not quoted by then, your place stops counting toward the five and another operator can buy the request. You keep the contact details and can still send a quote, but the fee is not refunded for a late reply.',
  reason:
    'Why: travellers hear back quickly, and a place is never held by an operator who does not answer. My Leads shows how long you have left on each request.',
} as const;
