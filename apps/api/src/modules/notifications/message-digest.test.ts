import { eq, inArray, sql } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { conversations, messages, users } from '../../db/schema.ts';
import { type Session } from '../../../test/fixtures.ts';
import { type As, describe, expect, type Fixtures, it, type Outbox } from '../../../test/harness.ts';
import { queueMessageDigests } from './message-digest.ts';

const digest = (db: Db) => queueMessageDigests({ db, publicUrl: 'http://localhost:3000' });

/** Sends through the API, then dates the message back as if it had been waiting that long. */
async function say(
  as: As,
  db: Db,
  s: Session,
  chatId: number,
  text: string,
  minutesAgo: number,
  adminConversation = false,
) {
  const url = adminConversation
    ? '/v1/company/chat'
    : s.user.role === 3
      ? '/v1/client/chat/'
      : '/v1/company/chatClient/chat';
  const res = await as(s).post(url, { chat_company_id: chatId, message: text });
  expect(res.statusCode, res.body).toBe(201);
  const at = sql`now() - make_interval(mins => ${minutesAgo})`;
  await db.update(messages).set({ created_at: at }).where(eq(messages.id, res.json().id));
  await db.update(conversations).set({ last_message_at: at }).where(eq(conversations.id, chatId));
  return res.json() as { id: number };
}

const digestsTo = (outbox: Outbox, db: Db, email: string) => outbox.emails(email, 'message-digest');

async function world(fx: Fixtures) {
  const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
  const other = await fx.companyUser();
  const traveller = await fx.traveller({ first_name: 'Maeve', last_name: 'Byrne' });
  const lead = await fx.lead(traveller.user.id, { title: 'Trip to Ireland for 2 (cultural)' });
  const lead2 = await fx.lead(traveller.user.id, { title: 'Trip to Scotland for 2 (active)' });
  const chat = await fx.leadConversation({
    companyId: manager.companyId,
    travellerId: traveller.user.id,
    leadId: lead.id,
  });
  const chat2 = await fx.leadConversation({
    companyId: other.companyId,
    travellerId: traveller.user.id,
    leadId: lead2.id,
  });
  return { manager, agent, finance, other, traveller, chat, chat2 };
}

describe('unread message digests', () => {
  it('emails one digest per recipient for messages unread after 10 minutes, once', async ({ as, fx, outbox, db }) => {
    const w = await world(fx);
    await say(as, db, w.agent, w.chat.id, 'Any dates in mind?', 15);
    await say(as, db, w.agent, w.chat.id, 'We have a great castle hotel.', 12);
    await say(as, db, w.other, w.chat2.id, 'Hotels or B&Bs?', 11);
    // too recent to email yet, but part of the batch once another message is due
    await say(as, db, w.other, w.chat2.id, 'And a driver-guide?', 2);

    expect((await digest(db)).emails).toBeGreaterThanOrEqual(1);
    const mails = await digestsTo(outbox, db, w.traveller.user.email);
    expect(mails).toEqual([
      {
        first_name: 'Maeve',
        conversations: [
          {
            title: expect.stringMatching(/^Test Tours .*: Trip to Ireland for 2 \(cultural\)$/),
            from: 'Cian Company',
            count: 2,
            preview: 'We have a great castle hotel.',
          },
          {
            title: expect.stringMatching(/: Trip to Scotland for 2 \(active\)$/),
            from: 'Cian Company',
            count: 2,
            preview: 'And a driver-guide?',
          },
        ],
        link: 'http://localhost:3000/user/messages',
      },
    ]);
    // the company wrote them: nothing to tell the company
    expect(await digestsTo(outbox, db, w.agent.user.email)).toEqual([]);

    // already told: the next run sends nothing more
    await digest(db);
    expect(await digestsTo(outbox, db, w.traveller.user.email)).toHaveLength(1);

    // a later message starts a new wait of its own
    await say(as, db, w.agent, w.chat.id, 'Just checking in', 1);
    await digest(db);
    expect(await digestsTo(outbox, db, w.traveller.user.email)).toHaveLength(1);
    await db
      .update(messages)
      .set({ created_at: sql`now() - interval '11 minutes'` })
      .where(eq(messages.body, 'Just checking in'));
    await digest(db);
    const [, second] = await digestsTo(outbox, db, w.traveller.user.email);
    expect(second!.conversations).toEqual([expect.objectContaining({ count: 1, preview: 'Just checking in' })]);
    expect(second!.link).toBe(`http://localhost:3000/user/messages?conversation=${w.chat.id}`);
  });

  it('sends nothing for messages read in time', async ({ as, fx, outbox, db }) => {
    const w = await world(fx);
    const m = await say(as, db, w.agent, w.chat.id, 'Read me', 20);
    await as(w.traveller).post(`/v1/chat/conversations/${w.chat.id}/read`, { message_id: m.id });
    await digest(db);
    expect(await digestsTo(outbox, db, w.traveller.user.email)).toEqual([]);
  });

  it("tells a company's chatting staff, not Finance or members who never joined, and stops when one reads", async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const w = await world(fx);
    const [invited] = await db
      .update(users)
      .set({ password_hash: null })
      .where(
        eq(
          users.id,
          (await fx.companyUser({ companyId: w.manager.companyId, companyRole: COMPANY_ROLE.AGENT })).user.id,
        ),
      )
      .returning();
    await say(as, db, w.traveller, w.chat.id, 'When can you send the quote?', 30);
    await digest(db);
    const forManager = await digestsTo(outbox, db, w.manager.user.email);
    expect(forManager).toEqual([
      expect.objectContaining({
        first_name: 'Cian',
        conversations: [
          {
            title: 'Tara Traveller: Trip to Ireland for 2 (cultural)',
            from: 'Maeve Byrne',
            count: 1,
            preview: 'When can you send the quote?',
          },
        ],
        link: `http://localhost:3000/company/conversations?conversation=${w.chat.id}`,
      }),
    ]);
    expect(await digestsTo(outbox, db, w.agent.user.email)).toHaveLength(1);
    expect(await digestsTo(outbox, db, w.finance.user.email)).toEqual([]);
    expect(await digestsTo(outbox, db, invited!.email)).toEqual([]);

    // the agent reads; a new message later is emailed again, but not a read one
    await say(as, db, w.traveller, w.chat.id, 'Hello?', 20);
    const rows = await db.select({ id: messages.id }).from(messages).where(eq(messages.conversation_id, w.chat.id));
    await as(w.agent).post(`/v1/chat/conversations/${w.chat.id}/read`, {
      message_id: Math.max(...rows.map((r) => r.id)),
    });
    await digest(db);
    expect(await digestsTo(outbox, db, w.manager.user.email)).toHaveLength(1);
  });

  it('tells the admins about a company message, with a link to that chat', async ({ as, fx, outbox, db }) => {
    const w = await world(fx);
    const admin = await fx.admin();
    const chat = await fx.adminConversation({
      companyId: w.manager.companyId,
      createdBy: admin.user.id,
      subject: 'Your profile',
    });
    await say(as, db, w.manager, chat.id, 'Done, please check', 15, true);
    await db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(inArray(users.id, [w.other.user.id]));
    await digest(db);
    const [mail] = await digestsTo(outbox, db, admin.user.email);
    expect(mail!.conversations).toEqual([
      {
        title: expect.stringMatching(/^Test Tours .*: Your profile$/),
        from: 'Cian Company',
        count: 1,
        preview: 'Done, please check',
      },
    ]);
    expect(mail!.link).toMatch(/^http:\/\/localhost:3000\/admin\/companies\/Test%20Tours%20.*\/chat$/);
  });
});
