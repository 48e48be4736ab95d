import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { outboxEmail, outboxEmailDetail } from '@triptender/contract/admin';
import type { EmailStatus } from '@triptender/contract/enums';
import { api } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';

export type OutboxEmailData = Wire<z.output<typeof outboxEmail>>;
export type OutboxEmailDetailData = Wire<z.output<typeof outboxEmailDetail>>;
const key = ['admin', 'emails'] as const;

export function useEmails(filters: { page: number; status?: EmailStatus | undefined }) {
  return usePagedList<OutboxEmailData>(key, '/admin/emails', filters);
}

export function useEmail(id: number | null) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: ({ signal }) => api<OutboxEmailDetailData>(`/admin/emails/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useRetryEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<OutboxEmailData>(`/admin/emails/${id}/retry`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
