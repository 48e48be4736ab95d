import type { ForgotPasswordBody } from '@triptender/contract/password-reset';
import { api } from '@/lib/api-client.ts';

/** POST /v1/auth/forgot: the answer is the same whether or not the email has an account. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return api<{ message: string }>('/auth/forgot', { method: 'POST', body, toastValidation: false });
}
