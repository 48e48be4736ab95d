import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { TRIP_TYPE_LABELS } from '@triptender/contract/enums';
import { paths } from '@triptender/contract/paths';
import type { TravellerLead } from '@triptender/contract/traveller-leads';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState, ErrorState, Skeleton } from '@/components/ui/feedback.tsx';
import { ListPager } from '@/components/ui/list-pager.tsx';
import { Table, TBody, Td, Tr, TableHeader } from '@/components/ui/table.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { useTravellerLeads } from '../api/traveller-leads.ts';
import { LeadStatusBadge } from '@/components/ui/lead-status-badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { EditRequestDialog } from './edit-request-dialog.tsx';
import { PendingActions } from './pending-actions.tsx';

function TripSummary({ request: r }: { request: TravellerLead }) {
  return (
    <div>
      <p className="font-medium text-slate-900">{r.title}</p>
      <p className="text-xs text-slate-600">
        {r.number_of_people} {r.number_of_people === 1 ? 'traveller' : 'travellers'} · {r.number_of_night}{' '}
        {r.number_of_night === 1 ? 'night' : 'nights'} · {TRIP_TYPE_LABELS[r.trip_type]}
      </p>
    </div>
  );
}

/** View; Edit while open; Confirm / Discard for a request awaiting the traveller's confirmation. */
function RowActions({ request: r }: { request: TravellerLead }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 sm:justify-start">
      <ViewLink request={r} />
      {r.status === 'open' ? <EditRequestDialog request={r} size="sm" /> : null}
      {r.status === 'pending' ? <PendingActions request={r} size="sm" /> : null}
    </div>
  );
}

function ViewLink({ request: r }: { request: TravellerLead }) {
  return (
    <Link
      to={paths.user.request(r.id)}
      className={buttonClass('outline', 'sm')}
      aria-label={`View ${r.title} posted ${formatDate(r.created_at)}`}
    >
      View
    </Link>
  );
}

/** 'My Trip Requests': the traveller's requests with status, bids and a View link. */
export function RequestsTable({ onPostRequest }: { onPostRequest: () => void }) {
  const userId = Number(useAuth((s) => s.user?.id) ?? 0);
  const [page, setPage] = useState(1);
  const requests = useTravellerLeads(userId, page);

  if (requests.isPending) return <Skeleton className="h-64" />;
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  const { data, meta } = requests.data;
  if (data.length === 0) {
    return (
      <Card>
        <EmptyState
          title="You have not posted a trip request yet."
          action={
            <Button onClick={onPostRequest}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Post Trip Request
            </Button>
          }
        >
          Tell local operators about your trip and receive their quotes, for free.
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card>
      {/* phones get a stacked list; wider screens the table */}
      <ul className="divide-y divide-slate-100 sm:hidden">
        {data.map((r) => (
          <li key={r.id} className="space-y-2 p-4">
            <div className="flex items-start justify-between gap-3">
              <TripSummary request={r} />
              <LeadStatusBadge status={r.status} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
              <span>
                {r.count_bids_count} {r.count_bids_count === 1 ? 'bid' : 'bids'} · {formatDate(r.created_at)}
              </span>
              <RowActions request={r} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table label="Trip requests">
          <TableHeader columns={['Trip Summary', 'Status', 'Tour Operator Bids', 'Date Posted', 'Actions']} />
          <TBody>
            {data.map((r) => (
              <Tr key={r.id}>
                <Td className="min-w-56">
                  <TripSummary request={r} />
                </Td>
                <Td>
                  <LeadStatusBadge status={r.status} />
                </Td>
                <Td>{r.count_bids_count}</Td>
                <Td className="whitespace-nowrap">{formatDate(r.created_at)}</Td>
                <Td>
                  <RowActions request={r} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
      <ListPager meta={meta} shown={data.length} onPage={setPage} label="Request pages" />
    </Card>
  );
}
