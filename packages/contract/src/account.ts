// The signed-in user's own account security (decision 021):
//   POST /v1/me/password                 body: changePasswordBody -> okBody (422 on a wrong current password)
//   POST /v1/me/sessions/revoke-all      -> okBody (every session of the user ends, this one too)
// and the details they are known by:
//   PATCH /v1/me                         body: updateProfileBody -> meResponse
import { z } from 'zod';
import { password } from './auth.ts';
import { optionalText, text } from './common.ts';
import { LEAD_FORM_MESSAGES } from './leads.ts';
import { LOCALES } from './locales.ts';
import { PHONE_MESSAGE, PHONE_REGION, toE164 } from './phone.ts';

export const ACCOUNT_MESSAGES = {
  currentRequired: 'Please enter your current password.',
  currentWrong: 'The current password is not right.',
  samePassword: 'The new password must differ from the current one.',
  confirmMismatch: 'The two new passwords do not match.',
  passwordChanged: 'Password changed. Your other sessions are signed out.',
  signedOutEverywhere: 'Signed out on every device.',
  profileSaved: 'Your details are saved.',
  locale: 'Please choose one of the languages offered.',
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

/**
 * Your details: the name and mobile operators see on the requests you post (and on those still open or
 * awaiting confirmation, which follow the change). The mobile is stored in E.164: one typed without
 * its country code is read as a number of Ireland, else of the UK.
 */
/**
 * PATCH /v1/me: the name and mobile (both names, and the mobile, which is cleared when left out), the
 * language, or both. A body with only `locale` changes only the language.
 */
export const updateProfileBody = z
  .object({
    first_name: text({ min: 2, message: LEAD_FORM_MESSAGES.firstName, max: 100 }).optional(),
    last_name: text({ min: 2, message: LEAD_FORM_MESSAGES.lastName, max: 100 }).optional(),
    mobile: optionalText(40)
      .transform((typed, ctx) => {
        if (typed === null) return null;
        const e164 = toE164(typed, PHONE_REGION.ireland) ?? toE164(typed, PHONE_REGION.uk);
        if (e164 === null) {
          ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
          return z.NEVER;
        }
        return e164;
      })
      .optional(),
    locale: z.enum(LOCALES, { error: ACCOUNT_MESSAGES.locale }).optional(),
  })
  .superRefine((body, ctx) => {
    const onlyLocale =
      body.locale !== undefined &&
      body.first_name === undefined &&
      body.last_name === undefined &&
      body.mobile === undefined;
    if (onlyLocale) return;
    if (body.first_name === undefined)
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: LEAD_FORM_MESSAGES.firstName });
    if (body.last_name === undefined)
      ctx.addIssue({ code: 'custom', path: ['last_name'], message: LEAD_FORM_MESSAGES.lastName });
  });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;
