import { eq } from 'drizzle-orm';
import { RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema.ts';
import { type As, describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { request } from '../../../test/helpers.ts';

const url = (companyId: number) => `/v1/company/${companyId}/billing`;
const get = (as: As, token: string, companyId: number) => as(token).get(url(companyId));
const put = (app: FastifyInstance, token: string, companyId: number, payload: unknown) =>
  request(app, token, { method: 'PUT', url: url(companyId), payload: payload as Record<string, unknown> });

describe('GET and PUT /v1/company/{companyId}/billing', () => {
  it('lets Managers, Finance and the admin read and save the billing details, audited', async ({ as, fx, db, app }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' });
    const admin = await fx.admin();
    const empty = { legal_name: null, address: null, country: null, vat_number: null };
    for (const who of [manager, finance, admin])
      expect((await get(as, who.token, manager.companyId)).json()).toEqual(empty);

    const res = await put(app, finance.token, manager.companyId, {
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
    expect((await get(as, manager.token, manager.companyId)).json()).toEqual(saved);

    // blanks clear the optional fields
    const cleared = await put(app, admin.token, manager.companyId, {
      legal_name: saved.legal_name,
      address: ' ',
      vat_number: '',
    });
    expect(cleared.json()).toEqual({ ...empty, legal_name: saved.legal_name });

    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'company.billing_updated'));
    expect(audits.map((a) => [a.actor_user_id, a.company_id, Object.keys(a.data as object).sort()])).toEqual([
      [finance.user.id, manager.companyId, ['address', 'country', 'legal_name', 'vat_number']],
      [admin.user.id, manager.companyId, ['address', 'country', 'vat_number']],
    ]);
  });

  it('checks the fields: legal name required, lengths, a VAT number that looks like one (422)', async ({ fx, app }) => {
    const manager = await fx.companyUser();
    expectFieldErrors(await put(app, manager.token, manager.companyId, {}), {
      legal_name: [RECEIPT_MESSAGES.legalName],
    });
    expectFieldErrors(
      await put(app, manager.token, manager.companyId, {
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
      expectFieldErrors(
        await put(app, manager.token, manager.companyId, { legal_name: 'Tours Ltd', vat_number: vat }),
        {
          vat_number: [RECEIPT_MESSAGES.vatNumber],
        },
      );
    }
    expectFieldErrors(await put(app, manager.token, manager.companyId, { legal_name: 42 }), {
      legal_name: [RECEIPT_MESSAGES.legalName],
    });
    // exactly at the limits is fine
    const atLimit = await put(app, manager.token, manager.companyId, {
      legal_name: 'x'.repeat(200),
      address: 'a'.repeat(500),
      country: 'c'.repeat(80),
      vat_number: 'GB123456789',
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses Agents (403), and another company or a traveller gets 404', async ({ as, fx, app }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const stranger = await fx.companyUser();
    const traveller = await fx.traveller();
    const body = { legal_name: 'Tours Ltd' };
    expect((await get(as, agent.token, manager.companyId)).statusCode).toBe(403);
    expect((await put(app, agent.token, manager.companyId, body)).statusCode).toBe(403);
    expect((await get(as, stranger.token, manager.companyId)).statusCode).toBe(404);
    expect((await put(app, stranger.token, manager.companyId, body)).statusCode).toBe(404);
    expect((await get(as, traveller.token, manager.companyId)).statusCode).toBe(404);
    expect((await as(null).get(url(manager.companyId))).statusCode).toBe(401);
    const admin = await fx.admin();
    expect((await get(as, admin.token, 2_000_000)).statusCode).toBe(404);
  });
});
