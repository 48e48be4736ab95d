import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessage } from '@triptender/contract/admin';
import type { ListMeta } from '@triptender/contract/common';
import { api } from '@/lib/api-client.ts';
import type { Wire } from '@triptender/contract/common';

export type ContactMessageData = Wire<z.output<typeof contactMessage>>;
const key = ['admin', 'contact-messages'] as const;

export function useContactMessages(filters: { page: number; status?: 'open' | 'handled' | undefined }) {
  return useQuery({
    queryKey: [...key, filters],
    queryFn: ({ signal }) =>
      api<{ data: ContactMessageData[]; meta: ListMeta }>('/admin/contact-messages', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHandleContactMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ContactMessageData>(`/admin/contact-messages/${id}/handle`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
