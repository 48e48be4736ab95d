import { formatDistanceToNow } from 'date-fns';
import { Award, BadgeCheck, Crown, MapPin, Star, Zap } from 'lucide-react';
import type { Badge as BadgeName } from '@triptender/contract/enums';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Badge } from '@/components/ui/badge.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';

const BADGE_LOOK: Record<BadgeName, { icon: typeof Award; tone: 'amber' | 'blue' | 'green' | 'purple' | 'neutral' }> = {
  'Top Rated': { icon: Award, tone: 'amber' },
  'Fast Responder': { icon: Zap, tone: 'blue' },
  'Ireland Expert': { icon: MapPin, tone: 'green' },
  'Premium Partner': { icon: Crown, tone: 'purple' },
  'Licensed Tour Operator': { icon: BadgeCheck, tone: 'neutral' },
};

/** Badges with their names; `compact` (the table) shows icons only, named for screen readers and on hover. */
export function CompanyBadges({ badges, compact }: { badges: BadgeName[]; compact?: boolean }) {
  if (badges.length === 0) return <span className="text-xs text-slate-500">{compact ? 'None' : 'No badges yet'}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Badges">
      {badges.map((b) => {
        const { icon: Icon, tone } = BADGE_LOOK[b];
        return (
          <li key={b}>
            {compact ? (
              <Badge tone={tone} className="px-1.5" title={b} role="img" aria-label={b}>
                <Icon className="h-3.5 w-3.5" aria-hidden="true" />
              </Badge>
            ) : (
              <Badge tone={tone} className="gap-1 font-medium">
                <Icon className="h-3 w-3" aria-hidden="true" />
                {b}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function CompanyRating({
  company,
  className,
  compact,
}: {
  company: TravellerQuote['company'];
  className?: string;
  compact?: boolean;
}) {
  if (company.rating === null) return <span className={cn('text-sm text-slate-600', className)}>No reviews yet</span>;
  if (compact) {
    const label = `${company.rating.toFixed(1)} out of 5, ${company.review_count} ${company.review_count === 1 ? 'review' : 'reviews'}`;
    return (
      <span
        role="img"
        aria-label={label}
        className={cn('inline-flex items-center gap-1 text-sm text-slate-800', className)}
      >
        <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
        <span className="font-medium">{company.rating.toFixed(1)}</span>
        <span className="text-slate-600">({company.review_count})</span>
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm text-slate-800', className)}>
      <Stars rating={company.rating} />
      <span className="font-medium">{company.rating.toFixed(1)}</span>
      <span className="text-slate-600">
        ({company.review_count} {company.review_count === 1 ? 'review' : 'reviews'})
      </span>
    </span>
  );
}

export function CompanyLogo({ company }: { company: TravellerQuote['company'] }) {
  if (company.logo_url) {
    return <img src={company.logo_url} alt="" className="h-10 w-10 shrink-0 rounded-md object-cover" />;
  }
  const initials = company.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-brand-100 text-sm font-bold text-brand-800"
    >
      {initials}
    </span>
  );
}

/** "Last reply 2 hours ago", or that the company has not written yet. */
export function lastReplyText(p: Pick<TravellerQuote, 'last_reply_at'>): string {
  return p.last_reply_at ? `${formatDistanceToNow(new Date(p.last_reply_at), { addSuffix: true })}` : 'No reply yet';
}
