// Over 300 lines: one case per kind of push and channel, each against the real push-service stand-in.
// Web Push end to end: devices stored through the API, events queued as outbox jobs, the worker's
// pushes received by a real push-service stand-in on a loopback port (test/push-service.ts), which
// checks the VAPID JWT and decrypts each payload with the device's own keys.
import { and, eq, like, sql } from 'drizzle-orm';
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { PUSH_MESSAGES } from '@triptender/contract/push';
import { conversations, emailOutbox, pushSubscriptions } from '../../db/schema.ts';
import { type Session, TEST_PASSWORD } from '../../../test/fixtures.ts';
import { describe, expect, expectFieldErrors, harness, newClientAddress, type World } from '../../../test/harness.ts';
import { travellerRequest } from '../../../test/marketplace.ts';
import { type Device, vapidEnv } from '../../../test/push-service.ts';
import { pushServiceForFile } from '../../../test/push-service-file.ts';
import { announceLiveLead } from '../notifications/lead-alerts.ts';

const vapid = vapidEnv();
const test = harness({ env: vapid });
const it = test;

const push = await pushServiceForFile();

type Member = Session & { companyId: number };

const turnOn = async (as: World['as'], s: Session, device: Device) => {
  const res = await as(s).post('/v1/me/push-subscriptions', device.subscription, {
    headers: { 'user-agent': 'Mozilla/5.0 (test)' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; endpoint_host: string };
};

const settings = async (as: World['as'], s: Session, body: object) => {
  const res = await as(s).put('/v1/me/notification-settings', { lead_alerts: 'instant', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A company (a Manager, and the members asked for) alerted to leads in one made-up corner of the market. */
async function alertedTeam(as: World['as'], fx: World['fx'], minPeople: number) {
  const team = await fx.team({ agent: 'agent' });
  const res = await as(team.manager).put(`/v1/company/${team.manager.companyId}/lead-preferences`, {
    ...DEFAULT_LEAD_PREFERENCES,
    countries: ['scotland'],
    min_people: minPeople,
    max_people: minPeople,
  });
  expect(res.statusCode, res.body).toBe(200);
  return team as { manager: Member; agent: Member };
}

/** A verified traveller's request (open at once, so live) that fits `alertedTeam(…, people)`. */
async function liveLead(as: World['as'], fx: World['fx'], people: number) {
  const traveller = await fx.traveller({ first_name: 'Siobhan', last_name: 'Keane' });
  const res = await as(traveller).post(
    '/v1/client/request',
    travellerRequest(traveller, { country: 'scotland', number_of_people: people }),
    { remoteAddress: newClientAddress() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { traveller, leadId: res.json().data.id as number };
}

const pushesTo = (device: Device) => push.received.filter((p) => p.device === device.id);

describe('devices', () => {
  it('answers the public key the browser subscribes with', async ({ as }) => {
    const res = await as(null).get('/v1/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ enabled: true, public_key: vapid.VAPID_PUBLIC_KEY });
  });

  it('stores several devices per user, moves an endpoint to its new user, and deletes one', async ({ as, fx, db }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const phone = push.subscribe();
    const laptop = push.subscribe();
    const stored = await turnOn(as, manager, phone);
    expect(stored.endpoint_host).toBe(new URL(push.origin).host);
    await turnOn(as, manager, laptop);
    // the same endpoint again: updated, not doubled
    await turnOn(as, manager, phone);
    const count = async (s: Session) => (await as(s).get('/v1/me/notification-settings')).json().push_devices as number;
    expect(await count(manager)).toBe(2);

    // the laptop is logged in as someone else now: the device follows them
    await turnOn(as, agent, laptop);
    expect([await count(manager), await count(agent)]).toEqual([1, 1]);
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, laptop.subscription.endpoint));
    expect(row).toMatchObject({ user_id: agent.user.id, user_agent: 'Mozilla/5.0 (test)' });

    // another's endpoint is not yours to delete
    const gone = { endpoint: laptop.subscription.endpoint };
    expect((await as(manager).delete('/v1/me/push-subscriptions', gone)).statusCode).toBe(404);
    const del = await as(agent).delete('/v1/me/push-subscriptions', gone);
    expect(del.statusCode, del.body).toBe(200);
    expect(await count(agent)).toBe(0);
    expect((await as(agent).delete('/v1/me/push-subscriptions', gone)).statusCode).toBe(404);
  });

  it('is for the portals: no login 401, a traveller 403', async ({ as, fx }) => {
    const device = push.subscribe();
    expect((await as(null).post('/v1/me/push-subscriptions', device.subscription)).statusCode).toBe(401);
    const traveller = await fx.traveller();
    expect((await as(traveller).post('/v1/me/push-subscriptions', device.subscription)).statusCode).toBe(403);
    expect((await as(null).delete('/v1/me/push-subscriptions', { endpoint: 'https://x.example/1' })).statusCode).toBe(
      401,
    );
    const admin = await fx.admin();
    expect((await as(admin).post('/v1/me/push-subscriptions', device.subscription)).statusCode).toBe(201);
  });

  it.for([
    ['no keys', { endpoint: 'https://push.example/abc' }, 'keys'],
    ['ftp', { endpoint: 'ftp://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } }, 'endpoint'],
    [
      'a NUL',
      { endpoint: 'https://push.example/\u0000', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
      'endpoint',
    ],
    [
      'http elsewhere',
      { endpoint: 'http://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
      'endpoint',
    ],
    [
      'a short key',
      { endpoint: 'https://push.example/abc', keys: { p256dh: 'B', auth: 'a'.repeat(22) } },
      'keys.p256dh',
    ],
  ] as const)('refuses a body with %s: 422', async ([, body, field], { as, fx }) => {
    const manager = await fx.companyUser();
    const res = await as(manager).post('/v1/me/push-subscriptions', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().data)).toContain(field);
    if (field === 'endpoint') expectFieldErrors(res, { endpoint: [PUSH_MESSAGES.endpoint] });
  });
});

describe('a new lead that fits', () => {
  it('is pushed to each device of its instant users, encrypted, without contact details', async ({
    as,
    fx,
    outbox,
  }) => {
    const { manager, agent } = await alertedTeam(as, fx, 11);
    await settings(as, agent, { lead_alerts: 'daily' }); // not instant: no push
    const phone = push.subscribe();
    const laptop = push.subscribe();
    const agentPhone = push.subscribe();
    await turnOn(as, manager, phone);
    await turnOn(as, manager, laptop);
    await turnOn(as, agent, agentPhone);

    const { traveller, leadId } = await liveLead(as, fx, 11);
    await outbox.work();
    expect(push.refused).toEqual([]);
    for (const device of [phone, laptop]) {
      const [got, ...more] = pushesTo(device);
      expect(more).toEqual([]);
      expect(got!.payload).toEqual({
        title: 'New lead: 10 nights in Scotland, 11 people',
        body: expect.stringMatching(/^10 nights · /),
        url: expect.stringMatching(/^\/company\/marketplace\?match=all&search=/),
        tag: `lead-${leadId}`,
      });
      expect(got!.claims.aud).toBe(push.origin);
      const text = JSON.stringify(got!.payload);
      for (const secret of [traveller.user.email, 'Siobhan', 'Keane', traveller.user.mobile ?? 'no mobile'])
        expect(text).not.toContain(secret);
    }
    expect(pushesTo(agentPhone)).toEqual([]);
    // the email goes as before: the channel is both until chosen
    expect(await outbox.emails(manager.user.email, 'new-lead-alert')).toHaveLength(1);
  });

  it('the same event twice makes one push per device', async ({ as, fx, outbox, db }) => {
    const { manager } = await alertedTeam(as, fx, 12);
    const phone = push.subscribe();
    await turnOn(as, manager, phone);
    const { leadId } = await liveLead(as, fx, 12);
    await db.transaction((tx) => announceLiveLead(tx, leadId));
    await outbox.work();
    await db.transaction((tx) => announceLiveLead(tx, leadId));
    await outbox.work();
    expect(pushesTo(phone)).toHaveLength(1);
  });

  it('a push service answering 410 drops the device; a 500 is retried', async ({ as, fx, outbox, db }) => {
    const { manager } = await alertedTeam(as, fx, 13);
    const gone = push.subscribe();
    const flaky = push.subscribe();
    await turnOn(as, manager, gone);
    await turnOn(as, manager, flaky);
    push.answer(gone, 410);
    push.answer(flaky, 500);
    await liveLead(as, fx, 13);
    await outbox.work();
    const endpoints = async () =>
      (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, manager.user.id))).map(
        (d) => d.endpoint,
      );
    expect(await endpoints()).toEqual([flaky.subscription.endpoint]);
    const [device] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, flaky.subscription.endpoint));
    const [retry] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'push'), like(emailOutbox.dedupe_key, `push:new_lead:%:${device!.id}`)));
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('500') });

    push.answer(flaky, 201);
    await db
      .update(emailOutbox)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(emailOutbox.id, retry!.id));
    await outbox.work();
    expect(pushesTo(flaky).map((p) => p.status)).toEqual([500, 201]);
  });

  it('quiet hours skip the push, not the email', async ({ as, fx, outbox }) => {
    const { manager } = await alertedTeam(as, fx, 14);
    const phone = push.subscribe();
    await turnOn(as, manager, phone);
    const now = new Date();
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const saved = await settings(as, manager, {
      quiet_hours: {
        start: hhmm(new Date(now.getTime() - 3_600_000)),
        end: hhmm(new Date(now.getTime() + 3_600_000)),
        time_zone: 'UTC',
      },
    });
    expect(saved.quiet_hours.time_zone).toBe('UTC');
    await liveLead(as, fx, 14);
    await outbox.work();
    expect(pushesTo(phone)).toEqual([]);
    expect(await outbox.emails(manager.user.email, 'new-lead-alert')).toHaveLength(1);
  });

  it.for([
    ['off', 0, 0],
    ['push', 1, 0],
    ['email', 0, 1],
    ['both', 1, 1],
  ] as const)('channel %s: %i push, %i email', async ([channel, pushes, emails], { as, fx, outbox }) => {
    const people = { off: 15, push: 16, email: 17, both: 18 }[channel];
    const { manager } = await alertedTeam(as, fx, people);
    const phone = push.subscribe();
    await turnOn(as, manager, phone);
    const saved = await settings(as, manager, { notification_channels: { new_lead: channel } });
    expect(saved.notification_channels).toMatchObject({ new_lead: channel, new_message: 'both' });
    await liveLead(as, fx, people);
    await outbox.work();
    expect(pushesTo(phone)).toHaveLength(pushes);
    expect(await outbox.emails(manager.user.email, 'new-lead-alert')).toHaveLength(emails);
  });
});

describe('notification settings', () => {
  it('keeps the channels not given, and refuses a bad channel, time or zone: 422', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    await settings(as, manager, { notification_channels: { new_message: 'push' } });
    const saved = await settings(as, manager, { notification_channels: { low_balance: 'off' } });
    expect(saved.notification_channels).toEqual({
      new_lead: 'both',
      new_message: 'push',
      quote_outcome: 'both',
      low_balance: 'off',
    });
    expect((await settings(as, manager, { quiet_hours: null })).quiet_hours).toBeNull();
    const put = (body: object) => as(manager).put('/v1/me/notification-settings', { lead_alerts: 'off', ...body });
    expectFieldErrors(await put({ notification_channels: { new_lead: 'sms' } }), {
      'notification_channels.new_lead': [PUSH_MESSAGES.channel],
    });
    expectFieldErrors(await put({ quiet_hours: { start: '25:00', end: '07:00', time_zone: 'Europe/Dublin' } }), {
      'quiet_hours.start': [PUSH_MESSAGES.time],
    });
    expectFieldErrors(await put({ quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Europe/Atlantis' } }), {
      'quiet_hours.time_zone': [PUSH_MESSAGES.timeZone],
    });
  });
});

describe('other events', () => {
  it('a traveller message, a quote accepted and a low balance are pushed to the right pages', async ({
    as,
    fx,
    mp,
    outbox,
    db,
  }) => {
    const { manager } = await fx.team({}, { creditCents: 10_000 });
    const phone = push.subscribe();
    await turnOn(as, manager, phone);
    await as(manager).put(`/v1/company/${manager.companyId}/spending-limits`, {
      monthly_spend_limit_cents: null,
      low_balance_threshold_cents: 9_000,
    });
    const traveller = await fx.traveller({ first_name: 'Aoife', last_name: 'Brennan' });
    const lead = await fx.lead(traveller.user.id);
    const quoteId = await mp.buyAndQuote(manager, lead.id); // $100 - $25: below the $90 alert
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.lead_id, lead.id), eq(conversations.company_id, manager.companyId)));
    const conversationId = conversation!.id;
    const sent = await as(traveller).post('/v1/client/chat', {
      chat_company_id: conversationId,
      message: 'My number is +353 87 123 4567, call me',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await as(traveller).post(`/v1/quotes/${quoteId}/accept`)).statusCode).toBe(200);
    await outbox.work();

    const got = pushesTo(phone).map((p) => p.payload as { title: string; url: string; body: string });
    expect(got.map((p) => [p.title, p.url])).toEqual(
      expect.arrayContaining([
        ['Your wallet balance is low', '/company/wallet'],
        ['New message from a traveller', `/company/conversations?conversation=${conversationId}`],
        ['Your quote was accepted', `/company/leads?lead=${lead.id}`],
      ]),
    );
    expect(JSON.stringify(got)).not.toMatch(/353|Aoife|Brennan|call me/);
  });
});

describe('privacy', () => {
  it("the data export lists a user's devices by host; deleting the account deletes them", async ({ as, fx, db }) => {
    // an Agent: a company's last Manager cannot delete their account
    const { agent: manager } = await fx.team({ agent: 'agent' });
    await turnOn(as, manager, push.subscribe());
    const exported = await as(manager).get('/v1/me/export');
    expect(exported.statusCode).toBe(200);
    const devices = exported.json().push_devices as Record<string, unknown>[];
    expect(devices).toEqual([{ endpoint_host: new URL(push.origin).host, created_at: expect.any(String) }]);
    expect(exported.body).not.toContain('p256dh');

    const res = await as(manager).delete('/v1/me', { password: TEST_PASSWORD }, { remoteAddress: newClientAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.user_id, manager.user.id))).toEqual([]);
  });
});
