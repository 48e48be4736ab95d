import { ADMIN_SORT_LABELS, ADMIN_SORTS } from '@triptender/contract/admin';
import { ADMIN_SEARCH_MIN_CHARS, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@triptender/contract/constants';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  LEAD_STATUS_FILTERS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { type ChoiceFilter, ChoiceSelect } from '@/components/ui/choice-select.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import type { AdminLeadsFilters } from '../api/leads.ts';

/** The URL parameters the filters set (Reset filters clears them). */
export const FILTER_KEYS = ['search', 'country', 'trip_type', 'status', 'sort'] as const;
const STATUS_LABELS = {
  open: 'Open',
  accepted: 'Accepted',
  quoted: 'Quoted',
  unquoted: 'Unquoted',
  pending: 'Awaiting confirmation',
  expired: 'Expired',
  archived: 'Archived',
} as const;

/**
 * Sets URL parameters (an empty value removes one); a changed filter goes back to page 1 (and drops
 * the page's cursor) unless told.
 */
export type UpdateParams = (changes: Record<string, string | number | undefined>, resetPage?: boolean) => void;

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** A cursor from the URL: a positive whole number, else none. */
function cursor(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The filters as the URL holds them, so a filtered view can be linked to and survives a reload. */
export function readFilters(params: URLSearchParams): AdminLeadsFilters {
  const perPage = Number(params.get('per_page'));
  const search = params.get('search')?.trim() ?? '';
  const after = cursor(params.get('after'));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    after,
    before: after ? undefined : cursor(params.get('before')),
    // an invalid rows-per-page falls back to 10
    per_page: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    search: search.length >= ADMIN_SEARCH_MIN_CHARS ? search : undefined,
    country: oneOf(params.get('country'), COUNTRIES),
    trip_type: oneOf(params.get('trip_type'), TRIP_TYPES),
    status: oneOf(params.get('status'), LEAD_STATUS_FILTERS),
    sort: oneOf(params.get('sort'), ADMIN_SORTS) ?? 'recent',
  };
}

/** The selects beside the search; an empty choice means "any". */
const SELECTS: ChoiceFilter<'country' | 'trip_type' | 'status' | 'sort'>[] = [
  { key: 'country', label: 'Country', choices: COUNTRIES, labels: COUNTRY_LABELS, allLabel: 'All countries' },
  { key: 'trip_type', label: 'Trip type', choices: TRIP_TYPES, labels: TRIP_TYPE_LABELS, allLabel: 'All trip types' },
  { key: 'status', label: 'Status', choices: LEAD_STATUS_FILTERS, labels: STATUS_LABELS, allLabel: 'All statuses' },
  { key: 'sort', label: 'Sort', choices: ADMIN_SORTS, labels: ADMIN_SORT_LABELS },
];

/** Search, country, trip type, status and sort of All Trips. */
export function TripFilters({ filters, update }: { filters: AdminLeadsFilters; update: UpdateParams }) {
  return (
    // the search on a row of its own until the screen is wide enough for six columns that fit "All countries"
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end 2xl:grid-cols-6">
      <SearchField
        id="trips-search"
        label="Search"
        value={filters.search ?? ''}
        onSearch={(search) => update({ search })}
        // the search is sent once it has 2 characters, 250 ms after the last keystroke
        minChars={ADMIN_SEARCH_MIN_CHARS}
        placeholder="Name, email, title, requests or #id"
        srHint={`Searches once you type at least ${ADMIN_SEARCH_MIN_CHARS} characters.`}
        className="sm:col-span-2 lg:col-span-4 2xl:col-span-2"
      />
      {SELECTS.map(({ key, label, choices, labels, allLabel }) => (
        <ChoiceSelect
          key={key}
          id={`trips-${key.replace('_', '-')}`}
          label={label}
          value={filters[key] ?? ''}
          choices={choices}
          labels={labels}
          allLabel={allLabel}
          // 'recent' is the default order: the URL leaves it out
          onChange={(value) => update({ [key]: value === 'recent' ? undefined : value })}
        />
      ))}
    </div>
  );
}
