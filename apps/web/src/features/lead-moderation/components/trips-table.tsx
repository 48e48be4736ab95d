import { ChevronDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COUNTRY_LABELS } from '@triptender/contract/enums';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FactList, tripFacts } from '@/components/ui/fact-list.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table.tsx';
import { cn } from '@/lib/cn.ts';
import type { AdminLeadData } from '../api/leads.ts';
import { formatDate } from '@/lib/format.ts';
import { DuplicateLinks, MergeControl, type MergeRequest } from './merge-lead.tsx';

// What fits beside the admin's sidebar at 1280 px without sideways scrolling; the rest of a trip
// (country, contact, trip details, requests, buyers) is in the row's details.
const COLUMNS = ['ID', 'Title', 'Client', 'Start Date', 'Quotes', 'Status', 'Date Created'];
// the select box, the columns, Details and Delete
const COLUMN_COUNT = COLUMNS.length + 3;

function TripRow({
  lead,
  selected,
  onSelect,
  onDelete,
  onMerge,
}: {
  lead: AdminLeadData;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDelete: () => void;
  onMerge: (m: MergeRequest) => void;
}) {
  const [open, setOpen] = useState(false);
  const client = `${lead.user.first_name} ${lead.user.last_name}`;
  const detailsId = `trip-${lead.id}-details`;
  return (
    <>
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
        <Td className="min-w-40">
          <span className="line-clamp-2">{lead.title ?? '-'}</span>
          <DuplicateLinks lead={lead} />
        </Td>
        <Td className="whitespace-nowrap">{client}</Td>
        <Td className="whitespace-nowrap">{formatDate(lead.start_date)}</Td>
        <Td className="text-right">{lead.bids_count}</Td>
        <Td>
          <LeadStatusBadge status={lead.status} />
        </Td>
        <Td className="whitespace-nowrap">{formatDate(lead.created_at)}</Td>
        {/* the two icon columns pad less, so the table fits 1280 px with a wrapped status beside it */}
        <Td className="px-1!">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Details of lead #${lead.id}`}
            title="Details"
            className="px-2"
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
          </Button>
        </Td>
        <Td className="px-1!">
          <Button variant="ghost" size="icon" aria-label={`Delete lead #${lead.id}`} onClick={onDelete}>
            <Trash2 className="h-4 w-4 text-red-700" aria-hidden />
          </Button>
        </Td>
      </Tr>
      <tr id={detailsId} hidden={!open} className="bg-slate-50">
        <td colSpan={COLUMN_COUNT} className="px-4 py-3">
          <FactList
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]"
            facts={[
              ['Country', COUNTRY_LABELS[lead.country]],
              ['Email', <span className="break-all">{lead.user.email}</span>],
              ['Mobile', lead.user.mobile ?? '-'],
              ...tripFacts(lead),
              ['Companies', lead.companies_count],
              ['Requests', lead.special_requests ?? 'None'],
            ]}
          />
          <MergeControl lead={lead} onMerge={onMerge} />
        </td>
      </tr>
    </>
  );
}

/**
 * A page of trip requests with a checkbox per row (and one for the page), a row's details (with a merge
 * into another request) and a delete button each; a possible duplicate links to the request it repeats.
 */
export function TripsTable({
  rows,
  selected,
  onSelect,
  onDelete,
  onMerge,
}: {
  rows: AdminLeadData[];
  selected: ReadonlySet<number>;
  onSelect: (ids: Set<number>) => void;
  onDelete: (id: number) => void;
  onMerge: (m: MergeRequest) => void;
}) {
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  return (
    <Table aria-label="All trips" className="relative [&_:is(td,th)]:px-3">
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
            <Th key={c} className={c === 'Quotes' ? 'text-right' : undefined}>
              {c}
            </Th>
          ))}
          <Th className="px-1!">
            <span className="sr-only">Details</span>
          </Th>
          <Th className="px-1!">
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
            onMerge={onMerge}
          />
        ))}
      </TBody>
    </Table>
  );
}
