import { useQuery } from '@tanstack/react-query';
import type { AdminCompanyConversationInfo } from '@triptender/contract/conversations';
import { api } from '@/lib/api-client.ts';
import { conversationKeys } from './keys.ts';

/** GET /v1/admin/chat/companies/{companyName}: the company of the admin chat page and its quotes. */
export function useAdminCompanyConversationInfo(companyName: string) {
  return useQuery({
    queryKey: conversationKeys.adminCompany(companyName),
    queryFn: ({ signal }) =>
      api<AdminCompanyConversationInfo>(`/admin/chat/companies/${encodeURIComponent(companyName)}`, { signal }),
  });
}
