import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { badLeadReport } from '@triptender/contract/bad-leads';
import type { BadLeadReportStatus } from '@triptender/contract/enums';
import { walletsKey } from '@/lib/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';

export type BadLeadReportData = Wire<z.output<typeof badLeadReport>>;
const key = ['admin', 'bad-lead-reports'] as const;

export function useBadLeadReports(filters: { page: number; status?: BadLeadReportStatus | undefined }) {
  return usePagedList<BadLeadReportData>(key, '/admin/bad-lead-reports', filters);
}

/** Confirm (the purchase is refunded) or reject a report. */
export function useResolveBadLead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: 'confirm' | 'reject'; note: string | null }) =>
      api<BadLeadReportData>(`/admin/bad-lead-reports/${id}/${action}`, { method: 'POST', body: { note } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: walletsKey });
      void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
