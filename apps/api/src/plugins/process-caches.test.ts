// The settings and sessions each API process keeps in memory (plugins/process-caches.ts): a change
// made through this process shows in its next answer; a change made by another process (here: written
// to the tables directly, as another process's transaction would, and announced with the NOTIFY that
// process sends) shows once its notification arrives.
import { eq, sql } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { type As, describe, expect, it, type TestContext } from '../../test/harness.ts';
import type { Db } from '../db/client.ts';
import { sessions, settings, users } from '../db/schema.ts';
import { SETTINGS_CHANNEL } from '../lib/settings.ts';
import { USER_CHANNEL } from '../modules/auth/user-events.ts';

/**
 * Sends a NOTIFY as another API process would after its commit, and resolves once this process has
 * heard it: listeners of a channel are called in the order they subscribed, and the app's caches
 * subscribed when it was built, so they have handled it when the listener added here is called.
 */
async function notifyAsAnotherProcess(db: Db, ctx: TestContext, channel: string, payload: string) {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => (heard = resolve));
  const unlisten = await ctx.database.listen(channel, () => heard());
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
  await arrived;
  await unlisten();
}

const me = (as: As, token: string) => as(token).get('/v1/me');
const price = async (as: As, token: string) =>
  ((await as(token).get('/v1/openLeads')).json() as { meta: { price_cents: number } }).meta.price_cents;

describe('sessions kept by an API process', () => {
  it('are refused once another process ends them and its notification arrives', async ({ as, fx, ctx }) => {
    const a = await fx.traveller();
    expect((await me(as, a.token)).statusCode).toBe(200);
    // another process logs the session out: until its notification arrives, this one answers from memory
    await ctx.db.delete(sessions).where(eq(sessions.user_id, a.user.id));
    expect((await me(as, a.token)).statusCode).toBe(200);
    await notifyAsAnotherProcess(ctx.db, ctx, USER_CHANNEL, JSON.stringify({ uid: a.user.id }));
    expect((await me(as, a.token)).statusCode).toBe(401);
  });

  it('are refused once another process disables their user; other users keep theirs', async ({ as, fx, ctx }) => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    expect((await price(as, manager.token)) > 0).toBe(true);
    expect((await me(as, other.token)).statusCode).toBe(200);
    await ctx.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, manager.user.id));
    await ctx.db.delete(sessions).where(eq(sessions.user_id, other.user.id));
    await notifyAsAnotherProcess(ctx.db, ctx, USER_CHANNEL, JSON.stringify({ uid: manager.user.id }));
    expect((await me(as, manager.token)).statusCode).toBe(401);
    // nothing told this process about `other`: its session is still the one it read
    expect((await me(as, other.token)).statusCode).toBe(200);
    await notifyAsAnotherProcess(ctx.db, ctx, USER_CHANNEL, JSON.stringify({ uid: other.user.id }));
    expect((await me(as, other.token)).statusCode).toBe(401);
  });

  it('end at once in the process that ends them: logout, a removed member, a changed role', async ({ as, fx }) => {
    const traveller = await fx.traveller();
    expect((await me(as, traveller.token)).statusCode).toBe(200);
    await as(traveller).post('/v1/auth/logout');
    expect((await me(as, traveller.token)).statusCode).toBe(401);

    const manager = await fx.companyUser();
    const second = await fx.companyUser({ companyId: manager.companyId });
    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const keepManager = (who: { token: string }) =>
      as(who).patch(`/v1/users/${manager.companyId}/${manager.user.id}`, { company_role: COMPANY_ROLE.MANAGER });
    expect((await keepManager(second)).statusCode).toBe(200);
    const demoted = await as(manager).patch(`/v1/users/${manager.companyId}/${second.user.id}`, {
      company_role: COMPANY_ROLE.AGENT,
    });
    expect(demoted.statusCode).toBe(200);
    // an Agent manages no team
    expect((await keepManager(second)).statusCode).toBe(403);
    expect((await me(as, agent.token)).statusCode).toBe(200);
    const removed = await as(manager).delete(`/v1/users/${manager.companyId}/${agent.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await me(as, agent.token)).statusCode).toBe(401);
  });
});

describe('settings kept by an API process', () => {
  it('change at once through this process, and once the notification arrives from another', async ({ as, fx, ctx }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const before = await price(as, manager.token);
    const current = (await as(admin).get('/v1/admin/settings')).json();
    const saved = await as(admin).put('/v1/admin/settings', { ...current, request_price_cents: before + 100 });
    expect(saved.statusCode).toBe(200);
    expect(await price(as, manager.token)).toBe(before + 100);

    // (the save's own notification, heard after its answer, makes this process read them again once more)
    await notifyAsAnotherProcess(ctx.db, ctx, SETTINGS_CHANNEL, '');
    expect(await price(as, manager.token)).toBe(before + 100);
    // another process saves a price: this one answers the copy it has until the notification arrives
    await ctx.db
      .insert(settings)
      .values({ key: 'request_price_cents', value: before + 200 })
      .onConflictDoUpdate({ target: settings.key, set: { value: before + 200 } });
    expect(await price(as, manager.token)).toBe(before + 100);
    await notifyAsAnotherProcess(ctx.db, ctx, SETTINGS_CHANNEL, '');
    expect(await price(as, manager.token)).toBe(before + 200);

    await as(admin).put('/v1/admin/settings', current);
    expect(await price(as, manager.token)).toBe(before);
  });
});
