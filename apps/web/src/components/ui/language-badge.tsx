import { Languages } from 'lucide-react';
import { DEFAULT_LOCALE, type Locale, writesIn } from '@triptender/contract/locales';
import { Badge } from './badge.tsx';

/**
 * "Writes in German" on a request its traveller wrote in another language than the portal's English,
 * so an operator can answer in it; nothing for English or a request from before languages were kept.
 */
export function LanguageBadge({ locale }: { locale: Locale | null | undefined }) {
  if (!locale || locale === DEFAULT_LOCALE) return null;
  return (
    <Badge tone="blue" lang="en">
      <Languages className="mr-1 h-3 w-3" aria-hidden="true" />
      {writesIn(locale)}
    </Badge>
  );
}

/** The badge on a line of its own, where a card or a form lists notes; nothing when there is no badge. */
export function LanguageLine({ locale }: { locale: Locale | null | undefined }) {
  if (!locale || locale === DEFAULT_LOCALE) return null;
  return (
    <p>
      <LanguageBadge locale={locale} />
    </p>
  );
}
