import { useEffect, useEffectEvent, useState } from 'react';
import { ADMIN_SORT_LABELS, ADMIN_SORTS } from '@triptender/contract/admin';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MIN_CHARS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
} from '@triptender/contract/constants';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  LEAD_STATUS_FILTERS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import type { AdminLeadsFilters } from '../api/admin-leads.ts';

/** The URL parameters the filters set (Reset filters clears them). */
export const FILTER_KEYS = ['search', 'country', 'trip_type', 'status', 'sort'] as const;
const STATUS_LABELS = { open: 'Open', accepted: 'Accepted', quoted: 'Quoted', unquoted: 'Unquoted' } as const;

/** Sets URL parameters (an empty value removes one); a changed filter goes back to page 1 unless told. */
export type UpdateParams = (changes: Record<string, string | number | undefined>, resetPage?: boolean) => void;

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** The filters as the URL holds them, so a filtered view can be linked to and survives a reload. */
export function readFilters(params: URLSearchParams): AdminLeadsFilters {
  const perPage = Number(params.get('per_page'));
  const search = params.get('search')?.trim() ?? '';
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    // an invalid rows-per-page falls back to 10
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    search: search.length >= ADMIN_SEARCH_MIN_CHARS ? search : undefined,
    country: oneOf(params.get('country'), COUNTRIES),
    trip_type: oneOf(params.get('trip_type'), TRIP_TYPES),
    status: oneOf(params.get('status'), LEAD_STATUS_FILTERS),
    sort: oneOf(params.get('sort'), ADMIN_SORTS) ?? 'recent',
  };
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // a reset or a link changes the URL: the box follows
  if (value !== synced) {
    setSynced(value);
    setText(value);
  }
  const search = useEffectEvent((next: string) => onSearch(next));
  useEffect(() => {
    const trimmed = text.trim();
    // the search is sent once it has 2 characters, 250 ms after the last keystroke
    const next = trimmed.length >= ADMIN_SEARCH_MIN_CHARS ? trimmed : '';
    if (next === value) return;
    const timer = setTimeout(() => search(next), ADMIN_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="sm:col-span-2 lg:col-span-2">
      <Label htmlFor="trips-search">Search</Label>
      <Input
        id="trips-search"
        type="search"
        placeholder="Name, email, title, requests or #id"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby="trips-search-hint"
      />
      <p id="trips-search-hint" className="sr-only">
        Searches once you type at least {ADMIN_SEARCH_MIN_CHARS} characters.
      </p>
    </div>
  );
}

/** One labelled select of the filter row; the empty option means "any". */
function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: T | '', label: string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Search, country, trip type, status and sort of All Trips. */
export function TripFilters({ filters, update }: { filters: AdminLeadsFilters; update: UpdateParams }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <SearchBox value={filters.search ?? ''} onSearch={(search) => update({ search })} />
      <FilterSelect
        id="trips-country"
        label="Country"
        value={filters.country ?? ''}
        options={[
          ['', 'All countries'],
          ...(['ireland', 'scotland', 'uk'] as const).map((c) => [c, COUNTRY_LABELS[c]] as const),
        ]}
        onChange={(country) => update({ country })}
      />
      <FilterSelect
        id="trips-trip-type"
        label="Trip type"
        value={filters.trip_type ?? ''}
        options={[
          ['', 'All trip types'],
          ...(['sightseeing', 'active', 'city', 'cultural'] as const).map((t) => [t, TRIP_TYPE_LABELS[t]] as const),
        ]}
        onChange={(trip_type) => update({ trip_type })}
      />
      <FilterSelect
        id="trips-status"
        label="Status"
        value={filters.status ?? ''}
        options={[['', 'All statuses'], ...LEAD_STATUS_FILTERS.map((s) => [s, STATUS_LABELS[s]] as const)]}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        id="trips-sort"
        label="Sort"
        value={filters.sort}
        options={ADMIN_SORTS.map((s) => [s, ADMIN_SORT_LABELS[s]] as const)}
        onChange={(sort) => update({ sort: sort === 'recent' ? undefined : sort })}
      />
    </div>
  );
}
