// Deleting an account erases the person's fields for every role, keeps purchases and
// the ledger whole, frees the email, and is open to the admin on request (decision 024).
import { eq, sql } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { ERASED_MESSAGE, PRIVACY_MESSAGES } from '@triptender/contract/privacy';
import type { Db } from '../../db/client.ts';
import { purchases, users } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import {
  describe,
  expect,
  expectFieldErrors,
  it,
  newClientAddress,
  workOutbox,
  type World,
} from '../../../test/harness.ts';

let worlds = 0;

/** A traveller with a bought, quoted, chatted request and another that is still open; their details are theirs alone. */
async function travellerWithHistory(as: World['as'], fx: World['fx'], mp: World['mp'], db: Db) {
  const n = ++worlds;
  const letter = 'abcdefghij'[n]!;
  const PERSONAL = {
    first: `Grainne${letter}y`,
    last: `Uaillmhaol${letter}q`,
    mobile: `+353 87 765 43${10 + n}`,
    wish: `Lighthouse at Hook Head, ${letter} side`,
  };
  const SAID = `My cousin lives at ${n} Strand Road`;
  const traveller = await fx.traveller({ first_name: PERSONAL.first, last_name: PERSONAL.last });
  await db.update(users).set({ mobile: PERSONAL.mobile }).where(eq(users.id, traveller.user.id));
  const contact = {
    first_name: PERSONAL.first,
    last_name: PERSONAL.last,
    email: traveller.user.email,
    mobile: PERSONAL.mobile,
    special_requests: PERSONAL.wish,
  };
  const bought = await fx.lead(traveller.user.id, contact);
  const open = await fx.lead(traveller.user.id, contact);
  const buyer = await fx.companyUser({ creditCents: 10_000 });
  await mp.buyAndQuote(buyer, bought.id);
  const chat = (await as(buyer).get(`/v1/company/chatClient/leads/${buyer.companyId}`)).json().data[0].id as number;
  const said = await as(traveller).post('/v1/client/chat', { chat_company_id: chat, message: SAID });
  expect(said.statusCode).toBe(201);
  await as(buyer).post('/v1/company/chatClient/chat', {
    chat_company_id: chat,
    message: 'Lovely, we will plan around it.',
  });
  return { traveller, buyer, bought, open, chat, PERSONAL, SAID };
}

const deleteMe = (as: World['as'], token: string, password: unknown) =>
  as(token).delete('/v1/me', { password }, { remoteAddress: newClientAddress() });

/** Every answer a role can get that once showed the traveller, as one text. */
async function everythingVisible(
  as: World['as'],
  fx: World['fx'],
  w: Awaited<ReturnType<typeof travellerWithHistory>>,
) {
  const admin = await fx.admin();
  const other = await fx.companyUser({ creditCents: 10_000 });
  const get = async (as: World['as'], token: string, url: string) => {
    const res = await as(token).get(url);
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  return (
    await Promise.all([
      get(as, w.buyer.token, '/v1/purchases'),
      get(as, w.buyer.token, `/v1/company/chatClient/leads/${w.buyer.companyId}`),
      get(as, w.buyer.token, `/v1/company/chatClient/chat/${w.buyer.companyId}/${w.chat}`),
      get(as, w.buyer.token, `/v1/chat/conversations/${w.chat}/messages`),
      get(as, admin.token, `/v1/company/${w.buyer.companyId}/quotes`),
      get(as, other.token, '/v1/openLeads?per_page=100'),
      get(as, admin.token, `/v1/companyLeads?per_page=100&search=${w.PERSONAL.last}`),
      get(as, admin.token, '/v1/companyLeads?per_page=100'),
      get(as, admin.token, `/v1/admin/users?search=${w.traveller.user.id}`),
      get(as, admin.token, '/v1/admin/emails?per_page=100'),
      get(as, admin.token, '/v1/admin/audit?per_page=100'),
      get(as, admin.token, `/v1/admin/users/${w.traveller.user.id}/export`),
    ])
  ).join('\n');
}

describe('DELETE /v1/me (traveller)', () => {
  it('asks for the password: none or a wrong one is a 422 and changes nothing', async ({ as, fx, mp, db }) => {
    const w = await travellerWithHistory(as, fx, mp, db);
    expectFieldErrors(await deleteMe(as, w.traveller.token, ''), { password: [PRIVACY_MESSAGES.password] });
    expectFieldErrors(await deleteMe(as, w.traveller.token, 'not my password'), {
      password: [PRIVACY_MESSAGES.wrongPassword],
    });
    const me = await as(w.traveller).get('/v1/me');
    expect(me.json().user).toMatchObject({ first_name: w.PERSONAL.first, email: w.traveller.user.email });
  });

  it('erases the traveller for every role, keeps the purchase and the ledger, and frees the email', async ({
    as,
    fx,
    mp,
    ctx,
  }) => {
    const w = await travellerWithHistory(as, fx, mp, ctx.db);
    const { PERSONAL, SAID } = w;
    const before = await mp.expectLedgerConsistent(w.buyer.companyId);
    // before: the buyer sees the contact (so the check below can fail)
    expect(await everythingVisible(as, fx, w)).toContain(w.traveller.user.email);

    const res = await deleteMe(as, w.traveller.token, TEST_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.deleted });

    // signed out, and the old email and password no longer log in
    expect((await as(w.traveller).get('/v1/me')).statusCode).toBe(401);
    const login = await as(null).post(
      '/v1/auth',
      { email: w.traveller.user.email, password: TEST_PASSWORD },
      { remoteAddress: newClientAddress() },
    );
    expect(login.statusCode).toBe(422);

    const seen = await everythingVisible(as, fx, w);
    for (const personal of [
      w.traveller.user.email,
      PERSONAL.first,
      PERSONAL.last,
      PERSONAL.mobile,
      PERSONAL.wish,
      SAID,
    ]) {
      const at = seen.indexOf(personal);
      expect(at, seen.slice(Math.max(0, at - 400), at + 100)).toBe(-1);
    }

    // the audit trail keeps its entries (the account's creation named the address), without the address
    const audit = await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where data::text like ${`%${w.traveller.user.email}%`}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // the buyer keeps the purchase, from a deleted traveller with no way to reach them
    const bought = (await as(w.buyer).get('/v1/purchases')).json().data[0];
    expect(bought.lead).toMatchObject({ first_name: 'Deleted', last_name: 'traveller', mobile: null });
    expect(bought.lead.email).toMatch(/@deleted\.invalid$/);
    const thread = await as(w.buyer).get(`/v1/company/chatClient/chat/${w.buyer.companyId}/${w.chat}`);
    expect(thread.json().traveller).toMatchObject({ first_name: 'Deleted', last_name: 'traveller' });
    expect(thread.json().get_conversation.map((m: { message: string }) => m.message)).toEqual([
      ERASED_MESSAGE,
      'Lovely, we will plan around it.',
    ]);
    // the open request left the marketplace
    const market = (await mp.openLeads(await fx.companyUser(), { per_page: 100 })).json().data;
    expect(market.map((l: { id: number }) => l.id)).not.toContain(w.open.id);

    // money records whole: the purchase row, and a ledger that still sums to its balance
    const [purchase] = await ctx.db.select().from(purchases).where(eq(purchases.lead_id, w.bought.id));
    expect(purchase).toMatchObject({ company_id: w.buyer.companyId, refunded_at: null });
    expect(await mp.expectLedgerConsistent(w.buyer.companyId)).toEqual(before);

    // the address may register again: a request with it makes a new account
    const again = await as(null).post(
      '/v1/leads',
      {
        country: 'scotland',
        number_of_people: 2,
        start_date: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
        number_of_night: 5,
        trip_type: 'cultural',
        travel_type: 'self-drive',
        flight_booked: 'no',
        first_name: PERSONAL.first,
        last_name: PERSONAL.last,
        email: w.traveller.user.email,
        mobile: null,
        special_requests: null,
      },
      { remoteAddress: newClientAddress() },
    );
    expect(again.statusCode, again.body).toBeLessThan(300);
    await workOutbox(ctx);
    const [fresh] = await ctx.db.select().from(users).where(eq(users.email, w.traveller.user.email));
    expect(fresh!.id).not.toBe(w.traveller.user.id);
    expect(fresh!.deleted_at).toBeNull();
  });
});

describe('DELETE /v1/me (company member) and the admin on request', () => {
  it("lets a member delete their account: 'Deleted user', the company and its messages stay", async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const w = await travellerWithHistory(as, fx, mp, db);
    const agent = await fx.companyUser({ companyId: w.buyer.companyId, companyRole: COMPANY_ROLE.AGENT });
    await as(agent).post('/v1/company/chatClient/chat', {
      chat_company_id: w.chat,
      message: 'Agent reply kept for the company',
    });
    expect((await deleteMe(as, agent.token, TEST_PASSWORD)).statusCode).toBe(200);
    const team = await as(w.buyer).get(`/v1/users/${w.buyer.companyId}`);
    expect(team.body).not.toContain(agent.user.email);
    const thread = (await as(w.buyer).get(`/v1/chat/conversations/${w.chat}/messages`)).json().data as {
      message: string;
      senderName: string;
    }[];
    const kept = thread.find((m) => m.message === 'Agent reply kept for the company');
    expect(kept?.senderName).not.toContain('Cian');
  });

  it("refuses a company's last Manager (409) and the admin's own account (403)", async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const refused = await deleteMe(as, manager.token, TEST_PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PRIVACY_MESSAGES.lastManager);
    const admin = await fx.admin();
    expect((await deleteMe(as, admin.token, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('lets only one of two Managers who delete themselves at the same moment go: the company keeps one', async ({
    as,
    fx,
    db,
  }) => {
    const { manager: first, second } = await fx.team({ second: 'manager' });
    const answers = await Promise.all([
      deleteMe(as, first.token, TEST_PASSWORD),
      deleteMe(as, second.token, TEST_PASSWORD),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const managersLeft = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.company_id} = ${first.companyId} and ${users.deleted_at} is null`);
    expect(managersLeft).toHaveLength(1);
  });

  it('lets the admin delete any non-admin account once; nobody else may', async ({ as, fx, mp, db }) => {
    const w = await travellerWithHistory(as, fx, mp, db);
    const admin = await fx.admin();
    const url = `/v1/admin/users/${w.traveller.user.id}`;
    for (const who of [w.traveller, w.buyer, await fx.traveller()])
      expect((await as(who).delete(url)).statusCode).toBe(403);
    expect((await as(null).delete(url)).statusCode).toBe(401);

    const res = await as(admin).delete(url);
    expect(res.statusCode, res.body).toBe(200);
    expect((await as(admin).delete(url)).statusCode).toBe(409);
    const listed = (await as(admin).get(`/v1/admin/users?search=${w.traveller.user.id}`)).json();
    expect(listed.data.find((u: { id: number }) => u.id === w.traveller.user.id)).toMatchObject({
      first_name: 'Deleted',
      email: `deleted-${w.traveller.user.id}@deleted.invalid`,
      deleted_at: expect.any(String),
    });
    expect((await as(w.traveller).get('/v1/me')).statusCode).toBe(401);
    expect(await mp.expectLedgerConsistent(w.buyer.companyId)).toMatchObject({ balance: expect.any(Number) });

    const other = await fx.admin();
    const onAdmin = await as(admin).delete(`/v1/admin/users/${other.user.id}`);
    expect(onAdmin.statusCode).toBe(403);
    expect((await as(admin).delete('/v1/admin/users/999999')).statusCode).toBe(404);
  });
});

describe('the append-only tables', () => {
  it('let an erasure change only the data of audit entries, and never the ledger', async ({ fx, db }) => {
    await fx.company({ creditCents: 1000 });
    const erasing = (statement: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('triptender.erasing', 'on', true)`);
        await tx.execute(statement);
      });
    await expect(db.execute(sql`update audit_log set data = '{}'::jsonb`)).rejects.toThrow();
    await expect(erasing(sql`update audit_log set action = 'forged'`)).rejects.toThrow();
    await expect(erasing(sql`delete from audit_log`)).rejects.toThrow();
    await expect(erasing(sql`update credit_ledger set note = 'forged'`)).rejects.toThrow();
    await expect(erasing(sql`update audit_log set data = data`)).resolves.toBeUndefined();
  });
});
