// The settings and sessions each API process keeps in memory (plugins/process-caches.ts): a change
// made through this process shows in its next answer; a change made by another process (here: written
// to the tables directly, as another process's transaction would, and announced with the NOTIFY that
// process sends) shows once its notification arrives.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { sessions, settings, users } from '../db/schema.ts';
import { SETTINGS_CHANNEL } from '../lib/settings.ts';
import { USER_CHANNEL } from '../modules/auth/user-events.ts';
import { type Fixtures, request, setupTestFile, type TestContext } from '../../test/helpers.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => {
  ctx = c;
  fx = f;
});

/**
 * Sends a NOTIFY as another API process would after its commit, and resolves once this process has
 * heard it: listeners of a channel are called in the order they subscribed, and the app's caches
 * subscribed when it was built, so they have handled it when the listener added here is called.
 */
async function notifyAsAnotherProcess(channel: string, payload: string) {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await ctx.database.listen(channel, () => heard());
  await ctx.db.execute(sql`select pg_notify(${channel}, ${payload})`);
  await arrived;
  await unlisten();
}

const me = (token: string) => request(ctx.app, token, { method: 'GET', url: '/v1/me' });
const price = async (token: string) =>
  ((await request(ctx.app, token, { method: 'GET', url: '/v1/openLeads' })).json() as { meta: { price_cents: number } })
    .meta.price_cents;

describe('sessions kept by an API process', () => {
  it('are refused once another process ends them and its notification arrives', async () => {
    const a = await fx.traveller();
    expect((await me(a.token)).statusCode).toBe(200);
    // another process logs the session out: until its notification arrives, this one answers from memory
    await ctx.db.delete(sessions).where(eq(sessions.user_id, a.user.id));
    expect((await me(a.token)).statusCode).toBe(200);
    await notifyAsAnotherProcess(USER_CHANNEL, JSON.stringify({ uid: a.user.id }));
    expect((await me(a.token)).statusCode).toBe(401);
  });

  it("are refused once another process disables their user; other users' sessions are left alone", async () => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    expect((await price(manager.token)) > 0).toBe(true);
    expect((await me(other.token)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, manager.user.id));
    await ctx.db.delete(sessions).where(eq(sessions.user_id, other.user.id));
    await notifyAsAnotherProcess(USER_CHANNEL, JSON.stringify({ uid: manager.user.id }));
    expect((await me(manager.token)).statusCode).toBe(401);
    // nothing told this process about `other`: its session is still the one it read
    expect((await me(other.token)).statusCode).toBe(200);
    await notifyAsAnotherProcess(USER_CHANNEL, JSON.stringify({ uid: other.user.id }));
    expect((await me(other.token)).statusCode).toBe(401);
  });

  it('end at once in the process that ends them: logout, a removed member, a changed role', async () => {
    const traveller = await fx.traveller();
    expect((await me(traveller.token)).statusCode).toBe(200);
    await request(ctx.app, traveller.token, { method: 'POST', url: '/v1/auth/logout' });
    expect((await me(traveller.token)).statusCode).toBe(401);

    const manager = await fx.companyUser();
    const second = await fx.companyUser({ companyId: manager.companyId });
    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const keepManager = (who: { token: string }) =>
      request(ctx.app, who.token, {
        method: 'PATCH',
        url: `/v1/users/${manager.companyId}/${manager.user.id}`,
        payload: { company_role: COMPANY_ROLE.MANAGER },
      });
    expect((await keepManager(second)).statusCode).toBe(200);
    const demoted = await request(ctx.app, manager.token, {
      method: 'PATCH',
      url: `/v1/users/${manager.companyId}/${second.user.id}`,
      payload: { company_role: COMPANY_ROLE.AGENT },
    });
    expect(demoted.statusCode).toBe(200);
    // an Agent manages no team
    expect((await keepManager(second)).statusCode).toBe(403);
    expect((await me(agent.token)).statusCode).toBe(200);
    const removed = await request(ctx.app, manager.token, {
      method: 'DELETE',
      url: `/v1/users/${manager.companyId}/${agent.user.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(agent.token)).statusCode).toBe(401);
  });
});

describe('settings kept by an API process', () => {
  it('change at once through this process, and once the notification arrives from another', async () => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const before = await price(manager.token);
    const current = (await request(ctx.app, admin.token, { method: 'GET', url: '/v1/admin/settings' })).json();
    const saved = await request(ctx.app, admin.token, {
      method: 'PUT',
      url: '/v1/admin/settings',
      payload: { ...current, request_price_cents: before + 100 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await price(manager.token)).toBe(before + 100);

    // (the save's own notification, heard after its answer, makes this process read them again once more)
    await notifyAsAnotherProcess(SETTINGS_CHANNEL, '');
    expect(await price(manager.token)).toBe(before + 100);
    // another process saves a price: this one answers the copy it has until the notification arrives
    await ctx.db
      .insert(settings)
      .values({ key: 'request_price_cents', value: before + 200 })
      .onConflictDoUpdate({ target: settings.key, set: { value: before + 200 } });
    expect(await price(manager.token)).toBe(before + 100);
    await notifyAsAnotherProcess(SETTINGS_CHANNEL, '');
    expect(await price(manager.token)).toBe(before + 200);

    await request(ctx.app, admin.token, {
      method: 'PUT',
      url: '/v1/admin/settings',
      payload: current,
    });
    expect(await price(manager.token)).toBe(before);
  });
});
