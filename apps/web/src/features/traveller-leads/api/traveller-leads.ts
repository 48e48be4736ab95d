import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TravellerLeadDetail,
  type TravellerLeadsResponse,
  TRAVELLER_LEAD_MESSAGES,
} from '@triptender/contract/traveller-leads';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export const travellerLeadsKey = ['client-requests'] as const;

export function useTravellerLeads(userId: number, page: number) {
  return useQuery({
    queryKey: [...travellerLeadsKey, userId, page],
    queryFn: ({ signal }) => api<TravellerLeadsResponse>(`/client/request/${userId}`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTravellerLead(id: number) {
  return useQuery({
    queryKey: ['client-request', id],
    queryFn: ({ signal }) => api<TravellerLeadDetail>(`/client/requests/${id}`, { signal }),
  });
}

export function useCloseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TravellerLeadDetail>(`/client/requests/${id}/close`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(TRAVELLER_LEAD_MESSAGES.closedToast, { description: TRAVELLER_LEAD_MESSAGES.closedDescription });
      await queryClient.invalidateQueries();
    },
  });
}
