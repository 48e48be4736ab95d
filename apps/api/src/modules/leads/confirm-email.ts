// The email that asks a traveller to confirm a request awaiting confirmation (only confirmed
// travellers' requests are sold), and its one reminder. Both carry a fresh one-time link to
// /confirm-request; following it confirms the email address and publishes the request
// (modules/traveller-leads/pending-requests.ts).
import { paths } from '@triptender/contract/paths';
import { TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { titleDay } from '@triptender/contract/lead-title';
import type { Db } from '../../db/client.ts';
import type { leads, users } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { issueOneTimeLink } from '../auth/one-time-links.ts';

type LeadRow = typeof leads.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** '10 nights from 12 Jan 2027 · Cultural': what the title does not say, for an email. */
export const tripSummary = (l: Pick<LeadRow, 'number_of_night' | 'start_date' | 'trip_type'>) =>
  `${l.number_of_night} ${l.number_of_night === 1 ? 'night' : 'nights'} from ${titleDay(l.start_date)} · ${TRIP_TYPE_LABELS[l.trip_type]}`;

/**
 * Emails the account's owner (by the account's name, not the one typed in the form) a link to
 * confirm `lead`: the first email ('confirm-request') or the reminder ('confirm-reminder'). When the
 * request repeats an earlier one (`duplicateOf`), the email says so: confirm only a separate trip.
 */
export async function sendConfirmLink(
  tx: Db,
  opts: {
    publicUrl: string;
    user: UserRow;
    lead: LeadRow;
    duplicateOf?: Pick<LeadRow, 'title'> | null;
    reminder?: boolean;
  },
) {
  const { user, lead } = opts;
  const link = await issueOneTimeLink(tx, {
    publicUrl: opts.publicUrl,
    userId: user.id,
    purpose: 'confirm',
    leadId: lead.id,
  });
  await enqueueEmail(tx, {
    to: user.email,
    toName: `${user.first_name} ${user.last_name}`,
    template: opts.reminder ? 'confirm-reminder' : 'confirm-request',
    data: {
      first_name: user.first_name,
      lead_title: lead.title ?? '',
      trip: tripSummary(lead),
      link,
      email: user.email,
      has_password: user.password_hash !== null,
      duplicate_of_title: opts.duplicateOf ? (opts.duplicateOf.title ?? '') : null,
      requests_link: `${opts.publicUrl}${paths.user.requests}`,
    },
  });
}
