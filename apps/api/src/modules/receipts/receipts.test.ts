import { eq } from 'drizzle-orm';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { DEFAULT_ISSUER, RECEIPT_LINE } from '@triptender/contract/receipts';
import { receipts } from '../../db/schema.ts';
import { type As, beforeAll, describe, expect, type Fixtures, it } from '../../../test/harness.ts';
import { payByCard } from '../../../test/paid-card-payment.ts';
import { pdfText } from '../../../test/pdf-text.ts';

describe('GET /v1/company/{companyId}/receipts and /receipts/{receiptId}/pdf', () => {
  let manager: Awaited<ReturnType<Fixtures['companyUser']>>;
  let finance: Awaited<ReturnType<Fixtures['companyUser']>>;
  let agent: Awaited<ReturnType<Fixtures['companyUser']>>;
  let stranger: Awaited<ReturnType<Fixtures['companyUser']>>;
  let admin: Awaited<ReturnType<Fixtures['admin']>>;
  let paid: Awaited<ReturnType<typeof payByCard>>[];

  beforeAll(async ({ as, fx, db }) => {
    manager = await fx.companyUser();
    finance = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.FINANCE });
    agent = await fx.companyUser({ companyId: manager.companyId, companyRole: COMPANY_ROLE.AGENT });
    stranger = await fx.companyUser();
    admin = await fx.admin();
    await as(manager).put(`/v1/company/${manager.companyId}/billing`, {
      legal_name: 'Céad Míle Tours Ltd',
      address: '12 Shop Street\nGalway H91 XXXX',
      country: 'Ireland',
      vat_number: 'IE9876543W',
    });
    paid = [];
    for (const [cents, day] of [
      [10_000, '2026-11-20T09:00:00Z'],
      [25_000, '2026-11-22T15:30:00Z'],
      [50_000, '2026-11-21T08:00:00Z'],
    ] as const) {
      paid.push(await payByCard(db, { companyId: manager.companyId, amountCents: cents, paidAt: new Date(day) }));
    }
    await payByCard(db, { companyId: stranger.companyId, amountCents: 9900 });
  });

  const list = (as: As, token: string, companyId: number, query = '') =>
    as(token).get(`/v1/company/${companyId}/receipts${query}`);
  const pdf = (as: As, token: string, companyId: number, receiptId: number) =>
    as(token).get(`/v1/company/${companyId}/receipts/${receiptId}/pdf`);

  it('lists the receipts of the company newest first, paged, for Managers, Finance and the admin', async ({ as }) => {
    for (const who of [manager, finance, admin]) {
      const res = await list(as, who.token, manager.companyId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [paid[1]!, paid[2]!, paid[0]!].map((p) => ({
          id: p.receipt.id,
          number: p.receipt.number,
          issued_at: expect.any(String),
          amount_cents: expect.any(Number),
          currency: 'usd',
          payment_reference: expect.stringMatching(/^pi_test_/),
        })),
        meta: { per_page: 10, total: 3, current_page: 1, last_page: 1 },
      });
      expect(res.json().data[0]).toMatchObject({ amount_cents: 25_000, issued_at: '2026-11-22T15:30:00.000Z' });
    }
    const page = await list(as, finance.token, manager.companyId, '?per_page=10&page=2');
    expect(page.json()).toEqual({ data: [], meta: { per_page: 10, total: 3, current_page: 2, last_page: 1 } });
  });

  it('refuses Agents (403), and answers 404 for another company and 401 without a login', async ({ as }) => {
    expect((await list(as, agent.token, manager.companyId)).statusCode).toBe(403);
    expect((await list(as, stranger.token, manager.companyId)).statusCode).toBe(404);
    const anonymous = await as(null).get(`/v1/company/${manager.companyId}/receipts`);
    expect(anonymous.statusCode).toBe(401);
  });

  it('downloads a receipt as a PDF that says what was paid, when, by whom and to whom', async ({ as, db }) => {
    const receipt = paid[1]!.receipt;
    for (const who of [manager, finance, admin]) {
      const res = await pdf(as, who.token, manager.companyId, receipt.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${receipt.number}.pdf"`);
    }
    const text = await pdfText((await pdf(as, finance.token, manager.companyId, receipt.id)).rawPayload);
    const [row] = await db.select().from(receipts).where(eq(receipts.id, receipt.id));
    for (const expected of [
      'Receipt',
      receipt.number,
      '22 Nov 2026',
      RECEIPT_LINE,
      '$250.00',
      'Paid by card',
      row!.payment_reference!,
      DEFAULT_ISSUER.legal_name,
      DEFAULT_ISSUER.email,
      'Céad Míle Tours Ltd',
      '12 Shop Street',
      'Galway H91 XXXX',
      'Ireland',
      'VAT number: IE9876543W',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another company's receipt, 403 for an Agent", async ({ as }) => {
    const receipt = paid[0]!.receipt;
    expect((await pdf(as, agent.token, manager.companyId, receipt.id)).statusCode).toBe(403);
    expect((await pdf(as, stranger.token, manager.companyId, receipt.id)).statusCode).toBe(404);
    // the stranger's own path with this company's receipt id: not theirs, not found
    expect((await pdf(as, stranger.token, stranger.companyId, receipt.id)).statusCode).toBe(404);
    expect((await pdf(as, admin.token, stranger.companyId, receipt.id)).statusCode).toBe(404);
    expect((await pdf(as, manager.token, manager.companyId, 2_000_000)).statusCode).toBe(404);
  });

  it('prints letters the PDF fonts lack without failing: without their accent, or as "?"', async ({ as, fx, db }) => {
    const owner = await fx.companyUser();
    const saved = await as(owner).put(`/v1/company/${owner.companyId}/billing`, {
      legal_name: 'Łódź Őrség Travel 旅行 🚌',
      address: null,
      country: 'Polska',
      vat_number: null,
    });
    expect(saved.statusCode).toBe(200);
    const { receipt } = await payByCard(db, { companyId: owner.companyId, amountCents: 5000 });
    const res = await pdf(as, owner.token, owner.companyId, receipt.id);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('?ódz Orség Travel ?? ?');
  });
});
