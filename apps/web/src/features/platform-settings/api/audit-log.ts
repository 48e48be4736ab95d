import type { z } from 'zod';
import type { auditEntry, AuditQuery } from '@triptender/contract/admin';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';

export type AuditEntryData = Wire<z.output<typeof auditEntry>>;

export function useAuditLog(filters: AuditQuery) {
  return usePagedList<AuditEntryData>(['admin', 'audit'], '/admin/audit', filters);
}
