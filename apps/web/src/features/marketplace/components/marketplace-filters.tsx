import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { COUNTRIES, COUNTRY_LABELS } from '@triptender/contract/enums';
import {
  BUDGET_FILTERS,
  BUDGET_LABELS,
  CATEGORIES,
  CATEGORY_LABELS,
  LEAD_LIST_SORT_LABELS,
} from '@triptender/contract/marketplace';
import { LEAD_LIST_SORTS } from '@triptender/contract/enums';
import { Button } from '@/components/ui/button.tsx';
import { type ChoiceFilter, ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';

export type MarketplaceFilterValues = {
  search: string;
  category: string;
  budget: string;
  country: string;
  sort: string;
};

/** The four selects beside the search: Category, Budget Range, Country and Sort. */
const SELECTS: ChoiceFilter<Exclude<keyof MarketplaceFilterValues, 'search'>>[] = [
  { key: 'category', label: 'Category', choices: ['all', ...CATEGORIES], labels: CATEGORY_LABELS },
  { key: 'budget', label: 'Budget Range', choices: ['all', ...BUDGET_FILTERS], labels: BUDGET_LABELS },
  { key: 'country', label: 'Country', choices: COUNTRIES, labels: COUNTRY_LABELS, allLabel: 'All countries' },
  { key: 'sort', label: 'Sort', choices: LEAD_LIST_SORTS, labels: LEAD_LIST_SORT_LABELS },
];

/** The selects that narrow the list (Sort only orders it), counted on the phone's Filters button. */
const narrowing = (v: MarketplaceFilterValues) =>
  [v.category !== 'all', v.budget !== 'all', v.country !== ''].filter(Boolean).length;

/**
 * Search (sent as the user types), Category, Budget Range, Country and Sort. On a phone the four selects
 * fold behind one Filters button, so the first trip request shows on the first screen.
 */
export function MarketplaceFilters({
  values,
  onChange,
}: {
  values: MarketplaceFilterValues;
  onChange: (patch: Partial<MarketplaceFilterValues>) => void;
}) {
  const [open, setOpen] = useState(false);
  const active = narrowing(values);
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <SearchField
          id="market-search"
          label="Search"
          value={values.search}
          onSearch={(search) => onChange({ search })}
          placeholder="Destination, name or request"
          withIcon
          className="min-w-0 flex-1"
        />
        <Button
          variant="outline"
          className="shrink-0 sm:hidden"
          aria-expanded={open}
          aria-controls="market-filters"
          onClick={() => setOpen((o) => !o)}
        >
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          Filters{active ? ` (${active})` : ''}
        </Button>
      </div>
      {/* on a phone a folding panel; from sm up its selects sit in the grid beside the search */}
      <div id="market-filters" className={open ? 'grid gap-3 sm:contents' : 'hidden sm:contents'}>
        {SELECTS.map(({ key, label, choices, labels, allLabel }) => (
          <ChoiceSelect
            key={key}
            id={`market-${key}`}
            label={label}
            value={values[key]}
            choices={choices}
            labels={labels}
            allLabel={allLabel}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
    </div>
  );
}
