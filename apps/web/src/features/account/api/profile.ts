import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileBody } from '@triptender/contract/account';
import type { meResponse } from '@triptender/contract/auth';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { getAuth } from '@/lib/auth-store.ts';
import { queryClient } from '@/lib/query-client.ts';

/** PATCH /v1/me: the name and mobile; the signed-in user here (and the cached GET /v1/me) follows the answer. */
export async function updateProfile(body: UpdateProfileBody) {
  const res = await api<z.input<typeof meResponse>>('/me', { method: 'PATCH', body, toastValidation: false });
  getAuth().setUser(res.user);
  // the portal's refresh of the stored user (useRefreshMe) must not bring the old details back
  queryClient.setQueryData(['me'], res);
  return res;
}

export function useUpdateProfile() {
  // the form shows a failure beside its fields: no global toast as well
  return useMutation({ mutationFn: updateProfile, meta: { silent: true } });
}
