import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushPublicKey, PushSubscriptionBody } from '@triptender/contract/push';
import { api } from '@/lib/api-client.ts';

const settingsKey = ['me', 'notification-settings'] as const;

/** Whether push is on on this server, and the VAPID key a browser subscribes with. */
export function usePushPublicKey() {
  return useQuery({
    queryKey: ['push', 'public-key'],
    queryFn: ({ signal }) => api<PushPublicKey>('/push/public-key', { signal }),
    staleTime: Infinity,
  });
}

/** Stores this browser's subscription, so the user's pushes reach this device. */
export function useSavePushSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionBody) =>
      api<PushDevice>('/me/push-subscriptions', { method: 'POST', body, toastValidation: false }),
    // the card says what went wrong
    meta: { silent: true },
    // the settings count the user's devices
    onSuccess: () => void qc.invalidateQueries({ queryKey: settingsKey }),
  });
}

/** Forgets this browser's subscription. */
export function useDeletePushSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) =>
      api<{ message: string }>('/me/push-subscriptions', { method: 'DELETE', body: { endpoint } }),
    meta: { silent: true },
    onSettled: () => void qc.invalidateQueries({ queryKey: settingsKey }),
  });
}
