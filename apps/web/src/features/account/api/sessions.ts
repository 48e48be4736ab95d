import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { forgetSession } from '@/lib/logout.ts';

/** POST /v1/me/sessions/revoke-all: every session of the user ends, this one too, so it is forgotten here. */
export async function signOutEverywhere() {
  const res = await api<{ message: string }>('/me/sessions/revoke-all', { method: 'POST' });
  forgetSession();
  return res;
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
