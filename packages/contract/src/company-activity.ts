// What the admin's company page lists of one company's trading: the leads it bought and the quotes it sent.
import { z } from 'zod';
import { id, pageQuery, timestamp } from './common.ts';
import { COUNTRIES, QUOTE_STATUSES } from './enums.ts';

//   GET /v1/company/{companyId}/purchases  query: pageQuery -> paginated(companyPurchase)  (admin)
//   GET /v1/company/{companyId}/quotes     query: pageQuery -> paginated(companyQuote)     (admin)
export const companyActivityQuery = z.object({ ...pageQuery });

export const companyPurchase = z.object({
  id,
  lead: z.object({ id, title: z.string().nullable(), country: z.enum(COUNTRIES), deleted: z.boolean() }),
  price_cents: z.number().int(),
  created_at: timestamp,
  refunded_at: timestamp.nullable(),
  refund_reason: z.string().nullable(),
  buyer: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type CompanyPurchase = z.output<typeof companyPurchase>;

export const companyQuote = z.object({
  id,
  /** number_of_people: the price per person is price_cents over them (formatPricePerPerson). */
  lead: z.object({ id, title: z.string().nullable(), number_of_people: z.number().int() }),
  price_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(QUOTE_STATUSES),
  created_at: timestamp,
  author: z.object({ id, first_name: z.string(), last_name: z.string() }).nullable(),
});
export type CompanyQuote = z.output<typeof companyQuote>;
