// What Compare Bids' Response column is made of: when each operator bought the request, when it quoted,
// and when it last replied in the chat.
import { eq } from 'drizzle-orm';
import { messages, purchases } from '../../db/schema.ts';
import { describe, expect, it } from '../../../test/harness.ts';

describe('GET /v1/client/bids/{userId}: the Response column', () => {
  it("gives each proposal its company's purchase time and last reply, from real data", async ({ as, fx, mp, db }) => {
    const { traveller, lead } = await fx.travellerLead();
    const quick = await fx.companyUser({ creditCents: 10_000 });
    const quiet = await fx.companyUser({ creditCents: 10_000 });
    await mp.buyAndQuote(quick, lead.id, { price: 2400 });
    await mp.buyAndQuote(quiet, lead.id, { price: 2600 });
    const boughtAt = new Date(Date.now() - 3 * 3_600_000);
    await db.update(purchases).set({ created_at: boughtAt }).where(eq(purchases.company_id, quick.companyId));
    const bids = () => as(traveller).get(`/v1/client/bids/${traveller.user.id}`);

    const before = (await bids()).json().proposals as Record<string, unknown>[];
    const mine = (companyId: number) =>
      before.find((p) => (p.company as { id: number }).id === companyId) as Record<string, string | null>;
    expect(mine(quick.companyId).purchased_at).toBe(boughtAt.toISOString());
    expect(new Date(mine(quiet.companyId).purchased_at!).getTime()).toBeLessThanOrEqual(
      new Date(mine(quiet.companyId).created_at!).getTime(),
    );
    expect(mine(quick.companyId).last_reply_at).toBeNull();

    const conversationId = Number(mine(quick.companyId).conversation_id);
    await db.insert(messages).values({ conversation_id: conversationId, sender_id: quick.user.id, body: 'Hi!' });
    const after = (await bids()).json().proposals as { company: { id: number }; last_reply_at: string | null }[];
    expect(after.find((p) => p.company.id === quick.companyId)!.last_reply_at).toEqual(expect.any(String));
    expect(after.find((p) => p.company.id === quiet.companyId)!.last_reply_at).toBeNull();
  });
});
