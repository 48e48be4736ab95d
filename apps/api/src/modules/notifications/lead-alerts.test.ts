// Alerts of new leads: when a lead goes live, each company whose saved preferences it fits
// is told live (realtime) and by email to its users on instant alerts; the daily digest with a clock;
// each user's own choice (GET/PUT /v1/me/notification-settings).
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { DEFAULT_LEAD_PREFERENCES, type LeadPreferencesBody } from '@triptender/contract/lead-preferences';
import { NOTIFICATION_MESSAGES } from '@triptender/contract/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, emailUnsubscribes, users } from '../../db/schema.ts';
import type { Session } from '../../../test/fixtures.ts';
import { travellerRequest } from '../../../test/marketplace.ts';
import { describe, expect, expectFieldErrors, it, newClientAddress, type World } from '../../../test/harness.ts';
import { connectSocket } from '../../../test/sockets.ts';
import { digestDayStart, queueLeadDigests } from './lead-digest.ts';

const ANY: LeadPreferencesBody = DEFAULT_LEAD_PREFERENCES;

async function setPreferences(
  as: World['as'],
  manager: Session & { companyId: number },
  prefs: Partial<LeadPreferencesBody>,
) {
  const res = await as(manager).put(`/v1/company/${manager.companyId}/lead-preferences`, { ...ANY, ...prefs });
  expect(res.statusCode, res.body).toBe(200);
}

const settings = (as: World['as'], s: Session, payload?: object) =>
  payload ? as(s).put('/v1/me/notification-settings', payload) : as(s).get('/v1/me/notification-settings');

/** A verified traveller posts a trip request: it is open at once, so it goes live. */
async function postLiveLead(as: World['as'], fx: World['fx'], overrides: Record<string, unknown> = {}) {
  const traveller = await fx.traveller();
  const res = await as(traveller).post(
    '/v1/client/request',
    travellerRequest(traveller, { title: 'Anything', ...overrides }),
    { remoteAddress: newClientAddress() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return { traveller, lead: res.json().data as { id: number; title: string; email: string } };
}

const alerts = (outbox: World['outbox'], db: Db, s: Session) => outbox.emails(s.user.email, 'new-lead-alert');

describe('a lead going live', () => {
  it('emails each instant user of every company whose preferences it fits, once; nobody else', async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const { manager, agent, finance, off, daily, disabled, unsubscribed, financeOptedIn } = await fx.team({
      agent: 'agent',
      finance: 'finance',
      off: 'agent',
      daily: 'agent',
      disabled: 'agent',
      unsubscribed: 'agent',
      financeOptedIn: 'finance',
    });
    await setPreferences(as, manager, { countries: ['scotland'], min_people: 2 });
    expect((await settings(as, off, { lead_alerts: 'off' })).statusCode).toBe(200);
    expect((await settings(as, daily, { lead_alerts: 'daily' })).statusCode).toBe(200);
    expect((await settings(as, financeOptedIn, { lead_alerts: 'instant' })).statusCode).toBe(200);
    await db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, disabled.user.id));
    await db.insert(emailUnsubscribes).values({
      email: unsubscribed.user.email,
      list: 'lead-alerts',
      token: `t${'x'.repeat(42)}`,
      unsubscribed_at: new Date(),
    });

    const other = await fx.companyUser();
    await setPreferences(as, other, { countries: ['ireland'] });
    // a company that never saved preferences is not alerted (every lead would "fit" it)
    const unset = await fx.companyUser();

    const { lead } = await postLiveLead(as, fx);
    for (const s of [manager, agent, financeOptedIn]) {
      const mails = await alerts(outbox, db, s);
      expect(mails, s.user.email).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        company_name: expect.any(String),
        lead: {
          id: lead.id,
          title: lead.title,
          signals: expect.arrayContaining(['Email confirmed', 'Flights booked']),
        },
      });
      // no contact details of the traveller in the alert
      expect(JSON.stringify(mails[0])).not.toContain(lead.email);
      expect(JSON.stringify(mails[0])).not.toContain('555');
    }
    for (const s of [finance, off, daily, disabled, unsubscribed, other, unset]) {
      expect(await alerts(outbox, db, s), s.user.email).toHaveLength(0);
    }

    // a lead that fits nobody's preferences here: no alert
    await postLiveLead(as, fx, { country: 'ireland', number_of_people: 1 });
    expect(await alerts(outbox, db, manager)).toHaveLength(1);
    expect(await alerts(outbox, db, other)).toHaveLength(1);
  });

  it('a request confirmed by its traveller (publish) alerts as it goes live, not before', async ({
    as,
    fx,
    outbox,
    db,
  }) => {
    const manager = await fx.companyUser();
    await setPreferences(as, manager, { countries: ['uk'], min_people: 7, max_people: 7 });
    const traveller = await fx.traveller();
    const pending = await fx.lead(traveller.user.id, { status: 'pending', country: 'uk', number_of_people: 7 });
    expect(await alerts(outbox, db, manager)).toHaveLength(0);
    const res = await as(traveller).post(`/v1/client/requests/${pending.id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await alerts(outbox, db, manager)).map((m) => m.lead.id)).toEqual([pending.id]);
  });

  it('reaches the sockets of a fitting company, not those of another', async ({ as, fx, app }) => {
    const { manager: fits, agent } = await fx.team({ agent: 'agent' });
    const stranger = await fx.companyUser();
    await setPreferences(as, fits, { countries: ['scotland'], trip_types: ['active'] });
    await setPreferences(as, stranger, { countries: ['ireland'], trip_types: ['active'] });
    const [a, b, s] = await Promise.all([
      connectSocket(app, { token: fits.token }),
      connectSocket(app, { token: agent.token }),
      connectSocket(app, { token: stranger.token }),
    ]);
    for (const socket of [a, b, s]) await socket.next((e) => e.type === 'ready', 'ready');

    const { lead } = await postLiveLead(as, fx, { trip_type: 'active' });
    for (const socket of [a, b]) {
      const event = await socket.next((e) => e.type === 'lead.new_match', 'lead.new_match');
      expect(event).toEqual({ type: 'lead.new_match', lead: { id: lead.id, title: lead.title, country: 'scotland' } });
    }
    await s.roundTrip();
    expect(s.events.filter((e) => e.type === 'lead.new_match')).toEqual([]);
    for (const socket of [a, b, s]) socket.ws.terminate();
  });
});

describe('the daily digest', () => {
  it('lists the new fitting leads once a digest day; none when nothing is new', async ({ as, fx, outbox, db }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    await setPreferences(as, manager, { countries: ['uk'], min_people: 9, max_people: 9 });
    expect((await settings(as, manager, { lead_alerts: 'daily' })).statusCode).toBe(200);
    const traveller = await fx.traveller();
    // an hour into the current digest day, so that +4 h stays in it whatever the time of the run
    // (from new Date() itself, a run between 03:00 and 07:00 UTC crossed into the next digest day)
    const base = new Date(digestDayStart(new Date()).getTime() + 3_600_000);
    const hours = (h: number) => new Date(base.getTime() + h * 3_600_000);
    const fitting = { country: 'uk', number_of_people: 9 } as const;
    const first = await fx.lead(traveller.user.id, { ...fitting, went_live_at: hours(-2) });
    const second = await fx.lead(traveller.user.id, { ...fitting, went_live_at: hours(-1) });
    // not in it: another country, still awaiting confirmation, gone live after the clock
    await fx.lead(traveller.user.id, { number_of_people: 9, went_live_at: hours(-1) });
    await fx.lead(traveller.user.id, { ...fitting, status: 'pending' });
    const later = await fx.lead(traveller.user.id, { ...fitting, went_live_at: hours(3) });

    await queueLeadDigests({ db: db, now: base });
    const digests = () => outbox.emails(manager.user.email, 'lead-digest');
    expect(await digests()).toHaveLength(1);
    expect((await digests())[0]!.leads.map((l) => l.id)).toEqual([second.id, first.id]);
    // the agent kept instant alerts: no digest
    expect(await outbox.emails(agent.user.email, 'lead-digest')).toHaveLength(0);

    // not twice in one digest day, even with a new lead
    await queueLeadDigests({ db: db, now: hours(4) });
    expect(await digests()).toHaveLength(1);

    // the next digest day: only what went live since the last digest
    await queueLeadDigests({ db: db, now: hours(25) });
    expect(await digests()).toHaveLength(2);
    expect((await digests())[1]!.leads.map((l) => l.id)).toEqual([later.id]);

    // the day after: nothing new, nothing sent
    await queueLeadDigests({ db: db, now: hours(49) });
    expect(await digests()).toHaveLength(2);
    const rows = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_email, manager.user.email), eq(emailOutbox.template, 'lead-digest')));
    expect(rows.every((r) => r.dedupe_key?.startsWith(`lead-digest:${manager.user.id}:`))).toBe(true);
  });
});

describe('GET/PUT /v1/me/notification-settings', () => {
  it('answers the role default until the user chooses; saves a choice; 422 for another value', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    expect((await settings(as, manager)).json()).toEqual({
      lead_alerts: 'instant',
      lead_alerts_chosen: false,
      lead_alerts_unsubscribed: false,
      // each kind's channel until chosen, no quiet hours, no device turned on (modules/push)
      notification_channels: { new_lead: 'both', new_message: 'both', quote_outcome: 'both', low_balance: 'both' },
      quiet_hours: null,
      push_devices: 0,
    });
    expect((await settings(as, finance)).json()).toMatchObject({ lead_alerts: 'off', lead_alerts_chosen: false });
    const saved = await settings(as, finance, { lead_alerts: 'daily' });
    expect(saved.json()).toMatchObject({ lead_alerts: 'daily', lead_alerts_chosen: true });
    expect((await settings(as, finance)).json()).toMatchObject({ lead_alerts: 'daily' });
    expectFieldErrors(await settings(as, manager, { lead_alerts: 'hourly' }), {
      lead_alerts: [NOTIFICATION_MESSAGES.leadAlerts],
    });
  });

  it('is for company users: a traveller and an admin get 403, no login 401', async ({ as, fx }) => {
    for (const s of [await fx.traveller(), await fx.admin()]) {
      const res = await settings(as, s);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOTIFICATION_MESSAGES.companyOnly);
      expect((await settings(as, s, { lead_alerts: 'off' })).statusCode).toBe(403);
    }
    const res = await as(null).get('/v1/me/notification-settings');
    expect(res.statusCode).toBe(401);
  });

  it('saving resubscribes an address that clicked unsubscribe in an alert', async ({ as, fx, db }) => {
    const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT });
    await db.insert(emailUnsubscribes).values({
      email: agent.user.email,
      list: 'lead-alerts',
      token: `r${'y'.repeat(42)}`,
      unsubscribed_at: new Date(),
    });
    expect((await settings(as, agent)).json()).toMatchObject({ lead_alerts_unsubscribed: true });
    const res = await settings(as, agent, { lead_alerts: 'instant' });
    expect(res.json()).toMatchObject({ lead_alerts: 'instant', lead_alerts_unsubscribed: false });
  });
});
