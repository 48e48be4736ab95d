// Housekeeping removes only what has expired, and archives only open leads whose
// trip has started; on PGlite and, with DATABASE_URL, on PostgreSQL.
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { SETTINGS_MESSAGES } from '@triptender/contract/settings';
import { describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';
import { emailOutbox, idempotencyKeys, leads, oneTimeTokens, rateLimits, sessions } from '../../db/schema.ts';
import { runHousekeeping } from './housekeeping.ts';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const ahead = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const hash = () => randomBytes(16).toString('hex');

async function ids<T extends { id: number }>(rows: Promise<T[]>) {
  return (await rows).map((r) => r.id).sort((a, b) => a - b);
}

describe('housekeeping', () => {
  it('purges only what has expired, archives only open leads whose trip started, and a second run finds nothing', async ({
    fx,
    ctx,
  }) => {
    const { db } = ctx;
    // the tables start with what fixtures and earlier runs left: clear what this test counts
    await runHousekeeping({ db, rateLimitsInDatabase: true });

    const traveller = await fx.traveller();
    const uid = traveller.user.id;
    const [expiredToken, liveToken, usedLiveToken] = await ids(
      db
        .insert(oneTimeTokens)
        .values([
          { user_id: uid, purpose: 'reset', token_hash: hash(), expires_at: ago(1) },
          { user_id: uid, purpose: 'reset', token_hash: hash(), expires_at: ahead(1) },
          { user_id: uid, purpose: 'claim', token_hash: hash(), expires_at: ahead(24), used_at: ago(1) },
        ])
        .returning({ id: oneTimeTokens.id }),
    );
    const [expiredSession, liveSession] = await ids(
      db
        .insert(sessions)
        .values([
          { user_id: uid, token_hash: hash(), expires_at: ago(1) },
          { user_id: uid, token_hash: hash(), expires_at: ahead(1) },
        ])
        .returning({ id: sessions.id }),
    );
    await db.insert(idempotencyKeys).values([
      { user_id: uid, scope: 'test', key: 'old', status_code: 200, response: {}, created_at: ago(25) },
      { user_id: uid, scope: 'test', key: 'recent', status_code: 200, response: {}, created_at: ago(23) },
    ]);
    await db.insert(rateLimits).values([
      { key: `hk-test:ended:${hash()}`, count: 3, reset_at: ago(0.01) },
      { key: `hk-test:running:${hash()}`, count: 3, reset_at: ahead(0.1) },
    ]);
    const day = 24;
    const to = fx.email('outbox');
    const outbox = await db
      .insert(emailOutbox)
      .values([
        { to_email: to, template: 'test', status: 'sent', sent_at: ago(31 * day), created_at: ago(31 * day) },
        { to_email: to, template: 'test', status: 'sent', sent_at: ago(29 * day), created_at: ago(29 * day) },
        { to_email: to, template: 'test', status: 'failed', created_at: ago(60 * day) },
        { to_email: to, template: 'test', status: 'pending', created_at: ago(60 * day), next_attempt_at: ahead(day) },
        // held: never sent, kept as long as a sent one from when it was queued
        { to_email: to, template: 'test', status: 'held', created_at: ago(31 * day) },
        { to_email: to, template: 'test', status: 'held', created_at: ago(29 * day) },
      ])
      .returning({ id: emailOutbox.id });
    const yesterday = addDaysIso(todayIso(), -1);
    const started = await fx.lead(uid, { start_date: yesterday });
    const today = await fx.lead(uid, { start_date: todayIso() });
    const unconfirmed = await fx.lead(uid, { start_date: yesterday, status: 'pending' });
    const accepted = await fx.lead(uid, { start_date: yesterday, status: 'accepted' });

    const result = await runHousekeeping({ db, rateLimitsInDatabase: true });
    expect(result).toEqual({
      one_time_tokens: 1,
      sessions: 1,
      idempotency_keys: 1,
      rate_limits: 1,
      sent_emails: 1,
      held_emails: 1,
      archived_leads: 1,
    });

    expect(
      await ids(db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(eq(oneTimeTokens.user_id, uid))),
    ).toEqual([liveToken, usedLiveToken]);
    expect(expiredToken).toBeDefined();
    expect(
      await ids(
        db
          .select({ id: sessions.id })
          .from(sessions)
          .where(inArray(sessions.id, [expiredSession!, liveSession!])),
      ),
    ).toEqual([liveSession]);
    const keys = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.user_id, uid));
    expect(keys.map((k) => k.key)).toEqual(['recent']);
    const limits = await db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'hk-test:%'`);
    expect(limits.map((l) => l.key.split(':')[1])).toEqual(['running']);
    const left = await db
      .select({ id: emailOutbox.id, status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.to_email, to))
      .orderBy(emailOutbox.id);
    expect(left).toEqual(
      [1, 2, 3, 5].map((i, n) => ({ id: outbox[i]!.id, status: ['sent', 'failed', 'pending', 'held'][n] })),
    );
    const statuses = await db
      .select({ id: leads.id, status: leads.status, closed: sql<boolean>`${leads.closed_at} is not null` })
      .from(leads)
      .where(inArray(leads.id, [started.id, today.id, unconfirmed.id, accepted.id]))
      .orderBy(leads.id);
    expect(statuses).toEqual([
      { id: started.id, status: 'archived', closed: true },
      { id: today.id, status: 'open', closed: false },
      { id: unconfirmed.id, status: 'pending', closed: false },
      { id: accepted.id, status: 'accepted', closed: false },
    ]);

    expect(await runHousekeeping({ db, rateLimitsInDatabase: true })).toEqual({
      one_time_tokens: 0,
      sessions: 0,
      idempotency_keys: 0,
      rate_limits: 0,
      sent_emails: 0,
      held_emails: 0,
      archived_leads: 0,
    });
  });

  it("keeps sent emails for the admin's retention setting", async ({ as, fx, db, app }) => {
    const admin = await fx.admin();
    const to = fx.email('retention');
    const [tenDays, threeDays] = await db
      .insert(emailOutbox)
      .values([
        { to_email: to, template: 'test', status: 'sent', sent_at: ago(10 * 24), created_at: ago(10 * 24) },
        { to_email: to, template: 'test', status: 'sent', sent_at: ago(3 * 24), created_at: ago(3 * 24) },
      ])
      .returning({ id: emailOutbox.id });
    await runHousekeeping({ db, rateLimitsInDatabase: true });
    expect(await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to_email, to))).toHaveLength(
      2,
    );

    const saved = await as(admin).put('/v1/admin/settings', {
      ...((await request(app, admin.token, { method: 'GET', url: '/v1/admin/settings' })).json() as object),
      sent_email_retention_days: 7,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().sent_email_retention_days).toBe(7);
    await runHousekeeping({ db, rateLimitsInDatabase: true });
    expect(await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to_email, to))).toEqual([
      { id: threeDays!.id },
    ]);
    expect(tenDays).toBeDefined();

    const tooShort = await as(admin).put('/v1/admin/settings', {
      request_price_cents: 2500,
      buyer_cap: 5,
      welcome_credit_cents: 0,
      sent_email_retention_days: 0,
    });
    expectFieldErrors(tooShort, { sent_email_retention_days: [SETTINGS_MESSAGES.sentEmailRetention] });
  });
});
