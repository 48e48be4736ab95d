import { BadgePercent, CalendarDays, MapPin, Moon, Users } from 'lucide-react';
import { Link } from 'react-router';
import { COUNTRY_LABELS, TRAVEL_TYPE_LABELS, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { DISCOUNT_TEXTS } from '@triptender/contract/marketing';
import { type OpenLead } from '@triptender/contract/marketplace';
import { formatMoney } from '@triptender/contract/money';
import { paths } from '@triptender/contract/paths';
import { Badge } from '@/components/ui/badge.tsx';
import { LanguageBadge } from '@/components/ui/language-badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { buyState } from '../buy-state.ts';
import { LeadQualityList } from './lead-quality-list.tsx';
import { formatDate, timeAgo } from '@/lib/format.ts';

function Fact({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One trip request in the marketplace, with what a company sees before buying it. */
export function LeadCard({
  lead,
  canBuy,
  onBuy,
}: {
  lead: OpenLead;
  canBuy: boolean;
  onBuy: (lead: OpenLead) => void;
}) {
  const { disabled, reason } = buyState(lead, canBuy);
  const price = formatMoney(lead.price_cents);
  const reasonId = `lead-${lead.id}-reason`;
  const name = lead.last_name ? `${lead.first_name} ${lead.last_name}` : `${lead.first_name} ${lead.last_initial}.`;
  return (
    <Card className="flex flex-col">
      <article className="flex flex-1 flex-col gap-4 p-5" aria-labelledby={`lead-${lead.id}-title`}>
        <header>
          <h2 id={`lead-${lead.id}-title`} className="font-semibold text-slate-900">
            {lead.title}
          </h2>
          <p className="mt-0.5 text-xs text-slate-600">Posted {timeAgo(lead.created_at)}</p>
        </header>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-800">
          <Fact
            icon={Users}
            label="Number of people"
            value={`${lead.number_of_people} ${lead.number_of_people === 1 ? 'person' : 'people'}`}
          />
          <Fact
            icon={Moon}
            label="Number of nights"
            value={`${lead.number_of_night} ${lead.number_of_night === 1 ? 'night' : 'nights'}`}
          />
          <Fact icon={CalendarDays} label="Start date" value={formatDate(lead.start_date)} />
        </dl>
        <div className="flex flex-wrap gap-2">
          <Badge tone="green">
            <MapPin className="mr-1 h-3 w-3" aria-hidden="true" />
            {COUNTRY_LABELS[lead.country]}
          </Badge>
          <Badge tone="blue">{TRIP_TYPE_LABELS[lead.trip_type]}</Badge>
          <Badge>{TRAVEL_TYPE_LABELS[lead.travel_type]}</Badge>
          <Badge tone="amber">open budget</Badge>
          <LanguageBadge locale={lead.locale} />
          {lead.discount_claimed ? (
            <Badge tone="purple">
              <BadgePercent className="mr-1 h-3 w-3" aria-hidden="true" />
              {DISCOUNT_TEXTS.claimed}
            </Badge>
          ) : null}
        </div>
        <p className={lead.special_requests ? 'text-sm text-slate-700' : 'text-sm text-slate-500 italic'}>
          {lead.special_requests || 'no description'}
        </p>
        <p className="text-sm text-slate-700">
          <span className="sr-only">Requested by </span>
          <span className="font-medium text-slate-900">{name}</span>
        </p>
        {/* flights booked is one of the signals: 'Flights booked' or 'No flights booked' */}
        <LeadQualityList leadId={lead.id} quality={lead.quality} />

        <footer className="mt-auto border-t border-slate-100 pt-4">
          <div className="mb-3 flex items-center justify-between text-sm">
            <span className="text-lg font-bold text-slate-900">{price}</span>
            <span className="text-slate-600">
              {lead.slots_held < lead.purchases_count
                ? // a buyer missed its quote deadline and its slot was freed (docs/marketplace.md, "The response clock")
                  `${lead.purchases_count} bought, ${Math.max(lead.buyer_cap - lead.slots_held, 0)} of ${lead.buyer_cap} slots free`
                : `${lead.purchases_count} of ${lead.buyer_cap} bought`}
            </span>
          </div>
          <Button
            className="w-full"
            disabled={disabled}
            aria-describedby={reason ? reasonId : undefined}
            onClick={() => onBuy(lead)}
          >
            Buy Request - {price}
          </Button>
          {reason ? (
            <p id={reasonId} className="mt-2 text-center text-sm text-slate-600">
              {reason}
            </p>
          ) : null}
          {lead.purchase_id !== null ? (
            <Link
              to={`${paths.company.leads}?lead=${lead.id}`}
              className={`${buttonClass('outline', 'sm')} mt-2 w-full`}
            >
              View contact details
            </Link>
          ) : null}
        </footer>
      </article>
    </Card>
  );
}
