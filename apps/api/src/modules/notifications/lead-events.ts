import type { NewMatchEvent } from '@triptender/contract/notifications';
import { type Db, notify } from '../../db/client.ts';

/** The Postgres NOTIFY channel every API process listens on for new leads that fit companies. */
export const LEAD_CHANNEL = 'tt_leads';

/** A lead went live that fits the preferences of companies `c`: their connected users are told. */
export type LeadNotification = { c: number[]; lead: NewMatchEvent['lead'] };

// NOTIFY payloads must stay under 8000 bytes: company ids go in groups that fit, whatever their number
const IDS_PER_PAYLOAD = 500;

/**
 * Tells every API process that a lead fitting these companies went live, so each delivers it to the
 * sockets it holds (modules/realtime/hub.ts). Call it inside the transaction that made the lead live:
 * it is delivered on commit only.
 */
export async function publishNewMatch(db: Db, companyIds: number[], lead: NewMatchEvent['lead']): Promise<void> {
  for (let i = 0; i < companyIds.length; i += IDS_PER_PAYLOAD) {
    await notify(db, LEAD_CHANNEL, { c: companyIds.slice(i, i + IDS_PER_PAYLOAD), lead } satisfies LeadNotification);
  }
}
