import { SlidersHorizontal } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CURRENCY_LABELS } from '@triptender/contract/currency';
import { COUNTRY_LABELS, CURRENCIES } from '@triptender/contract/enums';
import type { TravellerQuote } from '@triptender/contract/quotes';
import { BottomSheet } from '@/components/ui/bottom-sheet.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ItemList } from '@/components/ui/item-list.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { cn } from '@/lib/cn.ts';
import { useMediaQuery } from '@/lib/use-media-query.ts';
import { ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { toast } from '@/lib/toast.ts';
import { useSetDisplayCurrency } from '../api/display-currency.ts';
import { useCompareBids } from '../api/traveller-quotes.ts';
import { COMPARE_MAX, DEFAULT_FILTERS, type Filters, filterQuotes, priceBounds } from '../filter-quotes.ts';
import { CompareDrawer } from './compare-drawer.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { formatMonthDay } from '@/lib/format.ts';
import { QuoteCard } from './quote-card.tsx';
import { QuotesTable } from './quotes-table.tsx';

import { TripSummary, type View, ViewToggle } from './compare-parts.tsx';

const ALL = 'all';

const noBids = (
  <EmptyState title="No bids yet">
    Suppliers will submit their proposals here. You will be notified when new bids arrive.
  </EmptyState>
);

/**
 * Compare Bids on real data: a tab per open trip and 'All trips', filters (sidebar, or a drawer on
 * small screens), table or cards, a selection of proposals to compare side by side.
 * `renderActions` gives each proposal its Accept / Decline / Message (the quotes feature).
 */
export function CompareBids({ renderActions }: { renderActions: (p: TravellerQuote, compact: boolean) => ReactNode }) {
  const userId = Number(useAuth((s) => s.user?.id) ?? 0);
  const comparison = useCompareBids(userId);
  const [params, setParams] = useSearchParams();
  const wide = useMediaQuery('(min-width: 768px)');
  // large screens (lg, 1024 px) have the filters in a sidebar; smaller ones in a bottom drawer
  const large = useMediaQuery('(min-width: 1024px)');
  const [view, setView] = useState<View>('table');
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [priceChosen, setPriceChosen] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [drawer, setDrawer] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const setCurrency = useSetDisplayCurrency();

  const trips = useMemo(() => comparison.data?.trips ?? [], [comparison.data]);
  const requested = params.get('trip');
  // without a choice in the URL: the first trip that has proposals
  const firstWithBids = trips.find((t) => t.proposals_count > 0) ?? trips[0];
  const tab =
    requested === ALL || trips.some((t) => String(t.id) === requested) ? requested! : String(firstWithBids?.id ?? ALL);
  const trip = trips.find((t) => String(t.id) === tab) ?? null;
  const inTab = useMemo(
    () => (comparison.data?.proposals ?? []).filter((p) => tab === ALL || String(p.lead_id) === tab),
    [comparison.data, tab],
  );
  const bounds = priceBounds(inTab);
  // the slider follows the bounds of the proposals shown until the traveller moves it: a range set for
  // another trip does not carry over, and a quote revised below the old bounds is not hidden by them
  const range: [number, number] = priceChosen
    ? [
        Math.min(Math.max(filters.price[0], bounds[0]), bounds[1]),
        Math.max(Math.min(filters.price[1], bounds[1]), bounds[0]),
      ]
    : bounds;
  const effective = { ...filters, price: range };
  const shown = filterQuotes(inTab, effective);
  const tripTitles = new Map(trips.map((t) => [t.id, t.title]));
  const chosen = inTab.filter((p) => selected.has(p.id));

  const changeTab = (value: string) => {
    setSelected(new Set());
    setFilters((f) => ({ ...f, price: DEFAULT_FILTERS.price }));
    setPriceChosen(false);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('trip', value);
        return next;
      },
      { replace: true },
    );
  };
  const toggle = (id: number) => {
    if (!selected.has(id) && selected.size >= COMPARE_MAX) {
      toast.error(`You can compare up to ${COMPARE_MAX} proposals at once.`);
      return;
    }
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const currency = comparison.data?.display_currency ?? 'USD';
  const patch = (p: Partial<Filters>) => {
    if (p.price) setPriceChosen(true);
    setFilters((f) => ({ ...f, ...p }));
  };
  const effectiveView: View = wide ? view : 'cards';

  if (comparison.isPending) return <Skeleton className="h-96" />;
  if (comparison.isError) return <ErrorState error={comparison.error} onRetry={() => void comparison.refetch()} />;
  if (trips.length === 0) return <Card>{noBids}</Card>;

  const panel = (prefix: string) => (
    <FiltersPanel idPrefix={prefix} filters={effective} bounds={bounds} currency={currency} onChange={patch} />
  );
  const results =
    inTab.length === 0 ? (
      <Card>{noBids}</Card>
    ) : shown.length === 0 ? (
      <Card>
        <EmptyState
          title={tab === ALL ? 'No proposals match your filters.' : 'No proposals match your filters for this trip.'}
        />
      </Card>
    ) : effectiveView === 'table' ? (
      <Card>
        <QuotesTable
          quotes={shown}
          tripTitles={tab === ALL ? tripTitles : undefined}
          selected={selected}
          onToggle={toggle}
          renderActions={(p) => renderActions(p, true)}
        />
      </Card>
    ) : (
      <ItemList items={shown} className="grid gap-4 xl:grid-cols-2">
        {(p) => (
          <QuoteCard
            quote={p}
            tripTitle={tab === ALL ? tripTitles.get(p.lead_id) : undefined}
            selected={selected.has(p.id)}
            onToggleCompare={() => toggle(p.id)}
            actions={renderActions(p, false)}
          />
        )}
      </ItemList>
    );

  return (
    <div className={cn(chosen.length >= 2 && 'pb-24')}>
      <Tabs.Root value={tab} onValueChange={changeTab}>
        <Tabs.List aria-label="Trips" className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
          {trips.map((t, i) => (
            <Tabs.Trigger
              key={t.id}
              value={String(t.id)}
              className="shrink-0 border-b-2 border-transparent px-4 py-2 text-left text-sm font-medium text-slate-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              <span className="block">Trip {i + 1}</span>
              <span className="block text-xs font-normal text-slate-600">
                {COUNTRY_LABELS[t.country]} · {formatMonthDay(t.start_date)}
              </span>
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger
            value={ALL}
            className="shrink-0 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
          >
            All trips
          </Tabs.Trigger>
        </Tabs.List>
        {[...trips.map((t) => String(t.id)), ALL].map((value) => (
          // every tab's panel exists (aria-controls must point somewhere); only the chosen one has content
          <Tabs.Content key={value} value={value} forceMount className="data-[state=inactive]:hidden">
            {value === tab ? (
              <>
                <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                  {large ? null : (
                    <Button variant="outline" onClick={() => setFiltersOpen(true)}>
                      <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
                      Filters
                    </Button>
                  )}
                  <ChoiceSelect
                    id={`currency-${value}`}
                    label="Compare prices in"
                    inline
                    value={currency}
                    choices={CURRENCIES}
                    labels={CURRENCY_LABELS}
                    onChange={(c) => {
                      if (!c || c === currency) return;
                      // a price range chosen in the old currency means nothing in the new one
                      setPriceChosen(false);
                      setCurrency.mutate(c);
                    }}
                  />
                  {wide ? <ViewToggle view={view} onChange={setView} className="ml-auto" /> : null}
                </div>

                <div className="grid gap-6 lg:grid-cols-[12rem_1fr] lg:gap-4">
                  {large ? (
                    <aside aria-label="Filters">
                      <Card className="p-4">{panel('filters')}</Card>
                    </aside>
                  ) : null}
                  <section aria-label="Proposals" className="min-w-0">
                    {trip ? (
                      <TripSummary trip={trip} count={trip.proposals_count} />
                    ) : (
                      <p className="mb-4 text-sm text-slate-700">
                        {trips.length} open {trips.length === 1 ? 'trip' : 'trips'}, {inTab.length}{' '}
                        {inTab.length === 1 ? 'proposal' : 'proposals'}
                      </p>
                    )}
                    {results}
                  </section>
                </div>
              </>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {large ? null : (
        <BottomSheet
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          title="Filters"
          closeButton={<Button size="sm">Done</Button>}
        >
          {panel('drawer-filters')}
        </BottomSheet>
      )}

      {chosen.length >= 2 ? (
        <div
          role="region"
          aria-label="Selected proposals"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-3 shadow-lg"
        >
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
            <p className="font-medium text-slate-900">
              {chosen.length} selected for comparison
              <span className="block text-xs font-normal text-slate-600">Up to {COMPARE_MAX} side by side</span>
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {wide ? <ViewToggle view={view} onChange={setView} /> : null}
              <Button variant="outline" onClick={() => setSelected(new Set())}>
                Clear
              </Button>
              <Button onClick={() => setDrawer(true)}>Compare</Button>
            </div>
          </div>
        </div>
      ) : null}
      <CompareDrawer open={drawer} onOpenChange={setDrawer} quotes={chosen} tripTitles={tripTitles} onRemove={toggle} />
    </div>
  );
}
