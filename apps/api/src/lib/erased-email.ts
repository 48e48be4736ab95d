// The address a deleted account is left with (decision 024): unique per user, so the person's own
// address is free to register again, and in the reserved `.invalid` domain (RFC 2606), so it can
// never reach anyone. Nothing is queued to it (lib/outbox.ts).
export const ERASED_EMAIL_DOMAIN = 'deleted.invalid';

export const erasedEmail = (userId: number) => `deleted-${userId}@${ERASED_EMAIL_DOMAIN}`;

export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);
