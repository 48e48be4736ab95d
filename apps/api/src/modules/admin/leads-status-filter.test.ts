// The admin's All Trips status filter against the status the table shows (effectiveLeadStatus): every
// filter returns exactly the rows shown with that status. docs/glossary.md, "Where each rule lives".
import { LEAD_STATUSES, LEAD_STATUS_FILTERS, type LeadStatusFilter } from '@triptender/contract/enums';
import type { Session } from '../../../test/fixtures.ts';
import { type As, beforeAll, describe, expect, isoDayFrom, it } from '../../../test/harness.ts';

let admin: Session;
beforeAll(async ({ fx }) => (admin = await fx.admin()));

const list = (as: As, query: string) => as(admin).get(`/v1/companyLeads?${query}`);

describe('GET /v1/companyLeads?status=', () => {
  it('returns for every status filter only the rows the table shows with that status, and all of them', async ({
    as,
    fx,
  }) => {
    const mark = `sf${Date.now().toString(36)}`;
    const traveller = await fx.traveller();
    const made = [];
    for (const status of LEAD_STATUSES) {
      for (const start of [-3, 0, 20]) {
        for (const quotes_count of [0, 1]) {
          made.push(
            await fx.lead(traveller.user.id, {
              status,
              start_date: isoDayFrom(start),
              quotes_count,
              special_requests: mark,
            }),
          );
        }
      }
    }
    const all = (await list(as, `search=${mark}&per_page=50`)).json().data as {
      id: number;
      status: string;
      bids_count: number;
    }[];
    expect(all).toHaveLength(made.length);
    const shown = (filter: LeadStatusFilter) =>
      all.filter((l) =>
        filter === 'quoted' ? l.bids_count > 0 : filter === 'unquoted' ? l.bids_count === 0 : l.status === filter,
      );
    for (const filter of LEAD_STATUS_FILTERS) {
      const res = await list(as, `search=${mark}&status=${filter}&per_page=50`);
      expect(res.statusCode).toBe(200);
      const got = res.json().data as { id: number; status: string }[];
      expect({ filter, ids: got.map((l) => l.id).sort() }).toEqual({
        filter,
        ids: shown(filter)
          .map((l) => l.id)
          .sort(),
      });
      expect(shown(filter).length, filter).toBeGreaterThan(0);
    }
  });
});
