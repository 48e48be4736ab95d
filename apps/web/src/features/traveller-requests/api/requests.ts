import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClientRequestDetail, type ClientRequestsResponse, REQUEST_MESSAGES } from '@triptender/contract/requests';
import { api } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';

export const clientRequestsKey = ['client-requests'] as const;

export function useClientRequests(userId: number, page: number) {
  return useQuery({
    queryKey: [...clientRequestsKey, userId, page],
    queryFn: ({ signal }) => api<ClientRequestsResponse>(`/client/request/${userId}`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClientRequest(id: number) {
  return useQuery({
    queryKey: ['client-request', id],
    queryFn: ({ signal }) => api<ClientRequestDetail>(`/client/requests/${id}`, { signal }),
  });
}

export function useCloseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ClientRequestDetail>(`/client/requests/${id}/close`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(REQUEST_MESSAGES.closedToast, { description: REQUEST_MESSAGES.closedDescription });
      await queryClient.invalidateQueries();
    },
  });
}
