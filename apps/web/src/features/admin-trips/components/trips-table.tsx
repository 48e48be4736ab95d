import { Trash2 } from 'lucide-react';
import { COUNTRY_LABELS, TRAVEL_TYPE_LABELS, TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table.tsx';
import type { AdminLeadData } from '../api/admin-leads.ts';
import { formatDay } from '@/lib/format.ts';

const COLUMNS = [
  'ID',
  'Title',
  'Client',
  'Email',
  'Mobile',
  'Country',
  'Start Date',
  'People',
  'Nights',
  'Trip Type',
  'Travel Type',
  'Flights',
  'Requests',
  'Companies',
  'Quotes',
  'Status',
  'Date Created',
];

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
      <Td className="whitespace-nowrap">{formatDay(lead.start_date)}</Td>
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
        <LeadStatusBadge status={lead.status} />
      </Td>
      <Td className="whitespace-nowrap">{formatDay(lead.created_at)}</Td>
      <Td>
        <Button variant="ghost" size="icon" aria-label={`Delete lead #${lead.id}`} onClick={onDelete}>
          <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
        </Button>
      </Td>
    </Tr>
  );
}

/** A page of trip requests with a checkbox per row (and one for the page) and a delete button each. */
export function TripsTable({
  rows,
  selected,
  onSelect,
  onDelete,
}: {
  rows: AdminLeadData[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  onDelete: (id: number) => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <Table aria-label="All trips" className="relative">
      <THead>
        <tr>
          <Th>
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              aria-label="Select all trips on this page"
              checked={allOnPage}
              onChange={(e) => onSelect(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
            />
          </Th>
          {COLUMNS.map((c) => (
            <Th key={c}>{c}</Th>
          ))}
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
              onSelect(next);
            }}
            onDelete={() => onDelete(lead.id)}
          />
        ))}
      </TBody>
    </Table>
  );
}
