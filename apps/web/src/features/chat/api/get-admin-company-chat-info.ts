import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyChatInfo } from '@triptender/contract/chat';
import { api } from '@/lib/api-client.ts';
import { chatKeys } from './keys.ts';

/** GET /v1/admin/chat/companies/{companyName}: the company of the admin chat page and its quotes. */
export function useAdminCompanyChatInfo(companyName: string) {
  return useQuery({
    queryKey: chatKeys.adminCompany(companyName),
    queryFn: ({ signal }) =>
      api<AdminCompanyChatInfo>(`/admin/chat/companies/${encodeURIComponent(companyName)}`, { signal }),
  });
}
