// Mail to addresses nobody confirmed: the public forms (the savings guide, the discount claim, the
// contact form's confirmation) email whatever address is typed. Rationed so that nobody can use them
// to mail many strangers, which gets a sending domain blocklisted (docs/operations.md, "Mail to
// unconfirmed addresses"): beyond a ration the form is answered as usual but its email is held (kept
// in the outbox, never sent); a client that floods the forms is refused with 429.
import { createHash } from 'node:crypto';
import { and, gt, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import type { EmailTemplate } from '../../lib/outbox.ts';
import { type AttemptLimit, clientKey, countAttempt } from '../../lib/rate-limit.ts';
import { getSettings } from '../../lib/settings.ts';

/** The emails that go to an address as typed into a public form. */
export const UNCONFIRMED_MAIL_TEMPLATES = [
  'savings-guide',
  'discount-claim',
  'contact-received',
] as const satisfies readonly EmailTemplate[];

/**
 * The rations of those emails, counted from the outbox (held ones do not count), over all three forms:
 * per address in a day and per client address in an hour; the hourly cap over all clients is the
 * admin's setting `unconfirmed_mail_per_hour`. `refusedPerClientHour`: valid posts to the three forms
 * from one client in an hour (counted in the shared rate-limit store) beyond which it gets 429.
 */
export const UNCONFIRMED_MAIL = { perAddressDay: 3, perClientHour: 5, refusedPerClientHour: 20 } as const;

export const HELD_REASONS = {
  client: `Held: more than ${UNCONFIRMED_MAIL.perClientHour} emails to unconfirmed addresses from this client in an hour.`,
  address: `Held: more than ${UNCONFIRMED_MAIL.perAddressDay} emails to this address from the public forms in a day.`,
  all: (cap: number) =>
    `Held: more than ${cap} emails to unconfirmed addresses in an hour (setting unconfirmed_mail_per_hour).`,
};

/** The client as the outbox keeps it: a hash, enough to count by, that shows nobody its address. */
export const formClientHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`unconfirmed-mail:${clientKey(req)}`)
    .digest('hex')
    .slice(0, 16);

/**
 * Why the email of a public form to `to` from the client `clientHash` must be held, or null when it
 * may go. Call in the transaction that queues it, right before: the lock taken here orders every such
 * check across processes until that transaction ends, so each one counts the rows of those before it.
 */
export async function unconfirmedMailHold(tx: Db, opts: { to: string; clientHash: string }): Promise<string | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('triptender:unconfirmed-mail'))`);
  const { unconfirmed_mail_per_hour: cap } = await getSettings(tx);
  const lastHour = sql`${emailOutbox.created_at} > now() - interval '1 hour'`;
  const [counts] = await tx
    .select({
      address: sql<number>`count(*) filter (where ${emailOutbox.to_email} = ${opts.to})`.mapWith(Number),
      client:
        sql<number>`count(*) filter (where ${lastHour} and ${emailOutbox.data}->>'client_hash' = ${opts.clientHash})`.mapWith(
          Number,
        ),
      all: sql<number>`count(*) filter (where ${lastHour})`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(
      and(
        // inlined, so that every plan may use the partial index email_outbox_unconfirmed_idx
        inArray(emailOutbox.template, [...UNCONFIRMED_MAIL_TEMPLATES]).inlineParams(),
        ne(emailOutbox.status, 'held'),
        gt(emailOutbox.created_at, sql`now() - interval '1 day'`),
      ),
    );
  if (counts!.client >= UNCONFIRMED_MAIL.perClientHour) return HELD_REASONS.client;
  if (counts!.address >= UNCONFIRMED_MAIL.perAddressDay) return HELD_REASONS.address;
  if (counts!.all >= cap) return HELD_REASONS.all(cap);
  return null;
}

const FLOOD: AttemptLimit = {
  name: 'unconfirmed-mail:client',
  max: UNCONFIRMED_MAIL.refusedPerClientHour,
  windowMs: 3_600_000,
};

/**
 * A preHandler (the body is valid by then) for the three forms: one count per client over all of them;
 * past UNCONFIRMED_MAIL.refusedPerClientHour in an hour, 429 with Retry-After until the hour ends.
 */
export function unconfirmedMailFloodLimit(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    const wait = await countAttempt(app.rateLimitStore, [{ limit: FLOOD, key: clientKey(req) }]);
    if (wait > 0) throw tooManyRequests(wait);
  };
}
