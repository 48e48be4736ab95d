// A traveller's own trip requests and the quotes on them.
//   GET  /v1/client/request/{userId}     query: travellerLeadsQuery -> paginated(travellerLead)
//   GET  /v1/client/requests/{id}        -> travellerLeadDetail
//   POST /v1/client/requests/{id}/close  -> travellerLeadDetail   (archives an open request)
//   GET  /v1/client/bids/{userId}        -> compareBidsResponse   (Compare Bids: open trips and their quotes)
import { z } from 'zod';
import { contactFields, pageQuery, paginated, timestamp } from './common.ts';
import { LEAD_STATUSES } from './enums.ts';
import { tripFields } from './marketplace.ts';
import { travellerQuote } from './quotes.ts';

export const travellerLeadsQuery = z.object({ ...pageQuery });

/** The "client request as listed", plus title and start date. */
export const travellerLead = z.object({
  ...tripFields,
  /** Stored status; an open request whose start date has passed reads 'archived'. */
  status: z.enum(LEAD_STATUSES),
  /** Quotes received (withdrawn ones not counted). */
  count_bids_count: z.number().int(),
});
export type TravellerLead = z.input<typeof travellerLead>;
export const travellerLeadsResponse = paginated(travellerLead);
export type TravellerLeadsResponse = z.input<typeof travellerLeadsResponse>;

export const travellerLeadDetail = travellerLead.extend({
  ...contactFields,
  closed_at: timestamp.nullable(),
  /** How many companies bought it. */
  purchases_count: z.number().int(),
  proposals: z.array(travellerQuote),
});
export type TravellerLeadDetail = z.input<typeof travellerLeadDetail>;

export const TRAVELLER_LEAD_MESSAGES = {
  notOpen: 'This trip request is already closed.',
  closedToast: 'Request closed',
  closedDescription: 'Operators can no longer buy or quote it.',
} as const;

/** Compare Bids: one entry per open trip of the traveller. */
export const compareTrip = z.object({
  ...tripFields,
  proposals_count: z.number().int(),
});
export type CompareTrip = z.input<typeof compareTrip>;

export const compareBidsResponse = z.object({
  trips: z.array(compareTrip),
  /** Quotes on those trips, newest first (withdrawn ones left out). */
  proposals: z.array(travellerQuote),
});
export type CompareBidsResponse = z.input<typeof compareBidsResponse>;
