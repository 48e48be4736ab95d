// Every chat list puts the conversation with the latest activity first: its last message, or its
// opening when it has none, whatever order the conversations were opened in.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { type As, describe, expect, it } from '../../../test/harness.ts';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const ids = async (as: As, s: Session, url: string) =>
  ((await as(s).get(url)).json().data as { id: number }[]).map((c) => c.id);
const openedAt = (db: Db, id: number, at: Date) =>
  db.update(conversations).set({ created_at: at }).where(eq(conversations.id, id));

describe('chat lists are sorted by latest activity', () => {
  it("the traveller's and the company's lead conversations", async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    const traveller = await fx.traveller();
    const second = await fx.traveller();
    // opened oldest first: a (3 days ago, no message), b (2 days ago), c (1 day ago)
    const a = await fx.leadConversation({ companyId: manager.companyId, travellerId: traveller.user.id });
    const b = await fx.leadConversation({ companyId: other.companyId, travellerId: traveller.user.id });
    const c = await fx.leadConversation({ companyId: manager.companyId, travellerId: second.user.id });
    await openedAt(db, a.id, hoursAgo(72));
    await openedAt(db, b.id, hoursAgo(48));
    await openedAt(db, c.id, hoursAgo(24));
    expect(await ids(as, traveller, `/v1/client/chat/user/${traveller.user.id}`)).toEqual([b.id, a.id]);
    expect(await ids(as, manager, `/v1/company/chatClient/leads/${manager.companyId}`)).toEqual([c.id, a.id]);

    // a message in the oldest conversation brings it to the top of both sides' lists
    const sent = await as(traveller).post('/v1/client/chat/', {
      chat_company_id: a.id,
      message: 'Are you still there?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await ids(as, traveller, `/v1/client/chat/user/${traveller.user.id}`)).toEqual([a.id, b.id]);
    expect(await ids(as, manager, `/v1/company/chatClient/leads/${manager.companyId}`)).toEqual([a.id, c.id]);
  });

  it("the company's chats with the admins", async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const older = await fx.adminConversation({ companyId: manager.companyId, createdBy: admin.user.id });
    const newer = await fx.adminConversation({ companyId: manager.companyId, createdBy: admin.user.id });
    await openedAt(db, older.id, hoursAgo(48));
    await openedAt(db, newer.id, hoursAgo(24));
    expect(await ids(as, manager, `/v1/company/chatCompany/${manager.companyId}`)).toEqual([newer.id, older.id]);
    const sent = await as(manager).post('/v1/company/chat', {
      chat_company_id: older.id,
      message: 'Any news on the refund?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await ids(as, manager, `/v1/company/chatCompany/${manager.companyId}`)).toEqual([older.id, newer.id]);
  });
});
