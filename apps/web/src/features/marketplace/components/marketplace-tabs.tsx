import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { OpenLeadMatch } from '@triptender/contract/marketplace';
import { paths } from '@triptender/contract/paths';
import { TextLink } from '@/components/ui/text-link.tsx';
import { cn } from '@/lib/cn.ts';

/** Where the Manager sets the company's lead preferences (the settings page's card). */
export const LEAD_PREFERENCES_LINK = `${paths.company.settings}#lead-preferences`;

/**
 * Which leads the marketplace lists, in the URL: the Matching tab by default (no parameter), `?match=all`
 * for All leads. Changing it starts again from the first page.
 */
export function useLeadMatch(): [OpenLeadMatch, (match: OpenLeadMatch) => void] {
  const [params, setParams] = useSearchParams();
  const match: OpenLeadMatch = params.get('match') === 'all' ? 'all' : 'preferences';
  const setMatch = (next: OpenLeadMatch) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'preferences') p.delete('match');
        else p.set('match', next);
        p.delete('page');
        return p;
      },
      { replace: true },
    );
  return [match, setMatch];
}

const TRIGGER = cn(
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
);

/**
 * The marketplace's two tabs: 'Matching your preferences (N)' and 'All leads'; `children` (the list)
 * is the open tab's panel. Without saved preferences every lead matches: it says so, and offers the
 * Manager the way to set them.
 */
export function MarketplaceTabs({
  match,
  onMatch,
  matchingCount,
  preferencesSet,
  canSetPreferences,
  filters,
  children,
}: {
  match: OpenLeadMatch;
  onMatch: (match: OpenLeadMatch) => void;
  /** undefined while the first page loads */
  matchingCount: number | undefined;
  preferencesSet: boolean | undefined;
  canSetPreferences: boolean;
  /** The filters, shown between the tabs and the list. */
  filters: ReactNode;
  children: ReactNode;
}) {
  const label = `Matching your preferences${matchingCount === undefined ? '' : ` (${matchingCount})`}`;
  return (
    <Tabs.Root value={match} onValueChange={(v) => onMatch(v === 'all' ? 'all' : 'preferences')}>
      <Tabs.List aria-label="Which trip requests" className="mb-3 inline-flex max-w-full rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="preferences" className={TRIGGER}>
          {label}
        </Tabs.Trigger>
        <Tabs.Trigger value="all" className={TRIGGER}>
          All leads
        </Tabs.Trigger>
      </Tabs.List>
      {preferencesSet === false && match === 'preferences' ? (
        <p className="mb-4 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          Your company has not set lead preferences yet, so every trip request is shown.{' '}
          {canSetPreferences ? (
            <TextLink to={LEAD_PREFERENCES_LINK}>Set your lead preferences</TextLink>
          ) : (
            'A Manager of your company can set them in Settings.'
          )}
        </p>
      ) : null}
      {filters}
      <Tabs.Content value="preferences" className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
      <Tabs.Content value="all" className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
