import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminSort, adminLead, deleteLeadResponse, mergeLeadResponse } from '@triptender/contract/admin';
import type { KeysetListMeta } from '@triptender/contract/common';
import type { Country, LeadStatusFilter, TripType } from '@triptender/contract/enums';
import { walletsKey } from '@/lib/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import type { Wire } from '@triptender/contract/common';

export type AdminLeadData = Wire<z.output<typeof adminLead>>;
export type AdminLeadsFilters = {
  page: number;
  per_page: number;
  /** Keyset cursors (decision 019): the page follows or precedes the lead with this id. */
  after?: number | undefined;
  before?: number | undefined;
  search?: string | undefined;
  country?: Country | undefined;
  trip_type?: TripType | undefined;
  status?: LeadStatusFilter | undefined;
  sort: AdminSort;
};

const leadsKey = ['admin', 'leads'] as const;

export function useAdminLeads(filters: AdminLeadsFilters) {
  return useQuery({
    queryKey: [...leadsKey, filters],
    queryFn: ({ signal }) =>
      api<{ data: AdminLeadData[]; meta: KeysetListMeta }>('/companyLeads', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE /v1/leads/{id}: refunds every buyer. Errors are rethrown for the caller's own toasts. */
export function deleteLead(id: number) {
  return api<Wire<z.output<typeof deleteLeadResponse>>>(`/leads/${id}`, { method: 'DELETE' });
}

/** POST /v1/admin/leads/{id}/merge: the lead is deleted into `into` and its buyers refunded; errors rethrown. */
export function mergeLead(id: number, into: number) {
  return api<Wire<z.output<typeof mergeLeadResponse>>>(`/admin/leads/${id}/merge`, {
    method: 'POST',
    body: { into_lead_id: into },
  });
}

/** After deletions and merges: the list, the overview's counts and the buyers' wallets all changed. */
export function useRefreshAfterDelete() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: leadsKey }),
      qc.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      qc.invalidateQueries({ queryKey: walletsKey }),
    ]);
}
