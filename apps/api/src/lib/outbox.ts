import type { GuestLeadBody } from '@triptender/contract/leads';
import { type Db, notify } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';

/** NOTIFY channel that wakes the outbox worker when an email is queued (it also polls). */
export const OUTBOX_CHANNEL = 'tt_outbox';

/**
 * Every email the product sends, with the data its template needs. The worker renders the
 * template when it sends, so a row holds only what is needed to render it again.
 */
export type EmailTemplates = {
  /** A guest's request was stored; a one-time link lets them set a password and see their quotes. */
  'claim-request': { first_name: string; link: string; lead_title: string };
  'team-invite': { first_name: string; company_name: string; inviter_name: string; link: string };
  'savings-guide': { first_name: string; title: string; country: string | null };
  'discount-claim': { first_name: string; title: string; country: string | null };
  'new-quote': { first_name: string; company_name: string; lead_title: string; price: string; link: string };
  'quote-accepted': { company_name: string; lead_title: string; traveller_name: string; link: string };
  'quote-declined': { company_name: string; lead_title: string; reason: string | null; link: string };
  'lead-purchased': { first_name: string; lead_title: string; link: string };
  /**
   * A wallet entry left the balance below the company's low-balance alert: to its Managers and Finance,
   * once until a credit lifts it again (domain/spending.ts). Amounts as shown ('$42.50').
   */
  'low-balance': { first_name: string; company_name: string; balance: string; threshold: string };
  'message-digest': {
    first_name: string;
    conversations: { title: string; from: string; count: number; preview: string }[];
    link: string;
  };
  'password-reset': { first_name: string; link: string };
  'contact-received': { name: string; subject: string };
  /** A guest's request with the email of an existing traveller waits for that traveller to confirm it. */
  'confirm-request': { first_name: string; lead_title: string; trip: string; link: string };
  /** A guest's request with the email of a company or admin account: nothing was stored. */
  'request-not-stored': { first_name: string; lead_title: string };
  /** The trip's last night has passed: the traveller may review the operator whose quote they accepted. */
  'review-invite': { first_name: string; company_name: string; lead_title: string; link: string };
  /** The traveller edited a request the company bought: what changed. */
  'lead-updated': {
    company_name: string;
    lead_title: string;
    changes: { field: string; from: string; to: string }[];
    link: string;
  };
  /**
   * A card top-up was paid: its receipt, to the company's Finance members (Managers when it has none),
   * with the receipt's PDF attached when sent (receiptAttachments in modules/receipts/receipts.ts).
   */
  receipt: {
    first_name: string;
    company_name: string;
    receipt_id: number;
    number: string;
    date: string;
    amount: string;
    payment_reference: string | null;
    billing: { legal_name: string | null; address: string | null; country: string | null; vat_number: string | null };
    issuer_name: string;
  };
};
export type EmailTemplate = keyof EmailTemplates;

/** A file sent with an email; made by the worker when it sends the email, never stored in the outbox. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/**
 * The files some templates send with their email, made from the outbox row's data when it is sent
 * (a receipt's PDF from its id); wired in workers.ts like the jobs' handlers.
 */
export type OutboxAttachments = {
  [T in EmailTemplate]?: (db: Db, data: EmailTemplates[T]) => Promise<MailAttachment[]>;
};

/**
 * Queues an email. Call it inside the transaction of the event that causes it: the row commits or
 * rolls back with the event, so nothing is lost and nothing is sent for an event that did not happen.
 * The worker (modules/notifications/outbox-worker.ts) renders and sends it after the commit.
 */
export async function enqueueEmail<T extends EmailTemplate>(
  db: Db,
  mail: { to: string; toName?: string | null; template: T; data: EmailTemplates[T]; dedupeKey?: string },
): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({
      to_email: mail.to,
      to_name: mail.toName ?? null,
      template: mail.template,
      data: mail.data,
      dedupe_key: mail.dedupeKey ?? null,
    })
    .onConflictDoNothing();
  // delivered on commit only: the worker wakes up for a row it can already see
  await notify(db, OUTBOX_CHANNEL, '');
}

/**
 * Work queued in the outbox to be done by its worker after the request that queued it was answered,
 * where the work must not show in the request's answer or its time: whether an email has an account
 * (forgot password, a guest's trip request). A job is a row of the outbox whose template is the job's
 * name; the worker runs its handler in a transaction and deletes the row; a handler that throws is
 * retried like an email, and one that still fails is marked failed and written to the audit log
 * (modules/notifications/outbox-worker.ts).
 */
export type OutboxJobs = {
  /** Someone asked for a password reset link for this address (modules/auth/password-reset.ts). */
  'password-reset-request': Record<string, never>;
  /** A guest's trip request, validated and cleaned, to store for its email (modules/leads/guest-request.ts). */
  'guest-trip-request': Omit<GuestLeadBody, 'lead_type' | 'title'>;
};
export type OutboxJob = keyof OutboxJobs;
export const OUTBOX_JOBS: readonly OutboxJob[] = ['password-reset-request', 'guest-trip-request'];
export const isOutboxJob = (template: string): template is OutboxJob =>
  (OUTBOX_JOBS as readonly string[]).includes(template);

/** What the worker calls for each job; it may queue emails in `tx`. */
export type OutboxJobHandlers = {
  [J in OutboxJob]: (tx: Db, job: { to: string; data: OutboxJobs[J]; publicUrl: string }) => Promise<void>;
};

/** Queues a job for the outbox worker: one insert, the same whatever the job will find. */
export async function enqueueJob<J extends OutboxJob>(db: Db, job: { to: string; job: J; data: OutboxJobs[J] }) {
  await db.insert(emailOutbox).values({ to_email: job.to, template: job.job, data: job.data });
  await notify(db, OUTBOX_CHANNEL, '');
}
