// The balance the buy dialog shows first (GET /v1/company/{companyId}/balance), and the 402 it prevents.
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { type As, describe, expect, it } from '../../../test/harness.ts';
import { INSUFFICIENT_CREDIT } from './ledger.ts';

// no limit chosen yet, nothing spent; the month resets on the 1st of the next (spending-limit.test.ts)
const NO_LIMITS = {
  monthly_spend_limit_cents: null,
  low_balance_threshold_cents: null,
  spent_this_month_cents: 0,
  resets_on: expect.stringMatching(/^\d{4}-\d{2}-01$/),
};

const balance = (as: As, token: string | null, companyId: number) => as(token).get(`/v1/company/${companyId}/balance`);

describe('GET /v1/company/{companyId}/balance', () => {
  it('shows every member of the company its balance, Agents and Finance too, and the admin', async ({ as, fx }) => {
    const manager = await fx.companyUser({ creditCents: 1250 });
    for (const role of [COMPANY_ROLE.AGENT, COMPANY_ROLE.FINANCE]) {
      const member = await fx.companyUser({ companyId: manager.companyId, companyRole: role });
      const res = await balance(as, member.token, manager.companyId);
      expect([res.statusCode, res.json()]).toEqual([200, { balance_cents: 1250, limits: NO_LIMITS }]);
    }
    expect((await balance(as, (await fx.admin()).token, manager.companyId)).json()).toEqual({
      balance_cents: 1250,
      limits: NO_LIMITS,
    });
  });

  it("answers 404 for another company's balance (to a member or a traveller) and 401 for a guest", async ({
    as,
    fx,
  }) => {
    const mine = await fx.companyUser();
    const other = await fx.companyUser({ creditCents: 9900 });
    expect((await balance(as, mine.token, other.companyId)).statusCode).toBe(404);
    expect((await balance(as, (await fx.traveller()).token, other.companyId)).statusCode).toBe(404);
    expect((await balance(as, null, other.companyId)).statusCode).toBe(401);
  });

  it('is $0 for a new company, which cannot buy (402) until it is topped up', async ({ as, fx }) => {
    const agent = await fx.companyUser({ companyRole: COMPANY_ROLE.AGENT });
    expect((await balance(as, agent.token, agent.companyId)).json()).toEqual({ balance_cents: 0, limits: NO_LIMITS });
    const lead = await fx.lead((await fx.traveller()).user.id);
    const buy = await as(agent).post('/v1/purchases', { lead_id: lead.id, company_id: agent.companyId });
    expect([buy.statusCode, buy.json().message]).toEqual([402, INSUFFICIENT_CREDIT]);
  });
});
