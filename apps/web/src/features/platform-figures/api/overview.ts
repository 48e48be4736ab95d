import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminOverview } from '@triptender/contract/admin';
import { api } from '@/lib/api-client.ts';
import type { Wire } from '@triptender/contract/common';

export type AdminOverviewData = Wire<z.output<typeof adminOverview>>;

export function useAdminOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => api<AdminOverviewData>('/admin/overview', { signal }),
  });
}
