// A traveller's free text may carry an email or a phone number: companies that have not bought the
// lead see them masked in every view; buyers, the traveller and the admin see the original.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_PHONE } from '../../domain/contact-masking.ts';
import { request } from '../../../test/helpers.ts';
import { marketplaceTest, type MarketplaceTest } from '../../../test/marketplace.ts';

let t: MarketplaceTest;
beforeAll(async () => (t = await marketplaceTest()));
afterAll(() => t.ctx.close());

const get = (token: string, url: string) => request(t.ctx.app, token, { method: 'GET', url });

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

    const inMarketplace = async (token: string) => {
      const res = await get(token, '/v1/openLeads?per_page=100');
      return (res.json().data as { id: number; special_requests: string; title: string }[]).find(
        (l) => l.id === lead.id,
      )!;
    };
    expect(await inMarketplace(other.token)).toMatchObject({
      special_requests: masked,
      title: `Maeve: ${MASKED_PHONE}`,
    });
    const overview = await get(other.token, `/v1/company/${other.companyId}/overview`);
    const recent = (overview.json().recent_leads as { id: number; title: string }[]).find((l) => l.id === lead.id);
    expect(recent?.title).toBe(`Maeve: ${MASKED_PHONE}`);

    // the buyer sees the traveller's words as written, in the marketplace and in its purchases
    expect((await t.mp.buy(buyer, lead.id)).statusCode).toBe(201);
    expect(await inMarketplace(buyer.token)).toMatchObject({ special_requests: words, title: 'Maeve: 087 123 4567' });
    const bought = await get(buyer.token, `/v1/purchases?company_id=${buyer.companyId}`);
    expect(JSON.stringify(bought.json())).toContain(words);
    // ...while another company still sees them masked
    expect((await inMarketplace(other.token)).special_requests).toBe(masked);

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
    const ids = async (search: string) =>
      ((await t.mp.openLeads(company, { search, per_page: 100 })).json().data as { id: number }[]).map((l) => l.id);
    expect(await ids(address)).not.toContain(lead.id);
    expect(await ids('0871239999')).not.toContain(lead.id);
    expect(await ids('Glendalough')).toContain(lead.id);
  });
});
