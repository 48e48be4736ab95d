// Every chat list puts the conversation with the latest activity first: its last message, or its
// opening when it has none, whatever order the conversations were opened in.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { type Fixtures, request, setupTestFile, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const ids = async (s: Session, url: string) =>
  ((await request(ctx.app, s.token, { method: 'GET', url })).json().data as { id: number }[]).map((c) => c.id);
const openedAt = (id: number, at: Date) =>
  ctx.db.update(conversations).set({ created_at: at }).where(eq(conversations.id, id));

describe('chat lists are sorted by latest activity', () => {
  it("the traveller's and the company's lead conversations", async () => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    const traveller = await fx.traveller();
    const second = await fx.traveller();
    // opened oldest first: a (3 days ago, no message), b (2 days ago), c (1 day ago)
    const a = await fx.leadConversation({ companyId: manager.companyId, travellerId: traveller.user.id });
    const b = await fx.leadConversation({ companyId: other.companyId, travellerId: traveller.user.id });
    const c = await fx.leadConversation({ companyId: manager.companyId, travellerId: second.user.id });
    await openedAt(a.id, hoursAgo(72));
    await openedAt(b.id, hoursAgo(48));
    await openedAt(c.id, hoursAgo(24));
    expect(await ids(traveller, `/v1/client/chat/user/${traveller.user.id}`)).toEqual([b.id, a.id]);
    expect(await ids(manager, `/v1/company/chatClient/leads/${manager.companyId}`)).toEqual([c.id, a.id]);

    // a message in the oldest conversation brings it to the top of both sides' lists
    const sent = await request(ctx.app, traveller.token, {
      method: 'POST',
      url: '/v1/client/chat/',
      payload: { chat_company_id: a.id, message: 'Are you still there?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await ids(traveller, `/v1/client/chat/user/${traveller.user.id}`)).toEqual([a.id, b.id]);
    expect(await ids(manager, `/v1/company/chatClient/leads/${manager.companyId}`)).toEqual([a.id, c.id]);
  });

  it("the company's chats with the admins", async () => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const older = await fx.adminConversation({ companyId: manager.companyId, createdBy: admin.user.id });
    const newer = await fx.adminConversation({ companyId: manager.companyId, createdBy: admin.user.id });
    await openedAt(older.id, hoursAgo(48));
    await openedAt(newer.id, hoursAgo(24));
    expect(await ids(manager, `/v1/company/chatCompany/${manager.companyId}`)).toEqual([newer.id, older.id]);
    const sent = await request(ctx.app, manager.token, {
      method: 'POST',
      url: '/v1/company/chat',
      payload: { chat_company_id: older.id, message: 'Any news on the refund?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await ids(manager, `/v1/company/chatCompany/${manager.companyId}`)).toEqual([older.id, newer.id]);
  });
});
