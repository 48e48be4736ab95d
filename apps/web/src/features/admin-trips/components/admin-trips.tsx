import { format, parseISO } from 'date-fns';
import { Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_SORT_LABELS, ADMIN_SORTS, ADMIN_TEXT } from '@triptender/contract/admin';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MIN_CHARS,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
} from '@triptender/contract/constants';
import {
  COUNTRIES,
  COUNTRY_LABELS,
  LEAD_STATUS_BADGE,
  LEAD_STATUS_FILTERS,
  TRAVEL_TYPE_LABELS,
  TRIP_TYPE_LABELS,
  TRIP_TYPES,
} from '@triptender/contract/enums';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Input, Label, Select } from '@/components/ui/input.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { noRows, QueryState } from '@/components/ui/query-state.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table.tsx';
import { toast } from '@/lib/toast.ts';
import {
  type AdminLeadData,
  type AdminLeadsFilters,
  deleteLead,
  useAdminLeads,
  useRefreshAfterDelete,
} from '../api/admin-leads.ts';

const FILTER_KEYS = ['search', 'country', 'trip_type', 'status', 'sort'] as const;
const STATUS_LABELS = { open: 'Open', accepted: 'Accepted', quoted: 'Quoted', unquoted: 'Unquoted' } as const;
// bulk deletes go a few at a time: each one refunds wallets and locks their rows
const BULK_CONCURRENCY = 4;

function oneOf<T extends string>(value: string | null, values: readonly T[]): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** The filters as the URL holds them, so a filtered view can be linked to and survives a reload. */
function readFilters(params: URLSearchParams): AdminLeadsFilters {
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

async function deleteAll(ids: number[]): Promise<number> {
  let deleted = 0;
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (
          await deleteLead(id).then(
            () => true,
            () => false,
          )
        )
          deleted++;
      }
    }),
  );
  return deleted;
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

function TripRow({
  lead,
  selected,
  onSelect,
  onDelete,
}: {
  lead: AdminLeadData;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
}) {
  const client = `${lead.user.first_name} ${lead.user.last_name}`;
  return (
    <Tr className={selected ? 'bg-brand-50' : undefined}>
      <Td>
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          aria-label={`Select lead #${lead.id}`}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
        />
      </Td>
      <Td className="font-medium">#{lead.id}</Td>
      <Td className="min-w-48">{lead.title ?? '-'}</Td>
      <Td className="whitespace-nowrap">{client}</Td>
      <Td className="whitespace-nowrap">{lead.user.email}</Td>
      <Td className="whitespace-nowrap">{lead.user.mobile ?? '-'}</Td>
      <Td>{COUNTRY_LABELS[lead.country]}</Td>
      <Td className="whitespace-nowrap">{format(parseISO(lead.start_date), 'MMM. d, yyyy')}</Td>
      <Td className="text-right">{lead.number_of_people}</Td>
      <Td className="text-right">{lead.number_of_night}</Td>
      <Td>{TRIP_TYPE_LABELS[lead.trip_type]}</Td>
      <Td className="whitespace-nowrap">{TRAVEL_TYPE_LABELS[lead.travel_type]}</Td>
      <Td>{lead.flight_booked === 'yes' ? 'Yes' : 'No'}</Td>
      <Td className="max-w-64 min-w-48">
        <span className="line-clamp-2" title={lead.special_requests ?? undefined}>
          {lead.special_requests ?? <span className="text-slate-500">None</span>}
        </span>
      </Td>
      <Td className="text-right">{lead.companies_count}</Td>
      <Td className="text-right">{lead.bids_count}</Td>
      <Td>
        <Badge tone={lead.status === 'open' ? 'green' : lead.status === 'accepted' ? 'blue' : 'neutral'}>
          {LEAD_STATUS_BADGE[lead.status]}
        </Badge>
      </Td>
      <Td className="whitespace-nowrap">{format(parseISO(lead.created_at), 'MMM. d, yyyy')}</Td>
      <Td>
        <Button variant="ghost" size="icon" aria-label={`Delete lead #${lead.id}`} onClick={onDelete}>
          <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
        </Button>
      </Td>
    </Tr>
  );
}

/** The admin's All Trips: filters in the URL, a page of trip requests, single and bulk deletion. */
export function AdminTrips() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const query = useAdminLeads(filters);
  const { data, isFetching } = query;
  const refresh = useRefreshAfterDelete();
  const rows = data?.data ?? [];

  // Selection belongs to the rows on screen: a new page, filter or answer starts it afresh.
  const rowsKey = rows.map((r) => r.id).join(',');
  const [selection, setSelection] = useState<{ key: string; ids: Set<number> }>({ key: '', ids: new Set() });
  const selected = selection.key === rowsKey ? selection.ids : new Set<number>();
  const select = (ids: Set<number>) => setSelection({ key: rowsKey, ids });

  const [confirm, setConfirm] = useState<{ kind: 'one'; id: number } | { kind: 'many'; ids: number[] } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const update = (changes: Record<string, string | number | undefined>, resetPage = true) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };
  const hasFilters = FILTER_KEYS.some((k) => params.get(k));

  const runDelete = async () => {
    if (!confirm) return;
    setDeleting(true);
    if (confirm.kind === 'one') {
      try {
        await deleteLead(confirm.id);
        toast.success(ADMIN_TEXT.deleted, { description: `Lead #${confirm.id} was deleted and its buyers refunded.` });
      } catch {
        toast.error(ADMIN_TEXT.deleteFailed, { description: ADMIN_TEXT.deleteFailedText(confirm.id) });
      }
    } else {
      const total = confirm.ids.length;
      const deleted = await deleteAll(confirm.ids);
      if (deleted === 0) {
        toast.error(ADMIN_TEXT.bulkDeleteFailed, { description: ADMIN_TEXT.bulkDeleteFailedText });
      } else {
        toast.success(ADMIN_TEXT.bulkDeleteComplete, {
          description: ADMIN_TEXT.bulkDeleteText(deleted, total, total - deleted),
        });
      }
    }
    await refresh();
    setDeleting(false);
    setConfirm(null);
  };

  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <div className="space-y-4">
      <Card className="p-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
          <SearchBox value={filters.search ?? ''} onSearch={(search) => update({ search })} />
          <div>
            <Label htmlFor="trips-country">Country</Label>
            <Select
              id="trips-country"
              value={filters.country ?? ''}
              onChange={(e) => update({ country: e.target.value })}
            >
              <option value="">All countries</option>
              {(['ireland', 'scotland', 'uk'] as const).map((c) => (
                <option key={c} value={c}>
                  {COUNTRY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="trips-trip-type">Trip type</Label>
            <Select
              id="trips-trip-type"
              value={filters.trip_type ?? ''}
              onChange={(e) => update({ trip_type: e.target.value })}
            >
              <option value="">All trip types</option>
              {(['sightseeing', 'active', 'city', 'cultural'] as const).map((t) => (
                <option key={t} value={t}>
                  {TRIP_TYPE_LABELS[t]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="trips-status">Status</Label>
            <Select id="trips-status" value={filters.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
              <option value="">All statuses</option>
              {LEAD_STATUS_FILTERS.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="trips-sort">Sort</Label>
            <Select
              id="trips-sort"
              value={filters.sort}
              onChange={(e) => update({ sort: e.target.value === 'recent' ? undefined : e.target.value })}
            >
              {ADMIN_SORTS.map((s) => (
                <option key={s} value={s}>
                  {ADMIN_SORT_LABELS[s]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={selected.size === 0}
            onClick={() => setConfirm({ kind: 'many', ids: [...selected] })}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            Delete selected{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!hasFilters}
            onClick={() => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])))}
          >
            Reset filters
          </Button>
        </div>
      </Card>

      <Card aria-busy={isFetching}>
        <QueryState query={query} isEmpty={noRows} empty={ADMIN_TEXT.noTrips}>
          {() => (
            <Table aria-label="All trips" className="relative">
              <THead>
                <tr>
                  <Th>
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-brand-700"
                      aria-label="Select all trips on this page"
                      checked={allOnPage}
                      onChange={(e) => select(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                    />
                  </Th>
                  <Th>ID</Th>
                  <Th>Title</Th>
                  <Th>Client</Th>
                  <Th>Email</Th>
                  <Th>Mobile</Th>
                  <Th>Country</Th>
                  <Th>Start Date</Th>
                  <Th>People</Th>
                  <Th>Nights</Th>
                  <Th>Trip Type</Th>
                  <Th>Travel Type</Th>
                  <Th>Flights</Th>
                  <Th>Requests</Th>
                  <Th>Companies</Th>
                  <Th>Quotes</Th>
                  <Th>Status</Th>
                  <Th>Date Created</Th>
                  <Th>
                    <span className="sr-only">Delete</span>
                  </Th>
                </tr>
              </THead>
              <TBody>
                {rows.map((lead) => (
                  <TripRow
                    key={lead.id}
                    lead={lead}
                    selected={selected.has(lead.id)}
                    onSelect={(on) => {
                      const next = new Set(selected);
                      if (on) next.add(lead.id);
                      else next.delete(lead.id);
                      select(next);
                    }}
                    onDelete={() => setConfirm({ kind: 'one', id: lead.id })}
                  />
                ))}
              </TBody>
            </Table>
          )}
        </QueryState>
        {data ? (
          <ListPager
            meta={data.meta}
            shown={rows.length}
            label="All trips pages"
            onPage={(page) => update({ page: page > 1 ? page : undefined }, false)}
            onPerPage={(perPage) => update({ per_page: perPage === DEFAULT_PAGE_SIZE ? undefined : perPage })}
          />
        ) : null}
      </Card>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => (o || deleting ? null : setConfirm(null))}
        title={confirm?.kind === 'many' ? 'Delete selected leads' : 'Delete lead'}
        description={
          confirm?.kind === 'one'
            ? ADMIN_TEXT.deleteConfirm(confirm.id)
            : confirm?.kind === 'many'
              ? ADMIN_TEXT.bulkDeleteConfirm(confirm.ids.length)
              : ''
        }
        confirmLabel="Delete"
        pending={deleting}
        onConfirm={() => void runDelete()}
      >
        <p className="mt-2 text-sm text-slate-600">Companies that bought them are refunded to their wallets.</p>
      </ConfirmDialog>
    </div>
  );
}
