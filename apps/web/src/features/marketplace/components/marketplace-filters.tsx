import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@triptender/contract/constants';
import { COUNTRIES, COUNTRY_LABELS } from '@triptender/contract/enums';
import {
  BUDGET_FILTERS,
  BUDGET_LABELS,
  CATEGORIES,
  CATEGORY_LABELS,
  LEAD_LIST_SORT_LABELS,
} from '@triptender/contract/marketplace';
import { LEAD_LIST_SORTS } from '@triptender/contract/enums';
import { type ChoiceFilter, ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { Input, Label } from '@/components/ui/input.tsx';

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

/** Search (debounced, sent from 2 characters), Category, Budget Range, Country and Sort. */
export function MarketplaceFilters({
  values,
  onChange,
}: {
  values: MarketplaceFilterValues;
  onChange: (patch: Partial<MarketplaceFilterValues>) => void;
}) {
  const [search, setSearch] = useState(values.search);
  useEffect(() => {
    if (search === values.search) return;
    const t = setTimeout(() => onChange({ search }), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [search, values.search, onChange]);

  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2 lg:col-span-1">
        <Label htmlFor="market-search">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500" aria-hidden="true" />
          <Input
            id="market-search"
            type="search"
            className="pl-9"
            placeholder="Destination, name or request"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
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
  );
}
