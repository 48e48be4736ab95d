import { eq } from 'drizzle-orm';
import { DEFAULT_ISSUER } from '@triptender/contract/receipts';
import { auditLog } from '../../db/schema.ts';
import { describe, expect, expectFieldErrors, it } from '../../../test/harness.ts';
import { payByCard } from '../../../test/paid-card-payment.ts';
import { pdfText } from '../../../test/pdf-text.ts';

describe('GET and PUT /v1/admin/settings/receipts', () => {
  const url = '/v1/admin/settings/receipts';

  it("shows TripTender's details, saves them audited, and prints them on the receipts issued afterwards", async ({
    as,
    fx,
    db,
  }) => {
    const admin = await fx.admin();
    const got = await as(admin).get(url);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(DEFAULT_ISSUER);

    const details = {
      legal_name: '  TripTender Travel Ltd ',
      address: '5 Dock Road\nDublin D01 AB12, Ireland',
      vat_number: 'IE 3312345 LH',
      email: 'Accounts@TripTender.example',
    };
    const put = await as(admin).put(url, details);
    expect(put.statusCode).toBe(200);
    const saved = { ...details, legal_name: 'TripTender Travel Ltd', email: 'accounts@triptender.example' };
    expect(put.json()).toEqual(saved);
    expect((await as(admin).get(url)).json()).toEqual(saved);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'settings.receipt_issuer_updated'));
    expect(audit).toMatchObject({
      actor_user_id: admin.user.id,
      data: expect.objectContaining({ legal_name: { from: 'TripTender Ltd', to: 'TripTender Travel Ltd' } }),
    });

    const manager = await fx.companyUser();
    const { receipt } = await payByCard(db, { companyId: manager.companyId, amountCents: 5000 });
    const res = await as(manager).get(`/v1/company/${manager.companyId}/receipts/${receipt.id}/pdf`);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'TripTender Travel Ltd',
      '5 Dock Road',
      'VAT number: IE 3312345 LH',
      'accounts@triptender.example',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('checks every field (422) and is for the admin only', async ({ as, fx }) => {
    const admin = await fx.admin();
    const bad = await as(admin).put(url, { legal_name: ' \u0000 ', address: '', vat_number: '!!', email: 'nope' });
    expectFieldErrors(bad, {
      legal_name: ['Enter the legal name to print on receipts (at most 200 characters).'],
      address: ['Enter the address to print on receipts (at most 500 characters).'],
      vat_number: ['Enter a VAT number of 2 to 30 letters and digits (spaces, dots, hyphens and slashes allowed).'],
      email: ['Please enter a valid email address.'],
    });
    const long = await as(admin).put(url, { ...DEFAULT_ISSUER, legal_name: 'x'.repeat(201) });
    expectFieldErrors(long, { legal_name: ['Enter the legal name to print on receipts (at most 200 characters).'] });

    const manager = await fx.companyUser();
    expect((await as(manager).get(url)).statusCode).toBe(403);
    expect((await as(manager).put(url, DEFAULT_ISSUER)).statusCode).toBe(403);
  });
});
