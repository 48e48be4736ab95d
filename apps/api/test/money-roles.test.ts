// Who may do what with a company's money: "Agents buy leads but cannot pay, see
// receipts or change limits; Finance pays, sees receipts and statements; Managers do everything."
// One walk through every money endpoint for each company role, another company's Manager and the
// admin, through HTTP; the abilities behind it are COMPANY_ROLE_ABILITIES (packages/contract/src/team.ts).
import type { Session } from './fixtures.ts';
import { describe, expect, harness } from './harness.ts';
import { request } from './helpers.ts';
import { payByCard } from './paid-card-payment.ts';
import { useFakeStripe } from './stripe-webhooks.ts';

const env = useFakeStripe(() => {});
const test = harness({ env });
const it = test;

type Who = 'manager' | 'finance' | 'agent' | 'otherManager' | 'admin';
type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> };

let company: number;
let people: Record<Who, Session>;
let receiptId: number;
test.beforeAll(async ({ fx, db }) => {
  const team = await fx.team({ finance: 'finance', agent: 'agent' }, { creditCents: 100_000 });
  company = team.manager.companyId;
  people = { ...team, otherManager: await fx.companyUser(), admin: await fx.admin() };
  receiptId = (await payByCard(db, { companyId: company, amountCents: 5_000 })).receipt.id;
});

/** A call to a path of the company, with a body for a PUT or POST. */
const call = (method: Call['method'], path: string, payload?: Record<string, unknown>) => (): Call => ({
  method,
  url: `/v1/company/${company}${path}`,
  ...(payload ? { payload } : {}),
});
/** The company's money, as Managers, Finance and the admin see it; not Agents; not another company. */
const MONEY: Record<Who, number> = { manager: 200, finance: 200, agent: 403, otherManager: 404, admin: 200 };
/** Card checkout: Managers and Finance; its issue asks 403 of everyone else, another company included. */
const CARD: Record<Who, number> = { manager: 200, finance: 200, agent: 403, otherManager: 403, admin: 403 };

/**
 * The status each caller gets. A member of another company gets 404 where the path names the
 * company (assertCompanyAccess), except for card checkout, whose issue asks for 403.
 */
const MATRIX: [name: string, call: () => Call, expected: Record<Who, number>][] = [
  ['GET wallet', call('GET', '/wallet'), MONEY],
  ['GET balance (what the buy dialog shows)', call('GET', '/balance'), { ...MONEY, agent: 200 }],
  [
    'PUT spending-limits',
    call('PUT', '/spending-limits', { monthly_spend_limit_cents: 50_000, low_balance_threshold_cents: 2_000 }),
    { ...MONEY, finance: 403 },
  ],
  ['GET checkout options', call('GET', '/checkout/options'), CARD],
  ['POST checkout', call('POST', '/checkout', { amount_cents: 10_000 }), { ...CARD, manager: 201, finance: 201 }],
  ['GET receipts', call('GET', '/receipts'), MONEY],
  ['GET a receipt PDF', () => call('GET', `/receipts/${receiptId}/pdf`)(), MONEY],
  ['GET statement.csv', call('GET', '/wallet/statement.csv'), MONEY],
  ['GET billing details', call('GET', '/billing'), MONEY],
  [
    'PUT billing details',
    call('PUT', '/billing', {
      legal_name: 'Capped Tours Ltd',
      address: '1 Quay Street, Galway',
      country: 'Ireland',
      vat_number: null,
    }),
    MONEY,
  ],
];

describe('the money endpoints, by role', () => {
  it.for(MATRIX)('%s', async ([_name, call, expected], { app }) => {
    const got: Partial<Record<Who, number>> = {};
    for (const who of Object.keys(expected) as Who[]) {
      const res = await request(app, people[who].token, call());
      got[who] = res.statusCode;
    }
    expect(got).toEqual(expected);
    expect((await request(app, null, call())).statusCode).toBe(401);
  });

  it('lets Managers and Agents buy leads for their company, not Finance (403) nor another company (403)', async ({
    as,
    fx,
  }) => {
    const owner = (await fx.traveller()).user.id;
    const buy = async (who: Who) => {
      const lead = await fx.lead(owner);
      const res = await as(people[who].token).post('/v1/purchases', { lead_id: lead.id, company_id: company });
      return res.statusCode;
    };
    expect({
      manager: await buy('manager'),
      agent: await buy('agent'),
      finance: await buy('finance'),
      otherManager: await buy('otherManager'),
    }).toEqual({ manager: 201, agent: 201, finance: 403, otherManager: 403 });
  });
});
