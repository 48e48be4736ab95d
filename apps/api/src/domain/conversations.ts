import { type AnyColumn, and, eq } from 'drizzle-orm';
import { conversations } from '../db/schema.ts';

/** The traveller-company conversation about a lead (one per lead and company, opened by buying it). */
export const isLeadConversation = (leadId: AnyColumn | number, companyId: AnyColumn | number) =>
  // the kind written into the statement, not a parameter: prepared lists get a generic plan (lib/pagination.ts)
  and(
    eq(conversations.kind, 'lead').inlineParams(),
    eq(conversations.lead_id, leadId),
    eq(conversations.company_id, companyId),
  );
