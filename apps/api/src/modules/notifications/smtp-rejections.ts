// What an SMTP server's refusal means for the outbox worker (outbox-worker.ts).

/**
 * How the SMTP server refused an email for good (a 5xx reply), or null for a failure worth retrying
 * (a timeout, a 4xx, a refused connection). 'address' when the refusal is about the recipient's
 * mailbox: any 5xx to RCPT TO, or a 5xx to DATA with an enhanced status 5.1.x (bad mailbox) or 5.2.1
 * (mailbox disabled); a 5xx to DATA for anything else (the content, a policy) is 'message' and says
 * nothing about the address. Rejections of our own sender or login (MAIL FROM, AUTH) are retried: they
 * are ours to fix, and the admin sees them in the outbox.
 */
export function permanentRejection(err: unknown): 'address' | 'message' | null {
  const e = err as { responseCode?: unknown; command?: unknown; response?: unknown } | null;
  const code = typeof e?.responseCode === 'number' ? e.responseCode : 0;
  if (code < 500 || code >= 600) return null;
  if (e?.command === 'RCPT TO') return 'address';
  if (e?.command !== 'DATA') return null;
  return /\b5\.(1\.\d{1,3}|2\.1)\b/.test(String(e.response ?? '')) ? 'address' : 'message';
}
