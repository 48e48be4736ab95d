// The balance the buy dialog shows first (GET /v1/company/{companyId}/balance), and the 402 it prevents.
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { type Fixtures, request, setupTestFile, type TestContext } from '../../../test/helpers.ts';
import { INSUFFICIENT_CREDIT } from './ledger.ts';

let ctx: TestContext;
let fx: Fixtures;
setupTestFile((c, f) => ([ctx, fx] = [c, f]));

// no limit chosen yet, nothing spent; the month resets on the 1st of the next (spending-limit.test.ts)
const NO_LIMITS = {
  monthly_spend_limit_cents: null,
  low_balance_threshold_cents: null,
  spent_this_month_cents: 0,
  resets_on: expect.stringMatching(/^\d{4}-\d{2}-01$/),
};

const balance = (token: string | null, companyId: number) =>
  request(ctx.app, token, { method: 'GET', url: `/v1/company/${companyId}/balance` });

describe('GET /v1/company/{companyId}/balance', () => {
  it('shows every member of the company its balance, Agents and Finance too, and the admin', async () => {
    const manager = await fx.companyUser({ creditCents: 1250 });
    for (const role of [COMPANY_ROLE.AGENT, COMPANY_ROLE.FINANCE]) {
      const member = await fx.companyUser({ companyId: manager.companyId, companyRole: role });
      const res = await balance(member.token, manager.companyId);
      expect([res.statusCode, res.json()]).toEqual([200, { balance_cents: 1250, limits: NO_LIMITS }]);
    }
    expect((await balance((await fx.admin()).token, manager.companyId)).json()).toEqual({
      balance_cents: 1250,
      limits: NO_LIMITS,
    });
  });

  it("answers 404 for another company's balance (to a member or a traveller) and 401 for a guest", async () => {
    const mine = await fx.companyUser();
    const other = await fx.companyUser({ creditCents: 9900 });
    expect((await balance(mine.token, other.companyId)).statusCode).toBe(404);
    expect((await balance((await fx.traveller()).token, other.companyId)).statusCode).toBe(404);
    expect((await balance(null, other.companyId)).statusCode).toBe(401);
  });

  it('is $0 for a new company, which cannot buy (402) until it is topped up', async () => {
    const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT });
    expect((await balance(agent.token, agent.companyId)).json()).toEqual({ balance_cents: 0, limits: NO_LIMITS });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const buy = await request(ctx.app, agent.token, {
      method: 'POST',
      url: '/v1/purchases',
      payload: { lead_id: lead.id, company_id: agent.companyId },
    });
    expect([buy.statusCode, buy.json().message]).toEqual([402, INSUFFICIENT_CREDIT]);
  });
});
