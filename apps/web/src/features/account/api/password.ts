import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@triptender/contract/account';
import { api } from '@/lib/api-client.ts';

/** POST /v1/me/password: 422 on `current_password` when it is wrong; the other sessions end. */
export function changePassword(body: ChangePasswordBody) {
  return api<{ message: string }>('/me/password', { method: 'POST', body, toastValidation: false });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
