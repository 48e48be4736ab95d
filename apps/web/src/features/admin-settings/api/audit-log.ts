import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditEntry, AuditQuery } from '@triptender/contract/admin';
import type { ListMeta } from '@triptender/contract/common';
import { api } from '@/lib/api-client.ts';
import type { Wire } from '@triptender/contract/common';

export type AuditEntryData = Wire<z.output<typeof auditEntry>>;

export function useAuditLog(filters: AuditQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', filters],
    queryFn: ({ signal }) =>
      api<{ data: AuditEntryData[]; meta: ListMeta }>('/admin/audit', {
        query: filters as Record<string, string | number | undefined>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
