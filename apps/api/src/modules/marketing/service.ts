import { sql } from 'drizzle-orm';
import { MARKETING_LEAD_TITLES } from '@triptender/contract/enums';
import {
  isDiscountClaim,
  leadTypeCountry,
  type contactBody,
  type leadMagnetBody,
} from '@triptender/contract/marketing';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contactMessages, marketingContacts } from '../../db/schema.ts';
import { enqueueEmail } from '../../lib/outbox.ts';
import { unconfirmedMailHold } from './unconfirmed-mail.ts';

// Someone who asks for the guide again (it went to spam, they deleted it) gets it again, but at most
// once an hour: a form posted in a loop must not flood their inbox.
const RESEND_BUCKET_MS = 3_600_000;

/**
 * Stores a lead-magnet or discount-claim sign-up as a marketing contact (one per email and lead
 * type; a repeat updates the name and counts the submission) and queues its email at once, held
 * beyond the rations of mail to unconfirmed addresses (unconfirmed-mail.ts). `clientHash`: whom from.
 */
export async function submitLeadMagnet(opts: { db: Db; body: z.output<typeof leadMagnetBody>; clientHash: string }) {
  const b = opts.body;
  const title = MARKETING_LEAD_TITLES[b.lead_type];
  const country = leadTypeCountry(b.lead_type) ?? b.country ?? null;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(marketingContacts)
      .values({
        first_name: b.first_name,
        last_name: b.last_name,
        email: b.email,
        lead_type: b.lead_type,
        title,
        country,
      })
      .onConflictDoUpdate({
        target: [marketingContacts.email, marketingContacts.lead_type],
        set: {
          first_name: b.first_name,
          last_name: b.last_name,
          country,
          submissions: sql`${marketingContacts.submissions} + 1`,
          updated_at: sql`now()`,
        },
      })
      .returning();
    await enqueueEmail(tx, {
      to: b.email,
      toName: `${b.first_name} ${b.last_name}`,
      template: isDiscountClaim(b.lead_type) ? 'discount-claim' : 'savings-guide',
      // the country the offer is for ('-all' offers: none), which the email names and links to
      data: { first_name: b.first_name, title, country: leadTypeCountry(b.lead_type), client_hash: opts.clientHash },
      dedupeKey: `${b.lead_type}:${b.email}:${Math.floor(Date.now() / RESEND_BUCKET_MS)}`,
      held: await unconfirmedMailHold(tx, { to: b.email, clientHash: opts.clientHash }),
    });
    return row!;
  });
}

/**
 * Stores a contact-form message for the admin and confirms receipt to the sender, held beyond the
 * rations of mail to unconfirmed addresses (unconfirmed-mail.ts). `clientHash`: whom from.
 */
export async function submitContactMessage(opts: { db: Db; body: z.output<typeof contactBody>; clientHash: string }) {
  const b = opts.body;
  return opts.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: b.name, email: b.email, subject: b.subject, category: b.category ?? null, message: b.message })
      .returning();
    await enqueueEmail(tx, {
      to: b.email,
      toName: b.name,
      template: 'contact-received',
      data: { name: b.name, subject: b.subject, client_hash: opts.clientHash },
      held: await unconfirmedMailHold(tx, { to: b.email, clientHash: opts.clientHash }),
    });
    return row!;
  });
}
