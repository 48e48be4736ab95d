import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@triptender/contract/privacy';
import { api } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';

/** Saves everything TripTender holds about the logged-in user as a JSON file (GET /v1/me/export). */
export const downloadMyData = () => downloadFile('/me/export', { fallbackName: 'triptender-data.json' });

/** Deletes the logged-in user's account, confirmed with their password (DELETE /v1/me). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      api<{ message: string }>('/me', { method: 'DELETE', body, toastValidation: false }),
  });
}
