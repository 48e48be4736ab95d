import { todayIso } from '@triptender/contract/dates';
import { RECEIPT_MESSAGES } from '@triptender/contract/receipts';
import { topUpWallet } from '../purchases/ledger.ts';
import { buyLead } from '../../../test/buy-lead.ts';
import { type As, describe, expect, expectQueryErrors, it } from '../../../test/harness.ts';
import { payByCard } from '../../../test/paid-card-payment.ts';

const HEADER = 'Date,Time (UTC),Type,Description,Amount,Balance,Reference';
const statement = (as: As, token: string | null, companyId: number, query = '') =>
  as(token).get(`/v1/company/${companyId}/wallet/statement.csv${query}`);

/** The records of a CSV body, split the way RFC 4180 reads them (quoted fields may hold commas and CRLF). */
function parseCsv(body: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i++;
    } else field += c;
  }
  expect(field === '' && record.length === 0, 'the last record ends with CRLF').toBe(true);
  return records;
}

describe('GET /v1/company/{companyId}/wallet/statement.csv', () => {
  it('is an RFC 4180 UTF-8 file whose running balance ends at the wallet balance', async ({ as, fx, db }) => {
    const { manager, finance } = await fx.team({ finance: 'finance' }, { creditCents: 10_000 });
    const { lead } = await fx.travellerLead({ title: 'Ireland · 4 people · 12 Jan 2027' });
    const purchase = await buyLead(db, { leadId: lead.id, companyId: manager.companyId });
    const card = await payByCard(db, { companyId: manager.companyId, amountCents: 25_000 });
    await topUpWallet({
      db,
      actorUserId: null,
      companyId: manager.companyId,
      amountCents: 1234,
      note: 'Invoice 12, "March" — Café',
    });

    const res = await statement(as, finance.token, manager.companyId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const month = todayIso().slice(0, 8);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="triptender-statement-${month}01-to-${todayIso()}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.subarray(3).toString('utf8');
    expect(body.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(body).toContain('"Invoice 12, ""March"" — Café"');
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    const [header, ...rows] = parseCsv(body);
    expect(header!.join(',')).toBe(HEADER);
    expect(rows.map((r) => r.slice(2))).toEqual([
      ['Top-up', '', '100.00', '100.00', ''],
      [
        'Lead purchase',
        `Trip request #${lead.id}: Ireland · 4 people · 12 Jan 2027`,
        '-25.00',
        '75.00',
        `Purchase #${purchase.id}`,
      ],
      ['Card top-up', 'Card payment', '250.00', '325.00', card.receipt.number],
      ['Top-up', 'Invoice 12, "March" — Café', '12.34', '337.34', ''],
    ]);
    for (const r of rows) {
      expect(r[0]).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(r[1]).toMatch(/^\d\d:\d\d:\d\d$/);
    }
    const wallet = await as(finance).get(`/v1/company/${manager.companyId}/wallet`);
    expect(Math.round(Number(rows.at(-1)![5]) * 100)).toBe(wallet.json().balance_cents);
  });

  it('keeps text that would run as a spreadsheet formula as text, and amounts as numbers', async ({ as, fx, db }) => {
    const manager = await fx.companyUser();
    const notes = ['=HYPERLINK("http://evil.example","Refund")', '+1+1', '-2+3', '@SUM(A1:A2)', 'Plain note'];
    for (const note of notes) {
      await topUpWallet({ db, actorUserId: null, companyId: manager.companyId, amountCents: 100, note });
    }
    const [, ...rows] = parseCsv(
      (await statement(as, manager.token, manager.companyId)).rawPayload.subarray(3).toString('utf8'),
    );
    expect(rows.map((r) => r[3])).toEqual([
      `'=HYPERLINK("http://evil.example","Refund")`,
      "'+1+1",
      "'-2+3",
      "'@SUM(A1:A2)",
      'Plain note',
    ]);
    expect(rows.map((r) => [r[4], r[5]])).toEqual([
      ['1.00', '1.00'],
      ['1.00', '2.00'],
      ['1.00', '3.00'],
      ['1.00', '4.00'],
      ['1.00', '5.00'],
    ]);
  });

  it('holds the lines of the days asked for (UTC, both days included), with the balance after each', async ({
    as,
    fx,
    db,
  }) => {
    const manager = await fx.companyUser();
    const days = [
      '2026-03-31T23:59:59Z',
      '2026-04-01T00:00:00Z',
      '2026-04-15T12:00:00Z',
      '2026-04-30T23:59:59Z',
      '2026-05-01T00:00:00Z',
    ];
    for (const [i, day] of days.entries()) {
      await topUpWallet({
        db,
        actorUserId: null,
        companyId: manager.companyId,
        amountCents: (i + 1) * 100,
        note: `Line ${i + 1}`,
        at: new Date(day),
      });
    }
    const res = await statement(as, manager.token, manager.companyId, '?from=2026-04-01&to=2026-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="triptender-statement-2026-04-01-to-2026-04-30.csv"',
    );
    const [, ...rows] = parseCsv(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toEqual([
      ['2026-04-01', '00:00:00', 'Top-up', 'Line 2', '2.00', '3.00', ''],
      ['2026-04-15', '12:00:00', 'Top-up', 'Line 3', '3.00', '6.00', ''],
      ['2026-04-30', '23:59:59', 'Top-up', 'Line 4', '4.00', '10.00', ''],
    ]);
    const oneDay = parseCsv(
      (await statement(as, manager.token, manager.companyId, '?from=2026-05-01&to=2026-05-01')).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    expect(oneDay.slice(1).map((r) => r[3])).toEqual(['Line 5']);
    const none = parseCsv(
      (await statement(as, manager.token, manager.companyId, '?from=2025-01-01&to=2025-12-31')).rawPayload
        .subarray(3)
        .toString('utf8'),
    );
    expect(none).toEqual([HEADER.split(',')]);
  });

  it('answers 422 for dates that are not dates, in the wrong order or too far apart', async ({ as, fx }) => {
    const manager = await fx.companyUser();
    const bad = (query: string) => statement(as, manager.token, manager.companyId, query);
    await expectQueryErrors(bad, {
      '?from=2026-13-01&to=2026-12-31': { from: [RECEIPT_MESSAGES.date] },
      '?from=yesterday': { from: [RECEIPT_MESSAGES.date] },
      '?from=2026-01-01&to=0000-01-01': { to: [RECEIPT_MESSAGES.date] },
      '?from=2026-05-02&to=2026-05-01': { to: [RECEIPT_MESSAGES.dateOrder] },
      '?from=2025-01-01&to=2026-01-02': { to: [RECEIPT_MESSAGES.dateRange] },
    });
    // 366 days is the most
    expect((await bad('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });

  it('is for Managers, Finance and the admin: an Agent gets 403, another company 404', async ({ as, fx }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' }, { creditCents: 500 });
    const stranger = await fx.companyUser();
    const admin = await fx.admin();
    expect((await statement(as, agent.token, manager.companyId)).statusCode).toBe(403);
    expect((await statement(as, stranger.token, manager.companyId)).statusCode).toBe(404);
    expect((await statement(as, null, manager.companyId)).statusCode).toBe(401);
    const res = await statement(as, admin.token, manager.companyId);
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.rawPayload.subarray(3).toString('utf8'))).toHaveLength(2);
    expect((await statement(as, admin.token, 2_000_000)).statusCode).toBe(404);
  });
});
