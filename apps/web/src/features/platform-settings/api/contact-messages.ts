import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactMessage } from '@triptender/contract/admin';
import { api } from '@/lib/api-client.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';
import type { Wire } from '@triptender/contract/common';

export type ContactMessageData = Wire<z.output<typeof contactMessage>>;
const key = ['admin', 'contact-messages'] as const;

export function useContactMessages(filters: { page: number; status?: 'open' | 'handled' | undefined }) {
  return usePagedList<ContactMessageData>(key, '/admin/contact-messages', filters);
}

export function useHandleContactMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ContactMessageData>(`/admin/contact-messages/${id}/handle`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
  });
}
