/** The email field of the login and forgot-password forms (the same field, so browsers fill both). */
export const EMAIL_FIELD = {
  id: 'email',
  label: 'Email',
  type: 'email',
  autoComplete: 'email',
  required: true,
} as const;
