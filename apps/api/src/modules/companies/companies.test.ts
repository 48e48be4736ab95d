// Over 300 lines: the company endpoints (list, add, profile, badges, overview, activity), sharing one admin and one database.
// Logos: logo.test.ts.
import { and, desc, eq } from 'drizzle-orm';
import { BADGE_SWITCH_MESSAGES } from '@triptender/contract/operator-profile';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { COMPANY_PHONE_MESSAGE } from '@triptender/contract/phone';
import { auditLog, companies, emailOutbox, leads, quotes, users } from '../../db/schema.ts';
import { updateSettings } from '../../lib/settings.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { type As, describe, expect, expectFieldErrors, expectStatuses, it } from '../../../test/harness.ts';

/** PATCH /v1/company/{companyId}: a company's profile. */
const patchProfile = (as: As, token: string, companyId: number, payload: Record<string, unknown>) =>
  as(token).patch(`/v1/company/${companyId}`, payload);

describe('POST /v1/company (Add Company)', () => {
  it('creates the company with its welcome credit and invites a first Manager by email', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    await updateSettings(db, { actorUserId: admin.user.id, changes: { welcome_credit_cents: 5000 } });
    const name = `Atlantic Way Tours ${fx.email('x')}`;
    const res = await as(admin).post('/v1/company', {
      name,
      email: 'Hello@AtlanticWay.example',
      mobile: '+353 91 555 0100',
      website: 'https://atlanticway.example',
      address: 'Galway',
    });
    await updateSettings(db, { actorUserId: admin.user.id, changes: { welcome_credit_cents: 0 } });
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toMatchObject({
      name,
      email: 'hello@atlanticway.example',
      phone: '+353 91 555 0100',
      website: 'https://atlanticway.example',
      address: 'Galway',
      about: null,
      logo_url: null,
      profile: { percent: 71, complete: false, missing: ['Logo', 'About'] },
      badges: [],
    });
    const [manager] = await db.select().from(users).where(eq(users.company_id, company.id));
    expect(manager).toMatchObject({
      email: 'hello@atlanticway.example',
      company_role: COMPANY_ROLE.MANAGER,
      password_hash: null,
      email_verified_at: null,
    });
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to_email, 'hello@atlanticway.example'));
    expect(mail).toMatchObject({ template: 'team-invite' });
    expect(mail!.data).toMatchObject({ company_name: name, inviter_name: 'Ada Admin' });

    const wallet = await as(admin).get(`/v1/company/${company.id}/wallet`);
    expect(wallet.json()).toMatchObject({ balance_cents: 5000, data: [{ kind: 'welcome', amount_cents: 5000 }] });
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.company_id, company.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['company.created', 'user.created', 'wallet.welcome_credit']);
  });

  it('answers 422 for a missing name or email, a bad website, a taken name or a taken contact email', async ({
    as,
    fx,
    db,
  }) => {
    const admin = await fx.admin();
    const bad = await as(admin).post('/v1/company', {
      name: ' ',
      email: 'nope',
      website: 'javascript:alert(1)',
      phone: 'call me maybe!!!',
    });
    expectFieldErrors(bad, {
      name: ['The company name is required.'],
      email: ['Please enter a valid contact email address.'],
      website: ['Please enter a full web address, like https://example.com.'],
      phone: [COMPANY_PHONE_MESSAGE],
    });
    const existing = await fx.company();
    const takenName = await as(admin).post('/v1/company', {
      name: existing.name.toUpperCase(),
      email: fx.email('new'),
    });
    expect(takenName.json().data).toEqual({ name: ['A company with this name already exists.'] });
    const someone = await fx.traveller();
    const takenEmail = await as(admin).post('/v1/company', {
      name: `Fresh ${fx.email('n')}`,
      email: someone.user.email,
    });
    expectFieldErrors(takenEmail, { email: ['The email has already been taken.'] });
    // nothing of the refused company was kept
    const [leftover] = await db.select().from(companies).where(eq(companies.email, someone.user.email));
    expect(leftover).toBeUndefined();
  });

  it('is for the admin only', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const traveller = await fx.traveller();
    for (const token of [manager.token, traveller.token]) {
      const res = await as(token).post('/v1/company', { name: 'Sneaky Tours', email: fx.email('s') });
      expect(res.statusCode).toBe(403);
    }
    expect((await as(null).get('/v1/company')).statusCode).toBe(401);
    expect((await as(manager).get('/v1/company')).statusCode).toBe(403);
  });
});

describe('GET /v1/company', () => {
  it('lists companies with open quotes counted and real completeness, searchable and paged', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const tag = fx.email('tag').split('@')[0]!.replace(/\W/g, '');
    const staff = await fx.companyUser();
    await db
      .update(companies)
      .set({ name: `Zeta ${tag}` })
      .where(eq(companies.id, staff.companyId));
    const full = await fx.company({ name: `Alpha ${tag}` });
    await db
      .update(companies)
      .set({ website: 'https://a.example', phone: '1', address: 'A', about: 'B', logo_url: '/uploads/logos/a.png' })
      .where(eq(companies.id, full.id));
    const traveller = await fx.traveller();
    for (const status of ['sent', 'sent', 'declined'] as const) {
      const lead = await fx.lead(traveller.user.id);
      await db.insert(quotes).values({
        lead_id: lead.id,
        company_id: staff.companyId,
        price_cents: 10_000,
        trip_duration: '5 days',
        message: 'Hi',
        status,
      });
    }
    const res = await as(admin).get(`/v1/company?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        expect.objectContaining({
          id: full.id,
          get_quoted_count: 0,
          profile: { percent: 100, complete: true, missing: [] },
        }),
        expect.objectContaining({
          id: staff.companyId,
          name: `Zeta ${tag}`,
          get_quoted_count: 2,
          profile: expect.objectContaining({ complete: false }),
        }),
      ],
      meta: { per_page: 10, total: 2, current_page: 1, last_page: 1 },
    });
    const paged = await as(admin).get(`/v1/company?search=${tag}&per_page=7&page=2`);
    expect(paged.json().meta).toEqual({ per_page: 10, total: 2, current_page: 2, last_page: 1 });
    expect(paged.json().data).toEqual([]);
  });
});

describe('a company profile', () => {
  it('is read by its members and the admin; others get 404', async ({ as, fx }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const admin = await fx.admin();
    const other = await fx.companyUser();
    for (const who of [manager, finance, admin]) {
      const res = await as(who).get(`/v1/company/${manager.companyId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: manager.companyId, rating: null, review_count: 0, badges: [] });
    }
    expect((await as(other).get(`/v1/company/${manager.companyId}`)).statusCode).toBe(404);
    expect((await as(admin).get('/v1/company/999999')).statusCode).toBe(404);
  });

  it('is saved by a Manager (text as written, blanks cleared) and the completeness follows', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const res = await patchProfile(as, manager.token, manager.companyId, {
      name: 'Burren <i>Walks</i>',
      email: 'Team@Burren.example',
      website: 'https://burren.example',
      phone: '+353 65 555 0101',
      address: 'Ballyvaughan, Co. Clare',
      about: '<script>alert(1)</script>Guided walks since 1998.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Burren <i>Walks</i>',
      email: 'team@burren.example',
      about: '<script>alert(1)</script>Guided walks since 1998.',
      profile: { percent: 86, complete: false, missing: ['Logo'] },
    });
    const cleared = await patchProfile(as, manager.token, manager.companyId, {
      name: 'Burren Walks',
      email: 'team@burren.example',
      website: '',
      phone: null,
      address: ' ',
      about: '',
    });
    expect(cleared.json()).toMatchObject({ website: null, phone: null, address: null, about: null });
    const [row] = await db.select().from(companies).where(eq(companies.id, manager.companyId));
    expect(row).toMatchObject({ name: 'Burren Walks', website: null });
  });

  it('refuses Agents and Finance (403), other companies (404), and bad fields (422)', async ({ as, fx }) => {
    const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' });
    const other = await fx.companyUser();
    const payload = { name: 'Renamed', email: 'x@example.test' };
    expect((await patchProfile(as, agent.token, manager.companyId, payload)).statusCode).toBe(403);
    expect((await patchProfile(as, finance.token, manager.companyId, payload)).statusCode).toBe(403);
    expect((await patchProfile(as, other.token, manager.companyId, payload)).statusCode).toBe(404);
    const taken = await patchProfile(as, manager.token, manager.companyId, {
      ...payload,
      name: (await fx.company()).name,
    });
    expect(taken.json().data).toEqual({ name: ['A company with this name already exists.'] });
    const bad = await patchProfile(as, manager.token, manager.companyId, { name: 'A', email: '', phone: 'abc' });
    expect(bad.json().data).toEqual({
      name: ['The company name is required.'],
      email: ['Please enter a valid contact email address.'],
      phone: [COMPANY_PHONE_MESSAGE],
    });
    // a landline with its country code, or one of a trip country's written without it, is kept as typed
    for (const phone of ['+353 1 555 0100', '0131 555 0170']) {
      const saved = await patchProfile(as, manager.token, manager.companyId, { ...payload, phone });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().phone).toBe(phone);
    }
  });
});

describe('badges', () => {
  // Licensed Tour Operator comes only with the licence verification (the next test)
  it('the admin grants and revokes Premium Partner, audited', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const company = await fx.company();
    const url = `/v1/company/${company.id}/badges/${encodeURIComponent('Premium Partner')}`;
    const granted = await as(admin).put(url);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ badges: ['Premium Partner'], granted_badges: ['Premium Partner'] });
    // granting twice changes nothing
    await as(admin).put(url);
    const revoked = await as(admin).delete(url);
    expect(revoked.json().granted_badges).toEqual([]);
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.company_id, company.id), eq(auditLog.entity_type, 'company')))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action).filter((a) => a.startsWith('company.badge'))).toEqual([
      'company.badge_granted',
      'company.badge_revoked',
    ]);
  });

  it('Licensed Tour Operator comes from the licence: the switch refuses it (422)', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const id = manager.companyId;
    const badgeUrl = `/v1/company/${id}/badges/${encodeURIComponent('Licensed Tour Operator')}`;
    const badgesOf = async () => (await as(admin).get(`/v1/company/${id}`)).json().badges;

    // no licence verified: switching the badge on is refused, pointing to the verification
    const grant = await as(admin).put(badgeUrl);
    expectFieldErrors(grant, { badge: [BADGE_SWITCH_MESSAGES.licence] });
    expect(BADGE_SWITCH_MESSAGES.licence).toContain('/v1/admin/companies/{companyId}/licence-verification');
    expect(await badgesOf()).not.toContain('Licensed Tour Operator');

    // verified: the badge is there, and the switch cannot take it away either
    await db.update(companies).set({ licence_number: 'TO 4321' }).where(eq(companies.id, id));
    const verified = await as(admin).put(`/v1/admin/companies/${id}/licence-verification`, {
      licence_number: 'TO 4321',
    });
    expect(verified.statusCode).toBe(200);
    expect(await badgesOf()).toContain('Licensed Tour Operator');
    const revoke = await as(admin).delete(badgeUrl);
    expectFieldErrors(revoke, { badge: [BADGE_SWITCH_MESSAGES.licence] });
    expect(await badgesOf()).toContain('Licensed Tour Operator');
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    expect(row!.licence_verified_at).not.toBeNull();

    // the other badges: Premium Partner is switched, a computed one is refused with its own message
    const premium = await as(admin).put(`/v1/company/${id}/badges/Premium%20Partner`);
    expect(premium.statusCode).toBe(200);
    const computed = await as(admin).put(`/v1/company/${id}/badges/Top%20Rated`);
    expectFieldErrors(computed, { badge: [BADGE_SWITCH_MESSAGES.computed] });
  });

  it('refuses computed badges (422), non-admins (403) and unknown companies (404)', async ({ as, fx }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser();
    const url = `/v1/company/${manager.companyId}/badges/${encodeURIComponent('Top Rated')}`;
    expect((await as(admin).put(url)).statusCode).toBe(422);
    const premium = `/v1/company/${manager.companyId}/badges/Premium%20Partner`;
    expect((await as(manager).put(premium)).statusCode).toBe(403);
    expect((await as(admin).put('/v1/company/999999/badges/Premium%20Partner')).statusCode).toBe(404);
  });
});

describe('GET /v1/company/{companyId}/overview', () => {
  it('shows real figures and the newest open requests with the first name only', async ({ as, fx, db }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' }, { creditCents: 10_000 });
    const traveller = await fx.traveller({ first_name: 'Maeve', last_name: 'Secret' });
    const started = await fx.lead(traveller.user.id, {
      start_date: new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
    });
    // posted three days ago (any time of that UTC day): three days old, whatever its trip's date
    await db
      .update(leads)
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(leads.id, started.id));
    const bought = await fx.lead(traveller.user.id, { first_name: 'Maeve', last_name: 'Secret' });
    await buyLead(db, { leadId: bought.id, companyId: manager.companyId, userId: manager.user.id });
    await db.insert(quotes).values([
      {
        lead_id: bought.id,
        company_id: manager.companyId,
        price_cents: 100_000,
        trip_duration: '8 days',
        message: 'Hi',
        status: 'accepted',
      },
    ]);
    const res = await as(finance).get(`/v1/company/${manager.companyId}/overview`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toEqual({
      percent: 29,
      complete: false,
      missing: ['Logo', 'Website', 'Phone', 'Address', 'About'],
    });
    expect(body.stats).toMatchObject({ leads_bought: 1, quotes_sent: 1, quotes_won: 1, balance_cents: 7500 });
    expect(body.stats.open_leads_this_week).toBeGreaterThanOrEqual(2);
    const [newest] = body.recent_leads;
    const next = body.recent_leads.find((l: { id: number }) => l.id === started.id);
    expect(newest).toMatchObject({ id: bought.id, bought: true, status: 'open', user: { first_name: 'Maeve' } });
    // posted today, its trip 60 days ahead: the age is the request's, never negative
    expect(newest.age_days).toBe(0);
    expect(JSON.stringify(newest)).not.toContain('Secret');
    expect(next).toMatchObject({ id: started.id, bought: false, age_days: 3 });
  });

  it("is for the company's members: other companies 404, the admin 403", async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    const admin = await fx.admin();
    await expectStatuses(as, `/v1/company/${manager.companyId}/overview`, [
      [other, 404],
      [admin, 403],
      [null, 401],
    ]);
  });
});

describe('the admin company page lists', () => {
  it('lists purchases and quotes of a company, newest first, for the admin only', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const traveller = await fx.traveller();
    const a = await fx.lead(traveller.user.id);
    const b = await fx.lead(traveller.user.id);
    await buyLead(db, { leadId: a.id, companyId: manager.companyId, userId: manager.user.id });
    await buyLead(db, { leadId: b.id, companyId: manager.companyId });
    await db.insert(quotes).values({
      lead_id: a.id,
      company_id: manager.companyId,
      user_id: manager.user.id,
      price_cents: 150_000,
      trip_duration: '8 days',
      message: 'Hi',
    });
    const purchases = await as(admin).get(`/v1/company/${manager.companyId}/purchases`);
    expect(purchases.json()).toEqual({
      data: [
        expect.objectContaining({ lead: expect.objectContaining({ id: b.id, deleted: false }), buyer: null }),
        expect.objectContaining({
          lead: expect.objectContaining({ id: a.id }),
          price_cents: 2500,
          refunded_at: null,
          buyer: { id: manager.user.id, first_name: 'Cian', last_name: 'Company' },
        }),
      ],
      meta: { per_page: 10, total: 2, current_page: 1, last_page: 1 },
    });
    const q = await as(admin).get(`/v1/company/${manager.companyId}/quotes`);
    expect(q.json().data).toEqual([
      expect.objectContaining({
        lead: { id: a.id, title: a.title, number_of_people: a.number_of_people },
        price_cents: 150_000,
        status: 'sent',
      }),
    ]);
    for (const url of [`/v1/company/${manager.companyId}/purchases`, `/v1/company/${manager.companyId}/quotes`]) {
      expect((await as(manager).get(url)).statusCode).toBe(403);
    }
  });
});

describe('users stay consistent', () => {
  it('an invited Manager from Add Company shows as Invited in the team list', async ({ as, fx, db }) => {
    const admin = await fx.admin();
    const res = await as(admin).post('/v1/company', {
      name: `Invite Check ${fx.email('i')}`,
      email: fx.email('contact'),
      manager_first_name: 'Gráinne',
      manager_last_name: 'Ní Mháille',
    });
    const team = await as(admin).get(`/v1/users/${res.json().id}`);
    expect(team.json().data).toEqual([
      expect.objectContaining({
        first_name: 'Gráinne',
        last_name: 'Ní Mháille',
        status: 'Invited',
        company_role: { id: 1, name: 'Manager' },
      }),
    ]);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to_email, res.json().email))
      .orderBy(desc(emailOutbox.id));
    expect(mail!.data).toMatchObject({ first_name: 'Gráinne' });
  });
});
