// Forgotten passwords: POST /v1/auth/forgot emails a one-time link (the /set-password page uses it
// through POST /v1/auth/set-password; POST /v1/auth/reset is the same call under its usual name).
import { z } from 'zod';
import { email } from './common.ts';

export const forgotPasswordBody = z.object({ email: email() });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** The one answer, whether or not the email has an account: the form must not reveal which exist. */
export const FORGOT_PASSWORD_SENT =
  'If an account exists for that email, we have sent it a link to choose a new password. The link works once and expires in 2 hours.';
