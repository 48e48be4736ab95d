// A traveller's free text may carry an email, a phone number or a social handle: companies that have not
// bought the lead see them masked in every view (the marketplace, its search, the overview, alerts);
// buyers, the traveller and the admin see the original. docs/marketplace.md, "Contact details before purchase".
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { DEFAULT_LEAD_PREFERENCES, type LeadPreferencesBody } from '@triptender/contract/lead-preferences';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema.ts';
import { MASKED_EMAIL, MASKED_HANDLE, MASKED_PHONE } from '../../domain/contact-masking.ts';
import { fillVisibleText } from '../../domain/visible-text.ts';
import type { Session } from '../../../test/fixtures.ts';
import { newClientAddress, queuedEmails, request } from '../../../test/helpers.ts';
import { marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const get = (token: string, url: string) => request(t.ctx.app, token, { method: 'GET', url });
type Card = { id: number; special_requests: string | null; title: string };
const inMarketplace = async (s: Session, id: number) =>
  ((await get(s.token, '/v1/openLeads?per_page=100')).json().data as Card[]).find((l) => l.id === id)!;
const found = async (s: Session, search: string) =>
  ((await t.mp.openLeads(s, { search, per_page: 100 })).json().data as Card[]).map((l) => l.id);

const ANY: LeadPreferencesBody = DEFAULT_LEAD_PREFERENCES;

describe("contacts in a traveller's free text", () => {
  it('are masked for companies until they buy, and shown to buyers, the traveller and the admin', async () => {
    const traveller = await t.fx.traveller();
    const words = `Write to maeve.${Date.now()}@example.com or call +353 87 123 4567 about the castles`;
    const lead = await t.fx.lead(traveller.user.id, {
      special_requests: words,
      title: 'Maeve: 087 123 4567',
    });
    const buyer = await t.fx.companyUser({ creditCents: 10_000 });
    const other = await t.fx.companyUser();
    const masked = `Write to ${MASKED_EMAIL} or call ${MASKED_PHONE} about the castles`;

    expect(await inMarketplace(other, lead.id)).toMatchObject({
      special_requests: masked,
      title: `Maeve: ${MASKED_PHONE}`,
    });
    const overview = await get(other.token, `/v1/company/${other.companyId}/overview`);
    const recent = (overview.json().recent_leads as { id: number; title: string }[]).find((l) => l.id === lead.id);
    expect(recent?.title).toBe(`Maeve: ${MASKED_PHONE}`);

    // the buyer sees the traveller's words as written, in the marketplace and in its purchases
    expect((await t.mp.buy(buyer, lead.id)).statusCode).toBe(201);
    expect(await inMarketplace(buyer, lead.id)).toMatchObject({
      special_requests: words,
      title: 'Maeve: 087 123 4567',
    });
    const bought = await get(buyer.token, `/v1/purchases?company_id=${buyer.companyId}`);
    expect(JSON.stringify(bought.json())).toContain(words);
    // ...while another company still sees them masked
    expect((await inMarketplace(other, lead.id)).special_requests).toBe(masked);

    const own = await get(traveller.token, `/v1/client/requests/${lead.id}`);
    expect(JSON.stringify(own.json())).toContain(words);
    const admin = await t.fx.admin();
    const all = await get(admin.token, `/v1/companyLeads?search=${lead.id}`);
    expect(JSON.stringify(all.json())).toContain(words);
  });

  it('the marketplace search does not find a lead by a hidden email or phone number', async () => {
    const traveller = await t.fx.traveller();
    const address = `hidden.${Date.now()}@example.com`;
    const lead = await t.fx.lead(traveller.user.id, {
      special_requests: `Mail ${address}, ring 0871239999 (Glendalough)`,
    });
    const company = await t.fx.companyUser();
    expect(await found(company, address)).not.toContain(lead.id);
    expect(await found(company, '0871239999')).not.toContain(lead.id);
    expect(await found(company, 'Glendalough')).toContain(lead.id);
  });
});

describe('a traveller who spells out their contacts', () => {
  const place = `Glenveagh${Date.now() % 100_000}`;
  const evasive =
    `Castles near ${place}. Email maeve dot quinn at example dot com or maeve.quinn＠example.com, ` +
    'ring oh eight seven one two three four five six seven, instagram @maevequinn. Thanks!';
  const masked =
    `Castles near ${place}. Email ${MASKED_EMAIL} or ${MASKED_EMAIL}, ` +
    `ring ${MASKED_PHONE}, instagram ${MASKED_HANDLE}. Thanks!`;

  async function post(traveller: Session, special_requests: string) {
    const res = await request(t.ctx.app, traveller.token, {
      method: 'POST',
      url: '/v1/client/request',
      remoteAddress: newClientAddress(),
      payload: {
        user_id: traveller.user.id,
        country: 'ireland',
        number_of_people: 2,
        start_date: addDaysIso(todayIso(), 80),
        number_of_night: 6,
        trip_type: 'cultural',
        travel_type: 'self-drive',
        flight_booked: 'no',
        first_name: 'Maeve',
        last_name: 'Quinn',
        email: traveller.user.email,
        mobile: '+353 87 123 4567',
        special_requests,
        lead_type: 'multi-step-form',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; title: string };
  }

  it('is masked in the marketplace, its search, the overview and the alert; the buyer and the traveller see it as written', async () => {
    const manager = await t.fx.companyUser({ creditCents: 10_000 });
    const saved = await request(t.ctx.app, manager.token, {
      method: 'PUT',
      url: `/v1/company/${manager.companyId}/lead-preferences`,
      payload: ANY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await t.fx.companyUser();
    const traveller = await t.fx.traveller();
    const lead = await post(traveller, evasive);

    expect(await inMarketplace(other, lead.id)).toMatchObject({ special_requests: masked, title: lead.title });
    for (const search of ['maevequinn', 'quinn at example', 'example dot com', 'oh eight seven', 'quinn＠example']) {
      expect(await found(other, search), search).not.toContain(lead.id);
    }
    expect(await found(other, place)).toContain(lead.id);
    const overview = await get(other.token, `/v1/company/${other.companyId}/overview`);
    expect(JSON.stringify(overview.json())).not.toMatch(/quinn|seven one two/i);

    // the alert of the new lead (a Manager's default is instant) carries none of it
    const [alert] = await queuedEmails(t.ctx.db, manager.user.email, 'new-lead-alert');
    expect(alert?.lead.id).toBe(lead.id);
    expect(JSON.stringify(alert)).not.toMatch(/quinn|example|seven one two/i);

    expect((await t.mp.buy(manager, lead.id)).statusCode).toBe(201);
    expect((await inMarketplace(manager, lead.id)).special_requests).toBe(evasive);
    expect(await found(manager, place)).toContain(lead.id);
    expect((await get(traveller.token, `/v1/client/requests/${lead.id}`)).json().special_requests).toBe(evasive);
    expect((await inMarketplace(other, lead.id)).special_requests).toBe(masked);

    // the traveller's edit is masked as it is written
    const edited = `Castles near ${place}. Now: maeve_quinn on instagram, whatsapp +353 eight seven 123 4567`;
    const patch = await request(t.ctx.app, traveller.token, {
      method: 'PATCH',
      url: `/v1/client/requests/${lead.id}`,
      payload: { special_requests: edited },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await inMarketplace(other, lead.id)).special_requests).toBe(
      `Castles near ${place}. Now: ${MASKED_HANDLE} on instagram, whatsapp ${MASKED_PHONE}`,
    );
    expect(await found(other, 'maeve_quinn')).not.toContain(lead.id);
    expect((await inMarketplace(manager, lead.id)).special_requests).toBe(edited);
  });

  it('a write of the text without its masked copy shows no free text until the copy is made again', async () => {
    const traveller = await t.fx.traveller();
    const company = await t.fx.companyUser();
    const lead = await post(traveller, `Castles near ${place}`);
    // as a path that forgot visibleText would write it (or a process of the previous release)
    await t.ctx.db.update(leads).set({ special_requests: evasive }).where(eq(leads.id, lead.id));
    expect((await inMarketplace(company, lead.id)).special_requests).toBeNull();
    expect(await found(company, 'maevequinn')).not.toContain(lead.id);
    expect(await fillVisibleText(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await inMarketplace(company, lead.id)).special_requests).toBe(masked);
  });
});
