import { and, desc, eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import type { Db } from '../../db/client.ts';
import { auditLog, emailOutbox, users } from '../../db/schema.ts';
import { type As, describe, expect, expectFieldErrors, type Fixtures, it } from '../../../test/harness.ts';

const invite = (as: As, token: string | null, payload: Record<string, unknown>) => as(token).post('/v1/users', payload);

async function lastEmailTo(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_email, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** A new company's Manager and one Agent of it. */
async function managerAndAgent(fx: Fixtures) {
  const { manager, agent } = await fx.team({ agent: 'agent' });
  return { manager, agent };
}

/** The two endpoints of one member: PATCH /v1/users/{companyId}/{userId} with a role, and DELETE. */
const setRole = (as: As, token: string, companyId: number, userId: number, role: number) =>
  as(token).patch(`/v1/users/${companyId}/${userId}`, { company_role: role });
const removeMember = (as: As, token: string, companyId: number, userId: number) =>
  as(token).delete(`/v1/users/${companyId}/${userId}`);

describe('POST /v1/users', () => {
  it('invites an Agent by default by email; the invitee joins by setting a password', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const email = fx.email('invitee');
    const res = await invite(as, manager.token, {
      first_name: 'Orla',
      last_name: '<b>Byrne</b>',
      email: email.toUpperCase(),
      company_id: manager.companyId,
    });
    expect(res.statusCode).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({
      first_name: 'Orla',
      last_name: '<b>Byrne</b>',
      email,
      email_verified_at: null,
      status: 'Invited',
      company_role: { id: 2, name: 'Agent' },
    });

    const mail = await lastEmailTo(db, email);
    expect(mail).toMatchObject({ template: 'team-invite', status: 'pending' });
    const data = mail!.data as { first_name: string; company_name: string; inviter_name: string; link: string };
    expect(data.first_name).toBe('Orla');
    expect(data.inviter_name).toBe('Cian Company');
    expect(data.link).toMatch(/^http:\/\/localhost:3000\/set-password\?token=/);

    // the invitee has no password until they use the link
    const before = await as(null).post('/v1/auth', { email, password: 'whatever-1' });
    expect(before.statusCode).toBe(422);
    const info = await as(null).get(`/v1/auth/link/${tokenOf(data.link)}`);
    expect(info.json()).toMatchObject({ purpose: 'invite', email, company_name: data.company_name });
    const joined = await as(null).post('/v1/auth/set-password', {
      token: tokenOf(data.link),
      password: 'a brand new password',
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().user.company_role).toEqual({ id: 2, name: 'Agent' });

    const list = await as(manager).get(`/v1/users/${manager.companyId}`);
    expect(list.json().data.find((m: { id: number }) => m.id === member.id)).toMatchObject({ status: 'Joined' });
  });

  it('takes Manager and Finance roles, and an admin may invite into any company', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const finance = await invite(as, manager.token, {
      first_name: 'Fin',
      last_name: 'Ance',
      email: fx.email('fin'),
      company_role: 3,
      company_id: manager.companyId,
    });
    expect(finance.json().company_role).toEqual({ id: 3, name: 'Finance' });
    const admin = await fx.admin();
    const byAdmin = await invite(as, admin.token, {
      first_name: 'Mona',
      last_name: 'Ger',
      email: fx.email('mgr'),
      company_role: '1',
      company_id: manager.companyId,
    });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().company_role).toEqual({ id: 1, name: 'Manager' });
  });

  it('answers 422 with field messages for missing names, a bad email or role, and a taken email', async ({
    as,
    fx,
  }) => {
    const manager = await fx.companyUser();
    const bad = await invite(as, manager.token, {
      first_name: '  ',
      email: 'not-an-email',
      company_role: 4,
      company_id: manager.companyId,
    });
    expectFieldErrors(bad, {
      first_name: ['The first name is required.'],
      last_name: ['The last name is required.'],
      email: ['Please enter a valid email address.'],
      company_role: ['Please choose Manager, Agent or Finance.'],
    });
    const taken = await invite(as, manager.token, {
      first_name: 'Dup',
      last_name: 'Licate',
      email: manager.user.email,
      company_id: manager.companyId,
    });
    expectFieldErrors(taken, { email: ['The email has already been taken.'] });
  });

  it('refuses Agents and Finance (403), other companies (404), travellers (404) and guests (401)', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, agent } = await managerAndAgent(fx);
    const finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    const outsider = await fx.companyUser();
    const traveller = await fx.traveller();
    const payload = (email: string) => ({
      first_name: 'No',
      last_name: 'Body',
      email,
      company_id: manager.companyId,
    });
    expect((await invite(as, agent.token, payload(fx.email('x')))).statusCode).toBe(403);
    expect((await invite(as, finance.token, payload(fx.email('x')))).statusCode).toBe(403);
    expect((await invite(as, outsider.token, payload(fx.email('x')))).statusCode).toBe(404);
    expect((await invite(as, traveller.token, payload(fx.email('x')))).statusCode).toBe(404);
    expect((await invite(as, null, payload(fx.email('x')))).statusCode).toBe(401);
    const members = await db.select().from(users).where(eq(users.company_id, manager.companyId));
    expect(members).toHaveLength(3);
  });
});

describe('GET /v1/users/{companyId}', () => {
  it('lists the active members to every member of the company and to the admin', async ({ as, fx }) => {
    const { manager, agent } = await managerAndAgent(fx);
    const admin = await fx.admin();
    for (const who of [manager, agent, admin]) {
      const res = await as(who).get(`/v1/users/${manager.companyId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          expect.objectContaining({ id: manager.user.id, status: 'Joined', company_role: { id: 1, name: 'Manager' } }),
          expect.objectContaining({ id: agent.user.id, status: 'Joined', company_role: { id: 2, name: 'Agent' } }),
        ],
        meta: { per_page: 10, total: 2, current_page: 1, last_page: 1 },
      });
    }
  });

  it("answers 404 for another company's team, a traveller, or a company that does not exist", async ({ as, fx }) => {
    const a = await fx.companyUser();
    const b = await fx.companyUser();
    const traveller = await fx.traveller();
    expect((await as(a).get(`/v1/users/${b.companyId}`)).statusCode).toBe(404);
    expect((await as(traveller).get(`/v1/users/${b.companyId}`)).statusCode).toBe(404);
    expect((await as(null).get(`/v1/users/${b.companyId}`)).statusCode).toBe(401);
    expect((await as(a).get('/v1/users/abc')).statusCode).toBe(422);
  });
});

describe('changing roles and removing members', () => {
  it('lets a Manager change a role, recorded in the audit log; the new role applies at once', async ({
    as,
    fx,
    db,
  }) => {
    const { manager, agent } = await managerAndAgent(fx);
    const res = await setRole(as, manager.token, manager.companyId, agent.user.id, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json().company_role).toEqual({ id: 3, name: 'Finance' });
    const me = await as(agent).get('/v1/me');
    expect(me.json().user.company_role).toEqual({ id: 3, name: 'Finance' });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.entity_id, agent.user.id)));
    expect(audit).toMatchObject({ actor_user_id: manager.user.id, company_id: manager.companyId });
    expect(audit!.data).toMatchObject({ from: 2, to: 3 });
  });

  it('keeps at least one Manager', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const demote = await setRole(as, manager.token, manager.companyId, manager.user.id, 2);
    expectFieldErrors(demote, { company_role: ['A company needs at least one Manager.'] });
    const remove = await removeMember(as, manager.token, manager.companyId, manager.user.id);
    expect(remove.statusCode).toBe(422);
    // with a second Manager, the first may step down
    await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.MANAGER });
    const ok = await setRole(as, manager.token, manager.companyId, manager.user.id, 2);
    expect(ok.statusCode).toBe(200);
  });

  it('lets only one of two Managers step down when both try at the same moment', async ({ as, fx, db }) => {
    const { manager: a, b } = await fx.team({ b: 'manager' });
    const results = await Promise.all([a, b].map((m) => setRole(as, m.token, a.companyId, m.user.id, 2)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const managers = await db
      .select()
      .from(users)
      .where(and(eq(users.company_id, a.companyId), eq(users.company_role, COMPANY_ROLE.MANAGER)));
    expect(managers).toHaveLength(1);
  });

  it('removes a member: disabled, logged out, gone from the list', async ({ as, fx }) => {
    const { manager, agent } = await managerAndAgent(fx);
    const res = await removeMember(as, manager.token, manager.companyId, agent.user.id);
    expect(res.statusCode).toBe(200);
    expect((await as(agent).get('/v1/me')).statusCode).toBe(401);
    const list = await as(manager).get(`/v1/users/${manager.companyId}`);
    expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([manager.user.id]);
    const again = await removeMember(as, manager.token, manager.companyId, agent.user.id);
    expect(again.statusCode).toBe(404);
  });

  it('refuses Agents (403) and members of other companies (404)', async ({ as, fx }) => {
    const { manager, agent } = await managerAndAgent(fx);
    const other = await fx.companyUser();
    const url = `/v1/users/${manager.companyId}/${agent.user.id}`;
    expect((await as(agent).patch(url, { company_role: 1 })).statusCode).toBe(403);
    expect((await as(agent).delete(url)).statusCode).toBe(403);
    expect((await as(other).delete(url)).statusCode).toBe(404);
    // a user of another company addressed under one's own company id is not found either
    const crossed = await removeMember(as, manager.token, manager.companyId, other.user.id);
    expect(crossed.statusCode).toBe(404);
    const badRole = await as(manager).patch(url, { company_role: 9 });
    expect(badRole.statusCode).toBe(422);
  });

  it('sends an invited member a new link; a joined member gets 409', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const email = fx.email('late');
    const member = (
      await invite(as, manager.token, { first_name: 'Late', last_name: 'Comer', email, company_id: manager.companyId })
    ).json();
    const first = (await lastEmailTo(db, email))!;
    const res = await as(manager).post(`/v1/users/${manager.companyId}/${member.id}/invite`);
    expect(res.statusCode).toBe(200);
    const second = (await lastEmailTo(db, email))!;
    expect(second.id).not.toBe(first.id);
    // only the newest link works
    const oldLink = (first.data as { link: string }).link;
    expect((await as(null).get(`/v1/auth/link/${tokenOf(oldLink)}`)).statusCode).toBe(422);
    const joined = await as(manager).post(`/v1/users/${manager.companyId}/${manager.user.id}/invite`);
    expect(joined.statusCode).toBe(409);
  });
});

describe('company roles in other areas', () => {
  it('Finance cannot buy a lead (403)', async ({ as, fx }) => {
    const finance = await fx.companyUser({ companyRole: COMPANY_ROLE.FINANCE, creditCents: 10_000 });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const res = await as(finance).post('/v1/purchases', { lead_id: lead.id, company_id: finance.companyId });
    expect(res.statusCode).toBe(403);
  });
});
