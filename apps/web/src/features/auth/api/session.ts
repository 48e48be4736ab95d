import type { z } from 'zod';
import type { LoginBody, loginResponse } from '@triptender/contract/auth';
import { api } from '@/lib/api-client.ts';

export type LoginResult = Partial<z.input<typeof loginResponse>>;

export function login(body: LoginBody): Promise<LoginResult> {
  return api<LoginResult>('/auth', { method: 'POST', body, toastValidation: false });
}
