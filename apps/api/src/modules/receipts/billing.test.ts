import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import { auditLog } from '../../db/schema.ts';
import { expectFieldErrors, request, type TestContext, type Fixtures, setupTestFile } from '../../../test/helpers.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));

const url = (companyId: number) => `/v1/company/${companyId}/billing`;
const get = (token: string, companyId: number) => request(ctx.app, token, { method: 'GET', url: url(companyId) });
const put = (token: string, companyId: number, payload: unknown) =>
  request(ctx.app, token, { method: 'PUT', url: url(companyId), payload: payload as Record<string, unknown> });

describe('GET and PUT /v1/company/{companyId}/billing', () => {
  it('lets Managers, Finance and the admin read and save the billing details, audited', async () => {
    const manager = await fx.companyUser();
    const finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    const admin = await fx.admin();
    const empty = { legal_name: null, address: null, country: null, vat_number: null };
    for (const who of [manager, finance, admin])
      expect((await get(who.token, manager.companyId)).json()).toEqual(empty);

    const res = await put(finance.token, manager.companyId, {
      legal_name: '  Wild <b>Atlantic</b> Way Tours Ltd  ',
      address: '3 Main Street\nWestport, Co. Mayo',
      country: 'Ireland',
      vat_number: 'IE 1234567 FA',
    });
    expect(res.statusCode).toBe(200);
    const saved = {
      legal_name: 'Wild <b>Atlantic</b> Way Tours Ltd',
      address: '3 Main Street\nWestport, Co. Mayo',
      country: 'Ireland',
      vat_number: 'IE 1234567 FA',
    };
    expect(res.json()).toEqual(saved);
    expect((await get(manager.token, manager.companyId)).json()).toEqual(saved);

    // blanks clear the optional fields
    const cleared = await put(admin.token, manager.companyId, {
      legal_name: saved.legal_name,
      address: ' ',
      vat_number: '',
    });
    expect(cleared.json()).toEqual({ ...empty, legal_name: saved.legal_name });

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'company.billing_updated'));
    expect(audits.map((a) => [a.actor_user_id, a.company_id, Object.keys(a.data as object).sort()])).toEqual([
      [finance.user.id, manager.companyId, ['address', 'country', 'legal_name', 'vat_number']],
      [admin.user.id, manager.companyId, ['address', 'country', 'vat_number']],
    ]);
  });

  it('checks the fields: legal name required, lengths, a VAT number that looks like one (422)', async () => {
    const manager = await fx.companyUser();
    expectFieldErrors(await put(manager.token, manager.companyId, {}), { legal_name: [RECEIPT_MESSAGES.legalName] });
    expectFieldErrors(
      await put(manager.token, manager.companyId, {
        legal_name: 'x'.repeat(201),
        address: 'a'.repeat(501),
        country: 'c'.repeat(81),
        vat_number: 'IE-123\u0000;DROP',
      }),
      {
        legal_name: [RECEIPT_MESSAGES.legalName],
        address: [RECEIPT_MESSAGES.address],
        country: [RECEIPT_MESSAGES.country],
        vat_number: [RECEIPT_MESSAGES.vatNumber],
      },
    );
    for (const vat of ['1', 'x'.repeat(31), '-IE123', 'IE 123 #4']) {
      expectFieldErrors(await put(manager.token, manager.companyId, { legal_name: 'Tours Ltd', vat_number: vat }), {
        vat_number: [RECEIPT_MESSAGES.vatNumber],
      });
    }
    expectFieldErrors(await put(manager.token, manager.companyId, { legal_name: 42 }), {
      legal_name: [RECEIPT_MESSAGES.legalName],
    });
    // exactly at the limits is fine
    const atLimit = await put(manager.token, manager.companyId, {
      legal_name: 'x'.repeat(200),
      address: 'a'.repeat(500),
      country: 'c'.repeat(80),
      vat_number: 'GB123456789',
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses Agents (403), and another company or a traveller gets 404', async () => {
    const manager = await fx.companyUser();
    const agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    const stranger = await fx.companyUser();
    const traveller = await fx.traveller();
    const body = { legal_name: 'Tours Ltd' };
    expect((await get(agent.token, manager.companyId)).statusCode).toBe(403);
    expect((await put(agent.token, manager.companyId, body)).statusCode).toBe(403);
    expect((await get(stranger.token, manager.companyId)).statusCode).toBe(404);
    expect((await put(stranger.token, manager.companyId, body)).statusCode).toBe(404);
    expect((await get(traveller.token, manager.companyId)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: url(manager.companyId) })).statusCode).toBe(401);
    const admin = await fx.admin();
    expect((await get(admin.token, 2_000_000)).statusCode).toBe(404);
  });
});
