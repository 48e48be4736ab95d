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

/** Search (sent as the user types), Category, Budget Range, Country and Sort. */
export function MarketplaceFilters({
  values,
  onChange,
}: {
  values: MarketplaceFilterValues;
  onChange: (patch: Partial<MarketplaceFilterValues>) => void;
}) {
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SearchField
        id="market-search"
        label="Search"
        value={values.search}
        onSearch={(search) => onChange({ search })}
        placeholder="Destination, name or request"
        withIcon
        className="sm:col-span-2 lg:col-span-1"
      />
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
