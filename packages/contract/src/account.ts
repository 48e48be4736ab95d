// The signed-in user's own account security (issue 16, decision 021):
//   POST /v1/me/password                 body: changePasswordBody -> okBody (422 on a wrong current password)
//   POST /v1/me/sessions/revoke-all      -> okBody (every session of the user ends, this one too)
import { z } from 'zod';
import { password } from './auth.ts';

export const ACCOUNT_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  currentWrong: 'The current password is not right.',
  samePassword: 'The new password must differ from the current one.',
  confirmMismatch: 'The two new passwords do not match.',
  passwordChanged: 'Password changed. Your other sessions are signed out.',
  signedOutEverywhere: 'Signed out on every device.',
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentRequired })
  .min(1, ACCOUNT_MESSAGES.currentRequired)
  .max(1024, ACCOUNT_MESSAGES.currentWrong);

export const changePasswordBody = z.object({ current_password: currentPassword, password });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The form: the new password typed twice. */
export const changePasswordForm = z
  .object({ current_password: currentPassword, password, password_confirmation: z.string() })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: ACCOUNT_MESSAGES.confirmMismatch,
  });
