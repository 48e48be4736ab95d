import { Award, BadgeCheck, Crown, MapPin, Star, Zap } from 'lucide-react';
import { Link } from 'react-router';
import type { Badge as BadgeName } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { Badge } from '@/components/ui/badge.tsx';
import { CompanyLogo as Logo } from '@/components/ui/company-logo.tsx';
import { Stars } from '@/components/ui/stars.tsx';
import { cn } from '@/lib/cn.ts';
import { responseText, usualResponse } from '../response-text.ts';

const BADGE_LOOK: Record<BadgeName, { icon: typeof Award; tone: 'amber' | 'blue' | 'green' | 'purple' | 'neutral' }> = {
  'Top Rated': { icon: Award, tone: 'amber' },
  'Fast Responder': { icon: Zap, tone: 'blue' },
  'Ireland Expert': { icon: MapPin, tone: 'green' },
  'Premium Partner': { icon: Crown, tone: 'purple' },
  'Licensed Tour Operator': { icon: BadgeCheck, tone: 'neutral' },
};

/** Badges, each with its icon and name written out (an icon alone says nothing on a touch screen); `compact` for the table. */
export function CompanyBadges({ badges, compact }: { badges: BadgeName[]; compact?: boolean }) {
  if (badges.length === 0) return <span className="text-xs text-slate-500">{compact ? 'None' : 'No badges yet'}</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Badges">
      {badges.map((b) => {
        const { icon: Icon, tone } = BADGE_LOOK[b];
        return (
          <li key={b}>
            <Badge tone={tone} className={cn('gap-1 font-medium', compact && 'px-1.5 leading-tight')}>
              <Icon className="h-3 w-3" aria-hidden="true" />
              {b}
            </Badge>
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
  return <Logo name={company.name} url={company.logo_url} />;
}

/** The company's name, linking to its public profile (who it is, licence, reviews). */
export function CompanyName({ company }: { company: Pick<TravellerQuote['company'], 'id' | 'name'> }) {
  return (
    <Link
      to={paths.operator(company.id)}
      className="text-slate-900 underline decoration-slate-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700"
    >
      {company.name}
    </Link>
  );
}

/**
 * "Usually replies within 2 hours" (the operator's last 90 days, when it has enough of them), then
 * "Quoted 2 h after purchase" and "Replied 10 min ago": the Response of a proposal.
 */
export function ResponseText({ quote, className }: { quote: TravellerQuote; className?: string }) {
  const { quoted, replied } = responseText(quote);
  return (
    <span className={cn('block', className)}>
      {usualResponse(quote.company).map((phrase) => (
        <span key={phrase} className="block font-medium text-slate-900" data-testid="usual-response">
          {phrase}
        </span>
      ))}
      <span className="block">{quoted}</span>
      <span className="block text-slate-600">{replied}</span>
    </span>
  );
}
