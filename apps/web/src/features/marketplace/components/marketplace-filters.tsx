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
import { Input, Label, Select } from '@/components/ui/input.tsx';

export type MarketplaceFilterValues = {
  search: string;
  category: string;
  budget: string;
  country: string;
  sort: string;
};

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
      <div>
        <Label htmlFor="market-category">Category</Label>
        <Select id="market-category" value={values.category} onChange={(e) => onChange({ category: e.target.value })}>
          {(['all', ...CATEGORIES] as const).map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="market-budget">Budget Range</Label>
        <Select id="market-budget" value={values.budget} onChange={(e) => onChange({ budget: e.target.value })}>
          {(['all', ...BUDGET_FILTERS] as const).map((b) => (
            <option key={b} value={b}>
              {BUDGET_LABELS[b]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="market-country">Country</Label>
        <Select id="market-country" value={values.country} onChange={(e) => onChange({ country: e.target.value })}>
          <option value="">All countries</option>
          {COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {COUNTRY_LABELS[c]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="market-sort">Sort</Label>
        <Select id="market-sort" value={values.sort} onChange={(e) => onChange({ sort: e.target.value })}>
          {LEAD_LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {LEAD_LIST_SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
