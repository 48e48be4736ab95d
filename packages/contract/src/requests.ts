// A traveller's own trip requests and the quotes on them.
//   GET  /v1/client/request/{userId}     query: clientRequestsQuery -> paginated(clientRequest)
//   GET  /v1/client/requests/{id}        -> clientRequestDetail
//   POST /v1/client/requests/{id}/close  -> clientRequestDetail   (archives an open request)
//   GET  /v1/client/bids/{userId}        -> compareBidsResponse   (Compare Bids: open trips and their quotes)
import { z } from 'zod';
import { pageQuery, paginated, timestamp } from './common.ts';
import { LEAD_STATUSES } from './enums.ts';
import { tripFields } from './marketplace.ts';
import { proposal } from './quotes.ts';

export const clientRequestsQuery = z.object({ ...pageQuery });

/** The spec's "client request as listed", plus title and start date. */
export const clientRequest = z.object({
  ...tripFields,
  /** Stored status; an open request whose start date has passed reads 'archived'. */
  status: z.enum(LEAD_STATUSES),
  /** Quotes received (withdrawn ones not counted). */
  count_bids_count: z.number().int(),
});
export type ClientRequest = z.input<typeof clientRequest>;
export const clientRequestsResponse = paginated(clientRequest);
export type ClientRequestsResponse = z.input<typeof clientRequestsResponse>;

export const clientRequestDetail = clientRequest.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  closed_at: timestamp.nullable(),
  /** How many companies bought it. */
  purchases_count: z.number().int(),
  proposals: z.array(proposal),
});
export type ClientRequestDetail = z.input<typeof clientRequestDetail>;

export const REQUEST_MESSAGES = {
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
  proposals: z.array(proposal),
});
export type CompareBidsResponse = z.input<typeof compareBidsResponse>;
