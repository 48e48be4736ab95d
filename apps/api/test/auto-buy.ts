// A company waiting with auto-buy on, and a lead going live for it (docs/marketplace.md, "Automatic
// buying"): the set-up of the auto-buy and push tests.
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { expect } from 'vitest';
import type { World } from './harness.ts';
import { postTravellerRequest, travellerRequest } from './marketplace.ts';

export type W = Pick<World, 'as' | 'fx'>;

/** A company whose Manager saved preferences for groups of `people` and turned auto-buy on. */
export async function autoBuyer(
  w: W,
  people: number,
  opts: { creditCents?: number; budgetCents?: number; maxLeads?: number } = {},
) {
  const team = await w.fx.team({ agent: 'agent', finance: 'finance' }, { creditCents: opts.creditCents ?? 20_000 });
  const url = `/v1/company/${team.manager.companyId}`;
  const prefs = await w
    .as(team.manager)
    .put(`${url}/lead-preferences`, { ...DEFAULT_LEAD_PREFERENCES, min_people: people, max_people: people });
  expect(prefs.statusCode, prefs.body).toBe(200);
  const on = await w.as(team.manager).put(`${url}/auto-buy`, {
    enabled: true,
    weekly_budget_cents: opts.budgetCents ?? 10_000,
    weekly_max_leads: opts.maxLeads ?? 10,
  });
  expect(on.statusCode, on.body).toBe(200);
  return team;
}

/** A verified traveller's request for `people`: open at once, so it goes live. */
export async function goLive(w: W, people: number): Promise<number> {
  const traveller = await w.fx.traveller();
  const res = await postTravellerRequest(w.as, traveller, travellerRequest(traveller, { number_of_people: people }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}
