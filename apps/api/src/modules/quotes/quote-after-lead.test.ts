// A quote's life after its trip request changed under it: removed by the admin, started, or its
// purchase refunded. It takes no new version then, and a removed request's conversation no message.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LEAD_REMOVED } from '@triptender/contract/chat';
import { PURCHASE_MESSAGES } from '@triptender/contract/purchases';
import { QUOTE_MESSAGES } from '@triptender/contract/quotes';
import { conversations, leads, purchases, quoteVersions } from '../../db/schema.ts';
import { queuedEmails, request } from '../../../test/helpers.ts';
import { boughtTrip, daysFromNow, marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

/** A company revises its quote. */
const revise = (token: string, quoteId: number, payload: Record<string, unknown>) =>
  request(t.ctx.app, token, { method: 'PUT', url: `/v1/quotes/${quoteId}`, payload });

describe('a quote once its trip request is gone', () => {
  it('takes no new version and its conversation no message once the admin removed the request', async () => {
    const { traveller, lead, buyer } = await boughtTrip(t);
    const id = (await t.mp.quote(buyer, lead.id, { price: 3000 })).json().id as number;
    const [chat] = await t.ctx.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.lead_id, lead.id), eq(conversations.company_id, buyer.companyId)));
    const admin = await t.fx.admin();
    const removed = await request(t.ctx.app, admin.token, { method: 'DELETE', url: `/v1/leads/${lead.id}` });
    expect(removed.statusCode, removed.body).toBe(200);

    const edit = await revise(buyer.token, id, { ...t.mp.quoteBody(lead.id, { price: 3400 }) });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe(PURCHASE_MESSAGES.notFound);
    expect(await queuedEmails(t.ctx.db, traveller.user.email, 'quote-updated')).toHaveLength(0);
    const versions = await t.ctx.db.select().from(quoteVersions).where(eq(quoteVersions.quote_id, id));
    expect(versions.map((v) => v.version)).toEqual([1]);

    for (const [who, url] of [
      [buyer, '/v1/company/chatClient/chat'],
      [traveller, '/v1/client/chat'],
    ] as const) {
      const payload = { chat_company_id: chat!.id, message: 'Are we still on?' };
      const sent = await request(t.ctx.app, who.token, { method: 'POST', url, payload });
      expect(sent.statusCode, url).toBe(409);
      expect(sent.json().message).toBe(CHAT_LEAD_REMOVED);
    }
  });

  it('takes no new version once the trip has started, nor once the purchase was refunded', async () => {
    const started = await boughtTrip(t);
    const id = (await t.mp.quote(started.buyer, started.lead.id, { price: 3000 })).json().id as number;
    await t.ctx.db
      .update(leads)
      .set({ start_date: daysFromNow(-1) })
      .where(eq(leads.id, started.lead.id));
    const late = await revise(started.buyer.token, id, t.mp.quoteBody(started.lead.id, { price: 3400 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUOTE_MESSAGES.leadClosed);

    const refunded = await boughtTrip(t);
    const other = (await t.mp.quote(refunded.buyer, refunded.lead.id, { price: 3000 })).json().id as number;
    await t.ctx.db.update(purchases).set({ refunded_at: new Date() }).where(eq(purchases.lead_id, refunded.lead.id));
    const after = await revise(refunded.buyer.token, other, t.mp.quoteBody(refunded.lead.id, { price: 3400 }));
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(QUOTE_MESSAGES.mustBuyFirst);
  });
});
