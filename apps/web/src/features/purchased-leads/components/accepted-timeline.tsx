import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { leadTitle } from '@triptender/contract/lead-title';
import { paths } from '@triptender/contract/paths';
import type { PurchasedLead } from '@triptender/contract/purchases';
import { AgreedQuote } from '@/components/ui/agreed-quote.tsx';
import { Timeline, tripStep } from '@/components/ui/timeline.tsx';
import { formatDate } from '@/lib/format.ts';

/**
 * The operator's view of a booking its quote won: the same steps the traveller sees on their request
 * (the agreed quote, getting in touch, the trip, the review after it), from the operator's side.
 */
export function AcceptedTimeline({ purchase }: { purchase: PurchasedLead }) {
  const { lead, quote } = purchase;
  if (lead.status !== 'accepted' || quote?.status !== 'accepted') return null;
  const first = lead.first_name;
  return (
    // named by its trip too: with two bookings open on one screen, each region has a name of its own
    <section aria-label={`What happens next: ${leadTitle(lead)}`} className="rounded-md border border-brand-200 p-4">
      <h3 className="mb-3 font-semibold text-slate-900">What happens next</h3>
      <Timeline
        label={`What happens next with ${first}`}
        steps={[
          {
            key: 'accepted',
            state: 'done',
            title: `${first} accepted your quote`,
            body: <AgreedQuote quote={quote} people={lead.number_of_people} />,
          },
          {
            key: 'contact',
            state: 'now',
            title: `Get in touch with ${first} to confirm the booking`,
            body: (
              <>
                <p>
                  Their contact details are above:{' '}
                  <a className="break-all text-brand-800 underline" href={`mailto:${lead.email}`}>
                    {lead.email}
                  </a>
                  {lead.mobile ? `, ${lead.mobile}` : ''}.
                </p>
                {purchase.conversation_id !== null ? (
                  <Link
                    to={`${paths.company.conversations}?conversation=${purchase.conversation_id}`}
                    className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
                  >
                    <MessageSquare className="h-4 w-4" aria-hidden="true" />
                    Open the conversation
                  </Link>
                ) : null}
              </>
            ),
          },
          tripStep('The trip', lead, 'later'),
          {
            key: 'review',
            state: 'later',
            title: 'A review after the trip',
            body: <p>{`${first} can review you from ${formatDate(lead.review_opens_on)}, once the trip is over.`}</p>,
          },
        ]}
      />
    </section>
  );
}
