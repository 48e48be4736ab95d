import { Globe, Mail, MessageSquare, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@triptender/contract/paths';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { REVIEW_MESSAGES } from '@triptender/contract/reviews';
import type { TravellerLeadDetail } from '@triptender/contract/traveller-leads';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { AgreedQuote } from '@/components/ui/agreed-quote.tsx';
import { Timeline, type TimelineStep, tripStep } from '@/components/ui/timeline.tsx';
import { formatDate } from '@/lib/format.ts';
import { possessive } from '@triptender/contract/words';

/** The operator's own contact details, each a link that reaches them. */
function OperatorContact({ operator }: { operator: NonNullable<TravellerLeadDetail['accepted_operator']> }) {
  const line = 'flex items-center gap-2 break-all';
  return (
    <address aria-label={`${operator.name} contact details`} className="space-y-1 not-italic">
      <p className={line}>
        <Mail className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        <a className="text-brand-800 underline" href={`mailto:${operator.email}`}>
          {operator.email}
        </a>
      </p>
      {operator.phone ? (
        <p className={line}>
          <Phone className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <a className="text-brand-800 underline" href={`tel:${operator.phone.replace(/\s+/g, '')}`}>
            {operator.phone}
          </a>
        </p>
      ) : null}
      {operator.website ? (
        <p className={line}>
          <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          <a className="text-brand-800 underline" href={operator.website} target="_blank" rel="noopener noreferrer">
            {operator.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      ) : null}
    </address>
  );
}

/**
 * After a quote is accepted, what happens next: the agreed quote, the operator's contact details,
 * the trip, and the review once the trip is over (`review`: the form or the review written, from
 * the page). The operator sees the same booking in My Leads.
 */
export function BookingTimeline({
  request: r,
  quote,
  review,
}: {
  request: TravellerLeadDetail;
  quote: TravellerQuote;
  review: ReactNode;
}) {
  const company = quote.company.name;
  const operator = r.accepted_operator;
  const steps: TimelineStep[] = [
    {
      key: 'accepted',
      state: 'done',
      title: `You accepted ${possessive(company)} proposal`,
      body: <AgreedQuote quote={quote} people={quote.number_of_people} />,
    },
    {
      key: 'contact',
      state: r.review_open ? 'done' : 'now',
      title: `${company} gets in touch to confirm the booking`,
      body: (
        <>
          <p>Settle the details and the payment directly with them:</p>
          {operator ? <OperatorContact operator={operator} /> : null}
          {quote.conversation_id !== null ? (
            <Link
              to={`${paths.user.messages}?conversation=${quote.conversation_id}`}
              className="inline-flex items-center gap-1 font-medium text-brand-800 underline"
            >
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              Message {company}
            </Link>
          ) : null}
        </>
      ),
    },
    tripStep('Your trip', r, r.review_open ? 'done' : 'later'),
    {
      key: 'review',
      state: quote.review ? 'done' : r.review_open ? 'now' : 'later',
      title: 'Review after your trip',
      body:
        r.review_open || quote.review ? (
          review
        ) : (
          <p>{REVIEW_MESSAGES.afterTrip(company, formatDate(r.review_opens_on))}</p>
        ),
    },
  ];
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>What happens next</CardTitle>
      </CardHeader>
      <CardContent>
        <Timeline steps={steps} label="What happens next" />
      </CardContent>
    </Card>
  );
}
