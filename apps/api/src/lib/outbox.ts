import type { GuestLeadBody } from '@triptender/contract/leads';
import type { PushPayload } from '@triptender/contract/push';
import { type Db, notify } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { templateList, unsubscribedOf } from './email-lists.ts';
import { isErasedEmail } from './erased-email.ts';

/** NOTIFY channel that wakes the outbox worker when an email is queued (it also polls). */
export const OUTBOX_CHANNEL = 'tt_outbox';

/**
 * Every email the product sends, with the data its template needs. The worker renders the
 * template when it sends, so a row holds only what is needed to render it again.
 */
type ConfirmRequestEmail = {
  first_name: string;
  lead_title: string;
  trip: string;
  link: string;
  /** The address the link proves. */
  email?: string;
  /** Whether the account has a password (if not, the confirm page offers to choose one). */
  has_password?: boolean;
  /** The title of the traveller's earlier request for the same dates, when this one repeats it. */
  duplicate_of_title?: string | null;
  /** The traveller's Requests page, to update the earlier request instead. */
  requests_link?: string;
};

/**
 * The client a public form was posted from, kept with its email as a hash only: what the rations of
 * mail to unconfirmed addresses count by (modules/marketing/unconfirmed-mail.ts). Templates ignore it.
 */
type FormClient = { client_hash?: string };

export type EmailTemplates = {
  /** A guest's request was stored; a one-time link lets them set a password and see their quotes. */
  'claim-request': { first_name: string; link: string; lead_title: string };
  'team-invite': { first_name: string; company_name: string; inviter_name: string; link: string };
  'savings-guide': { first_name: string; title: string; country: string | null } & FormClient;
  'discount-claim': { first_name: string; title: string; country: string | null } & FormClient;
  'new-quote': { first_name: string; company_name: string; lead_title: string; price: string; link: string };
  'quote-accepted': { company_name: string; lead_title: string; traveller_name: string; link: string };
  /** An operator revised a sent quote: the traveller is told what changed in the new version. */
  'quote-updated': {
    first_name: string;
    company_name: string;
    lead_title: string;
    version: number;
    changes: string[];
    link: string;
  };
  /** `reason_label`: the reason the traveller chose from the list (DECLINE_REASON_LABELS); `reason`: their words. */
  'quote-declined': {
    company_name: string;
    lead_title: string;
    reason_label?: string | null;
    reason: string | null;
    link: string;
  };
  'lead-purchased': { first_name: string; lead_title: string; link: string };
  /** Auto-buy bought a lead for the company: to its Managers and Agents, with a link to quote it. */
  'auto-bought': {
    first_name: string;
    company_name: string;
    lead_title: string;
    price: string;
    /** The quote deadline, as shown ('Tue 8 Dec, 14:00 UTC'). */
    quote_due: string;
    link: string;
  };
  /** Auto-buy paused itself after `missed` automatic purchases in a row got no quote in time. */
  'auto-buy-paused': { first_name: string; company_name: string; missed: number };
  /**
   * A wallet entry left the balance below the company's low-balance alert: to its Managers and Finance,
   * once until a credit lifts it again (domain/spending.ts). Amounts as shown ('$42.50').
   */
  'low-balance': { first_name: string; company_name: string; balance: string; threshold: string };
  /**
   * A lead the company bought was refunded automatically (a bounce, a merged duplicate, the admin's
   * deletion: modules/purchases/auto-refunds.ts): to its Managers and Finance and to the buyer. `link`
   * names the page the button opens: the wallet for those who see it, My Leads for the others.
   */
  'lead-refunded': {
    first_name: string;
    company_name: string;
    lead_title: string;
    amount: string;
    reason: string;
    link: 'wallet' | 'leads';
  };
  'message-digest': {
    first_name: string;
    conversations: { title: string; from: string; count: number; preview: string }[];
    link: string;
  };
  'password-reset': { first_name: string; link: string };
  'contact-received': { name: string; subject: string } & FormClient;
  /**
   * A request awaits its traveller's confirmation (every guest's; a traveller's whose email is not
   * verified): the link confirms the email and publishes it. The optional fields came with the confirmation step
   * (rows queued before it lack them).
   */
  'confirm-request': ConfirmRequestEmail;
  /** The one reminder, CONFIRM_REMINDER_HOURS after a request still awaiting confirmation: a fresh link. */
  'confirm-reminder': ConfirmRequestEmail;
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
   * A lead that fits the company's lead preferences went live: to each of its users who chose instant
   * alerts (modules/notifications/lead-alerts.ts). No contact details. On the 'lead-alerts' list.
   */
  'new-lead-alert': { first_name: string; company_name: string; lead: LeadAlertItem };
  /** The leads that fitted since the last one, once a day, to users who chose the daily digest. */
  'lead-digest': { first_name: string; company_name: string; leads: LeadAlertItem[]; more: number };
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

/** A lead as an alert tells of it: its title, its trip in one line, its quality signals in words. */
export type LeadAlertItem = { id: number; title: string; facts: string; signals: string[] };

/** A file sent with an email; made by the worker when it sends the email, never stored in the outbox. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };

/**
 * The files some templates send with their email, made from the outbox row's data when it is sent
 * (a receipt's PDF from its id); wired in workers.ts like the jobs' handlers.
 */
export type OutboxAttachments = {
  [T in EmailTemplate]?: (db: Db, data: EmailTemplates[T]) => Promise<MailAttachment[]>;
};

/** One email to queue: enqueueEmail, enqueueEmails. */
export type QueuedEmail<T extends EmailTemplate = EmailTemplate> = {
  to: string;
  toName?: string | null;
  template: T;
  data: EmailTemplates[T];
  dedupeKey?: string;
  /** Why it must not go: the row is written 'held' with this in last_error, and never sent. */
  held?: string | null;
};

/**
 * Queues an email. Call it inside the transaction of the event that causes it: the row commits or
 * rolls back with the event, so nothing is lost and nothing is sent for an event that did not happen.
 * The worker (modules/notifications/outbox-worker.ts) renders and sends it after the commit.
 */
export async function enqueueEmail<T extends EmailTemplate>(db: Db, mail: QueuedEmail<T>): Promise<void> {
  await enqueueEmails(db, [mail as QueuedEmail]);
}

/**
 * Queues several emails as enqueueEmail does each, in a few statements whatever their number (an
 * event that tells hundreds of people: a lead that went live). Erased addresses and addresses that
 * left an email's list are skipped; a dedupe key already queued is not queued again.
 */
export async function enqueueEmails(db: Db, mails: QueuedEmail[]): Promise<void> {
  // a deleted account's placeholder address reaches nobody (lib/erased-email.ts); an address that
  // unsubscribed from the template's list (lib/email-lists.ts) is not written to again
  const live = mails.filter((m) => !isErasedEmail(m.to));
  const lists = new Set(live.map((m) => templateList(m.template)).filter((l) => l !== null));
  const left = new Map<string, Set<string>>();
  for (const list of lists)
    left.set(
      list,
      await unsubscribedOf(
        db,
        live.filter((m) => templateList(m.template) === list).map((m) => m.to),
        list,
      ),
    );
  const rows = live.filter((m) => {
    const list = templateList(m.template);
    return !list || !left.get(list)!.has(m.to.toLowerCase());
  });
  await insertOutboxRows(
    db,
    rows.map((mail) => ({
      to_email: mail.to,
      to_name: mail.toName ?? null,
      template: mail.template,
      data: mail.data,
      dedupe_key: mail.dedupeKey ?? null,
      ...(mail.held ? { status: 'held' as const, last_error: mail.held } : {}),
    })),
  );
}

/** Inserts outbox rows in chunks, skipping dedupe keys already queued, and wakes the worker once. */
async function insertOutboxRows(db: Db, rows: (typeof emailOutbox.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(emailOutbox)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  // delivered on commit only: the worker wakes up for a row it can already see (a held one it never takes)
  if (rows.some((r) => r.status !== 'held')) await notify(db, OUTBOX_CHANNEL, '');
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
  /** A lead went live that fits companies with auto-buy on: offer it to them in turn (modules/auto-buy/run.ts). */
  'auto-buy': { lead_id: number };
  /** One push to one device (domain/push.ts queues it, modules/push/send-push.ts sends it). */
  push: { subscription_id: number; payload: PushPayload };
};
export type OutboxJob = keyof OutboxJobs;
export const OUTBOX_JOBS: readonly OutboxJob[] = ['password-reset-request', 'guest-trip-request', 'auto-buy', 'push'];
export const isOutboxJob = (template: string): template is OutboxJob =>
  (OUTBOX_JOBS as readonly string[]).includes(template);
/**
 * The jobs a user waits on by the second: a push to a device, an automatic purchase. The worker runs
 * them in a lane of their own, several at a time, so a burst of emails never queues them
 * (docs/operations.md, "The outbox").
 */
export const URGENT_JOBS = ['push', 'auto-buy'] as const satisfies readonly OutboxJob[];

/** One queued job as its handler gets it. */
export type OutboxJobRow<J extends OutboxJob> = { to: string; data: OutboxJobs[J]; publicUrl: string };
/**
 * What the worker calls for a job: for each row, in a transaction with the row's removal (it may queue
 * emails in `tx`); or, for a job that is mostly a network call (a push), once for all the rows of a
 * claim, outside a transaction, answering for each row null (done) or the error to retry it with.
 */
export type OutboxJobHandler<J extends OutboxJob> =
  | ((tx: Db, job: OutboxJobRow<J>) => Promise<void>)
  | { batch: (db: Db, jobs: OutboxJobRow<J>[]) => Promise<(Error | null)[]> };
export type OutboxJobHandlers = { [J in OutboxJob]: OutboxJobHandler<J> };

/**
 * What the worker calls, in the transaction that marks the email failed, when the SMTP server refused
 * its address for good (a permanent bounce): wired in workers.ts to the automatic refunds
 * (modules/purchases/auto-refunds.ts), which the worker's own module may not import.
 */
export type OutboxBounceHandler = (tx: Db, bounce: { email: string; error: string }) => Promise<void>;

/** One job to queue: enqueueJob, enqueueJobs. */
export type QueuedJob<J extends OutboxJob = OutboxJob> = {
  to: string;
  job: J;
  data: OutboxJobs[J];
  dedupeKey?: string;
};

/**
 * Queues a job for the outbox worker: one insert, the same whatever the job will find. With a
 * `dedupeKey`, a job already queued (or done: the worker keeps a done job's row while it has a key, until
 * housekeeping clears old rows) under that key is not queued again, whichever process or host asks.
 */
export async function enqueueJob<J extends OutboxJob>(db: Db, job: QueuedJob<J>) {
  await enqueueJobs(db, [job as QueuedJob]);
}

/** Queues several jobs as enqueueJob does each, in one statement per 500 (a push to each device). */
export async function enqueueJobs(db: Db, jobs: QueuedJob[]) {
  await insertOutboxRows(
    db,
    jobs.map((job) => ({ to_email: job.to, template: job.job, data: job.data, dedupe_key: job.dedupeKey ?? null })),
  );
}
