import { queryClient } from './query-client.ts';
import { api } from './api-client.ts';
import { getAuth } from './auth-store.ts';
import { realtime } from './realtime.ts';

/**
 * Forgets the user, the live connection and every cached answer here (the server already ended the
 * session). `ended`: the account is gone rather than signed out, so the signed-in pages send the
 * visitor home, not to the login page (as a session that expired does).
 */
export function forgetSession({ ended = false } = {}): void {
  realtime.signOut();
  if (ended) getAuth().expire();
  else getAuth().clear();
  queryClient.clear();
}

/** Revokes the token on the server (best effort), then forgets the user and every cached answer. */
export async function logout(): Promise<void> {
  realtime.signOut();
  if (getAuth().token) await api('/auth/logout', { method: 'POST' }).catch(() => {});
  forgetSession();
}
