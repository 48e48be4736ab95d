// Worlds for the response-time tests: purchases, quotes and messages made through the API, then moved
// to known times in the database (docs/marketplace.md, "Response time").
import { and, eq } from 'drizzle-orm';
import { conversations, messages, purchases, quotes } from '../src/db/schema.ts';
import type { Session } from './fixtures.ts';
import type { World } from './harness.ts';

const minuteMs = 60_000;
/** `days` days and `minutes` minutes before now. */
export const ago = (days: number, minutes = 0) => new Date(Date.now() - days * 86_400_000 - minutes * minuteMs);
export const plusMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * minuteMs);

type Buyer = Session & { companyId: number };
type Tools = Pick<World, 'as' | 'fx' | 'mp' | 'db'>;

/**
 * A fresh traveller's lead bought by `buyer` through the API, the purchase moved to `boughtAt` and, with
 * `quoteAfter`, its quote sent through the API and moved to that many minutes after the purchase.
 */
export async function boughtAt(t: Tools, buyer: Buyer, at: Date, quoteAfter?: number) {
  const { traveller, lead } = await t.fx.travellerLead();
  const bought = await t.mp.buy(buyer, lead.id);
  if (bought.statusCode !== 201) throw new Error(`buy: ${bought.statusCode} ${bought.body}`);
  const mine = and(eq(purchases.lead_id, lead.id), eq(purchases.company_id, buyer.companyId));
  const [purchase] = await t.db.update(purchases).set({ created_at: at }).where(mine).returning();
  if (quoteAfter !== undefined) {
    const quoted = await t.mp.quote(buyer, lead.id);
    if (quoted.statusCode !== 201) throw new Error(`quote: ${quoted.statusCode} ${quoted.body}`);
    await t.db
      .update(quotes)
      .set({ created_at: plusMinutes(at, quoteAfter) })
      .where(eq(quotes.id, quoted.json().id as number));
  }
  const [conversation] = await t.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.lead_id, lead.id), eq(conversations.company_id, buyer.companyId)));
  return { traveller, lead, purchase: purchase!, conversationId: conversation!.id };
}

/** One message of a conversation: who writes ('t' the traveller, 'c' the company) and when. */
export type Line = readonly ['t' | 'c', Date];

/** Each line sent through the API by its side, then moved to its time. */
export async function talk(
  t: Tools,
  sides: { traveller: Session; company: Session },
  chat: number,
  lines: readonly Line[],
) {
  for (const [side, at] of lines) {
    const res =
      side === 't'
        ? await t.as(sides.traveller).post('/v1/client/chat/', { chat_company_id: chat, message: 'Any news?' })
        : await t.as(sides.company).post('/v1/company/chatClient/chat', { chat_company_id: chat, message: 'Yes!' });
    if (res.statusCode !== 201) throw new Error(`message: ${res.statusCode} ${res.body}`);
    await t.db
      .update(messages)
      .set({ created_at: at })
      .where(eq(messages.id, res.json().id as number));
  }
}
