// A traveller's free text may carry an email, a phone number or a social handle: companies that have not
// bought the lead see them masked in every view (the marketplace, its search, the overview, alerts);
// buyers, the traveller and the admin see the original. docs/marketplace.md, "Contact details before purchase".
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import { DEFAULT_LEAD_PREFERENCES, type LeadPreferencesBody } from '@triptender/contract/lead-preferences';
import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.ts';
import { MASKED_EMAIL, MASKED_HANDLE, MASKED_PHONE } from '../../domain/contact-masking.ts';
import { fillVisibleText } from '../../domain/visible-text.ts';
import type { Session } from '../../../test/fixtures.ts';
import { travellerRequest } from '../../../test/marketplace.ts';
import { describe, expect, it, newClientAddress, queuedEmails, type World } from '../../../test/harness.ts';

const get = (as: World['as'], token: string, url: string) => as(token).get(url);
type Card = { id: number; special_requests: string | null; title: string };
const inMarketplace = async (as: World['as'], s: Session, id: number) =>
  ((await get(as, s.token, '/v1/openLeads?per_page=100')).json().data as Card[]).find((l) => l.id === id)!;
const found = async (mp: World['mp'], s: Session, search: string) =>
  ((await mp.openLeads(s, { search, per_page: 100 })).json().data as Card[]).map((l) => l.id);

const ANY: LeadPreferencesBody = DEFAULT_LEAD_PREFERENCES;

describe("contacts in a traveller's free text", () => {
  it('are masked for companies until they buy, and shown to buyers, the traveller and the admin', async ({
    as,
    fx,
    mp,
  }) => {
    const words = `Write to maeve.${Date.now()}@example.com or call +353 87 123 4567 about the castles`;
    const { traveller, lead } = await fx.travellerLead({
      special_requests: words,
      title: 'Maeve: 087 123 4567',
    });
    const buyer = await fx.companyUser({ creditCents: 10_000 });
    const other = await fx.companyUser();
    const masked = `Write to ${MASKED_EMAIL} or call ${MASKED_PHONE} about the castles`;

    expect(await inMarketplace(as, other, lead.id)).toMatchObject({
      special_requests: masked,
      title: `Maeve: ${MASKED_PHONE}`,
    });
    const overview = await get(as, other.token, `/v1/company/${other.companyId}/overview`);
    const recent = (overview.json().recent_leads as { id: number; title: string }[]).find((l) => l.id === lead.id);
    expect(recent?.title).toBe(`Maeve: ${MASKED_PHONE}`);

    // the buyer sees the traveller's words as written, in the marketplace and in its purchases
    expect((await mp.buy(buyer, lead.id)).statusCode).toBe(201);
    expect(await inMarketplace(as, buyer, lead.id)).toMatchObject({
      special_requests: words,
      title: 'Maeve: 087 123 4567',
    });
    const bought = await get(as, buyer.token, `/v1/purchases?company_id=${buyer.companyId}`);
    expect(JSON.stringify(bought.json())).toContain(words);
    // ...while another company still sees them masked
    expect((await inMarketplace(as, other, lead.id)).special_requests).toBe(masked);

    const own = await get(as, traveller.token, `/v1/client/requests/${lead.id}`);
    expect(JSON.stringify(own.json())).toContain(words);
    const admin = await fx.admin();
    const all = await get(as, admin.token, `/v1/companyLeads?search=${lead.id}`);
    expect(JSON.stringify(all.json())).toContain(words);
  });

  it('the marketplace search does not find a lead by a hidden email or phone number', async ({ fx, mp }) => {
    const address = `hidden.${Date.now()}@example.com`;
    const { lead } = await fx.travellerLead({
      special_requests: `Mail ${address}, ring 0871239999 (Glendalough)`,
    });
    const company = await fx.companyUser();
    expect(await found(mp, company, address)).not.toContain(lead.id);
    expect(await found(mp, company, '0871239999')).not.toContain(lead.id);
    expect(await found(mp, company, 'Glendalough')).toContain(lead.id);
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

  async function post(as: World['as'], traveller: Session, special_requests: string) {
    const trip = travellerRequest(traveller, {
      country: 'ireland',
      number_of_people: 2,
      start_date: addDaysIso(todayIso(), 80),
      number_of_night: 6,
      travel_type: 'self-drive',
      flight_booked: 'no',
      mobile: '+353 87 123 4567',
      special_requests,
    });
    const res = await as(traveller).post('/v1/client/request', trip, { remoteAddress: newClientAddress() });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; title: string };
  }

  it('is masked in the marketplace, its search, the overview and the alert; the buyer and the traveller see it as written', async ({
    as,
    fx,
    mp,
    db,
  }) => {
    const manager = await fx.companyUser({ creditCents: 10_000 });
    const saved = await as(manager).put(`/v1/company/${manager.companyId}/lead-preferences`, ANY);
    expect(saved.statusCode, saved.body).toBe(200);
    const other = await fx.companyUser();
    const traveller = await fx.traveller();
    const lead = await post(as, traveller, evasive);

    expect(await inMarketplace(as, other, lead.id)).toMatchObject({ special_requests: masked, title: lead.title });
    for (const search of ['maevequinn', 'quinn at example', 'example dot com', 'oh eight seven', 'quinn＠example']) {
      expect(await found(mp, other, search), search).not.toContain(lead.id);
    }
    expect(await found(mp, other, place)).toContain(lead.id);
    const overview = await get(as, other.token, `/v1/company/${other.companyId}/overview`);
    expect(JSON.stringify(overview.json())).not.toMatch(/quinn|seven one two/i);

    // the alert of the new lead (a Manager's default is instant) carries none of it
    const [alert] = await queuedEmails(db, manager.user.email, 'new-lead-alert');
    expect(alert?.lead.id).toBe(lead.id);
    expect(JSON.stringify(alert)).not.toMatch(/quinn|example|seven one two/i);

    expect((await mp.buy(manager, lead.id)).statusCode).toBe(201);
    expect((await inMarketplace(as, manager, lead.id)).special_requests).toBe(evasive);
    expect(await found(mp, manager, place)).toContain(lead.id);
    expect((await get(as, traveller.token, `/v1/client/requests/${lead.id}`)).json().special_requests).toBe(evasive);
    expect((await inMarketplace(as, other, lead.id)).special_requests).toBe(masked);

    // the traveller's edit is masked as it is written
    const edited = `Castles near ${place}. Now: maeve_quinn on instagram, whatsapp +353 eight seven 123 4567`;
    const patch = await as(traveller).patch(`/v1/client/requests/${lead.id}`, { special_requests: edited });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await inMarketplace(as, other, lead.id)).special_requests).toBe(
      `Castles near ${place}. Now: ${MASKED_HANDLE} on instagram, whatsapp ${MASKED_PHONE}`,
    );
    expect(await found(mp, other, 'maeve_quinn')).not.toContain(lead.id);
    expect((await inMarketplace(as, manager, lead.id)).special_requests).toBe(edited);
  });

  it('a write without the masked copy hides the free text until the copy is made again', async ({ as, fx, mp, db }) => {
    const traveller = await fx.traveller();
    const company = await fx.companyUser();
    const lead = await post(as, traveller, `Castles near ${place}`);
    // as a path that forgot visibleText would write it (or a process of the previous release)
    await db.update(leads).set({ special_requests: evasive }).where(eq(leads.id, lead.id));
    expect((await inMarketplace(as, company, lead.id)).special_requests).toBeNull();
    expect(await found(mp, company, 'maevequinn')).not.toContain(lead.id);
    expect(await fillVisibleText(db)).toBeGreaterThanOrEqual(1);
    expect((await inMarketplace(as, company, lead.id)).special_requests).toBe(masked);
  });
});
