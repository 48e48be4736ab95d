// A traveller edits an open request (PATCH /v1/client/requests/{id}): its dates, people, nights and
// wishes; the title and the estimated budget follow, and every company that bought it is told what
// changed, by email and by a line in its conversation with the traveller.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { estimateBudgetCents } from '@triptender/contract/budget';
import { composeLeadTitle, titleDay } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import {
  EDIT_REQUEST_MESSAGES as M,
  EDITABLE_FIELD_LABELS,
  type EditRequestBody,
} from '@triptender/contract/traveller-leads';
import type { Db } from '../../db/client.ts';
import { companies, conversations, leads, purchases, users } from '../../db/schema.ts';
import { isLeadConversation } from '../../domain/conversations.ts';
import { tripHasStarted } from '../../domain/lead-rules.ts';
import { visibleText } from '../../domain/visible-text.ts';
import { conflict } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import type { Actor } from '../auth/permissions.ts';
import { insertMessage } from '../conversations/messages.ts';
import { findOwnLead, getTravellerLead, type OwnLeadCall } from './service.ts';

type Lead = typeof leads.$inferSelect;
type Editable = keyof EditRequestBody;
type Change = { field: string; from: string; to: string };

const FIELDS = Object.keys(EDITABLE_FIELD_LABELS) as Editable[];

function shown(field: Editable, value: string | number | null): string {
  if (value === null || value === '') return '(none)';
  return field === 'start_date' ? titleDay(String(value)) : String(value);
}

/** PATCH /v1/client/requests/{id}: 409 unless the request is open; nothing changed is no news. */
export async function editTravellerLead(opts: OwnLeadCall & { body: EditRequestBody; publicUrl: string }) {
  await opts.db.transaction(async (tx) => {
    const lead = await findOwnLead(tx, opts.actor, opts.leadId, true);
    if (lead.status !== 'open' || tripHasStarted(lead.start_date)) throw conflict(M.notOpen);
    const next = { ...lead };
    const changes: Change[] = [];
    for (const field of FIELDS) {
      const value = opts.body[field];
      if (value === undefined || value === lead[field]) continue;
      Object.assign(next, { [field]: value });
      changes.push({ field: EDITABLE_FIELD_LABELS[field], from: shown(field, lead[field]), to: shown(field, value) });
    }
    if (changes.length === 0) return;
    // a title the server wrote follows the new values; one written by hand would stay
    const title = lead.title === composeLeadTitle(lead) ? composeLeadTitle(next) : lead.title;
    await tx
      .update(leads)
      .set({
        start_date: next.start_date,
        number_of_people: next.number_of_people,
        number_of_night: next.number_of_night,
        special_requests: next.special_requests,
        title,
        ...visibleText({ title, special_requests: next.special_requests }),
        budget_cents: estimateBudgetCents(next),
        updated_at: sql`now()`,
      })
      .where(eq(leads.id, lead.id));
    await tellBuyers(tx, { ...next, title }, changes, opts);
  });
  return getTravellerLead(opts);
}

/** Each company holding the lead (bought, not refunded): an email to its buyer, and a line in the chat. */
async function tellBuyers(tx: Db, lead: Lead, changes: Change[], opts: { actor: Actor; publicUrl: string }) {
  const buyers = await tx
    .select({
      company_name: companies.name,
      email: sql<string>`coalesce(${users.email}, ${companies.email})`,
      conversation: conversations,
    })
    .from(purchases)
    .innerJoin(companies, eq(companies.id, purchases.company_id))
    .leftJoin(users, and(eq(users.id, purchases.user_id), isNull(users.disabled_at)))
    .leftJoin(conversations, isLeadConversation(purchases.lead_id, purchases.company_id))
    .where(and(eq(purchases.lead_id, lead.id), isNull(purchases.refunded_at)))
    .orderBy(purchases.id);
  const line = `I updated my trip request: ${changes.map((c) => `${c.field} ${c.from} → ${c.to}`).join('; ')}.`;
  for (const b of buyers) {
    await enqueueEmail(tx, {
      to: b.email,
      template: 'lead-updated',
      data: {
        company_name: b.company_name,
        lead_title: lead.title ?? '',
        changes,
        link: `${opts.publicUrl}${paths.company.leads}?lead=${lead.id}`,
      },
    });
    if (b.conversation) await insertMessage(tx, opts.actor, b.conversation, line, null);
  }
}
