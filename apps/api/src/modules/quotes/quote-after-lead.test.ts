// A quote's life after its trip request changed under it: removed by the admin, started, or its
// purchase refunded. It takes no new version then, and a removed request's conversation no message.
import { and, eq } from 'drizzle-orm';
import { CONVERSATION_LEAD_REMOVED } from '@triptender/contract/conversations';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { conversations, leads, purchases, quoteVersions } from '../../db/schema.ts';
import { type As, describe, expect, it, queuedEmails } from '../../../test/harness.ts';
import { boughtTrip, daysFromNow, quotedTrip } from '../../../test/marketplace.ts';

/** A company revises its quote. */
const revise = (as: As, token: string, quoteId: number, payload: Record<string, unknown>) =>
  as(token).put(`/v1/quotes/${quoteId}`, payload);

describe('a quote once its trip request is gone', () => {
  it('takes no new version and its conversation no message once the request is removed', async ({ as, fx, mp, db }) => {
    const { traveller, lead, buyer, quoteId: id } = await quotedTrip({ fx, mp }, { price: 3000 });
    const [chat] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.lead_id, lead.id), eq(conversations.company_id, buyer.companyId)));
    const admin = await fx.admin();
    const removed = await as(admin).delete(`/v1/leads/${lead.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    const edit = await revise(as, buyer.token, id, { ...mp.quoteBody(lead.id, { price: 3400 }) });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(PURCHASE_MESSAGES.notFound);
    expect(await queuedEmails(db, traveller.user.email, 'quote-updated')).toHaveLength(0);
    const versions = await db.select().from(quoteVersions).where(eq(quoteVersions.quote_id, id));
    expect(versions.map((v) => v.version)).toEqual([1]);

    for (const [who, url] of [
      [buyer, '/v1/company/chatClient/chat'],
      [traveller, '/v1/client/chat'],
    ] as const) {
      const payload = { chat_company_id: chat!.id, message: 'Are we still on?' };
      const sent = await as(who).post(url, payload);
      expect(sent.statusCode, url).toBe(409);
      expect(sent.json().message).toBe(CONVERSATION_LEAD_REMOVED);
    }
  });

  it('takes no new version once the trip has started, nor once the purchase was refunded', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const started = await boughtTrip({ fx, mp });
    const id = (await mp.quote(started.buyer, started.lead.id, { price: 3000 })).json().id as number;
    await db
      .update(leads)
      .set({ start_date: daysFromNow(-1) })
      .where(eq(leads.id, started.lead.id));
    const late = await revise(as, started.buyer.token, id, mp.quoteBody(started.lead.id, { price: 3400 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUOTE_MESSAGES.leadClosed);

    const refunded = await boughtTrip({ fx, mp });
    const other = (await mp.quote(refunded.buyer, refunded.lead.id, { price: 3000 })).json().id as number;
    await db.update(purchases).set({ refunded_at: new Date() }).where(eq(purchases.lead_id, refunded.lead.id));
    const after = await revise(as, refunded.buyer.token, other, mp.quoteBody(refunded.lead.id, { price: 3400 }));
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(QUOTE_MESSAGES.mustBuyFirst);
  });
});
