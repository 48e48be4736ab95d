import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EDIT_REQUEST_MESSAGES,
  type EditRequestBody,
  PENDING_REQUEST_MESSAGES,
  type TravellerLeadDetail,
  type TravellerLeadsResponse,
  TRAVELLER_LEAD_MESSAGES,
} from '@triptender/contract/traveller-leads';
import { api } from '@/lib/api-client.ts';
import { travellerRequestKey } from '@/lib/query-keys.ts';
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
    queryKey: [...travellerRequestKey, id],
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

/** Confirm a request awaiting confirmation (posted with this account's email): companies then see it. */
export function useConfirmRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<TravellerLeadDetail>(`/client/requests/${id}/confirm`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(PENDING_REQUEST_MESSAGES.confirmedToast, {
        description: PENDING_REQUEST_MESSAGES.confirmedDescription,
      });
      await queryClient.invalidateQueries();
    },
  });
}

/** Discard a request awaiting confirmation: it is removed, never having been shown. */
export function useDiscardRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/client/requests/${id}/discard`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(PENDING_REQUEST_MESSAGES.discardedToast, {
        description: PENDING_REQUEST_MESSAGES.discardedDescription,
      });
      await queryClient.invalidateQueries();
    },
  });
}

/** Save the traveller's changes to an open request; its buyers are told by the API. */
export function useEditRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRequestBody) =>
      api<TravellerLeadDetail>(`/client/requests/${id}`, { method: 'PATCH', body, toastValidation: false }),
    onSuccess: async (saved) => {
      toast.success(
        EDIT_REQUEST_MESSAGES.savedToast,
        saved.purchases_count > 0 ? { description: EDIT_REQUEST_MESSAGES.savedDescription } : {},
      );
      // the list, this page and Compare Bids all show the request
      await queryClient.invalidateQueries();
    },
  });
}
