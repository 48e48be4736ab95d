// The lead rules in code and in SQL must agree: each case is checked both ways on the same rows.
import { and, inArray, sql } from 'drizzle-orm';
import { todayIso } from '@triptender/contract/dates';
import { LEAD_STATUSES } from '@triptender/contract/enums';
import { leads } from '../db/schema.ts';
import { describe, expect, it } from '../../test/harness.ts';
import { daysFromNow } from '../../test/marketplace.ts';
import {
  bookableSql,
  effectiveLeadStatus,
  effectiveLeadStatusSql,
  initialLeadStatus,
  isBookable,
  isListed,
  leadOrder,
  listedSql,
  reviewOpensOn,
  todaySql,
  tripEndedSql,
  tripHasEnded,
  tripHasStarted,
  tripStartedSql,
} from './lead-rules.ts';

describe('tripHasStarted', () => {
  it('is true from the day after the start date, false on the start date and before', () => {
    expect(tripHasStarted('2027-03-10', '2027-03-09')).toBe(false);
    expect(tripHasStarted('2027-03-10', '2027-03-10')).toBe(false);
    expect(tripHasStarted('2027-03-10', '2027-03-11')).toBe(true);
    expect(tripHasStarted(daysFromNow(-1))).toBe(true);
    expect(tripHasStarted(todayIso())).toBe(false);
  });
});

describe('effectiveLeadStatus', () => {
  it('reads an open lead whose trip has started as archived, and leaves other statuses alone', () => {
    expect(effectiveLeadStatus({ status: 'open', start_date: daysFromNow(-1) })).toBe('archived');
    expect(effectiveLeadStatus({ status: 'open', start_date: daysFromNow(0) })).toBe('open');
    expect(effectiveLeadStatus({ status: 'accepted', start_date: daysFromNow(-1) })).toBe('accepted');
    expect(effectiveLeadStatus({ status: 'archived', start_date: daysFromNow(5) })).toBe('archived');
  });
});

describe('isBookable and bookableSql', () => {
  it('agree on open, started, accepted, archived and deleted leads', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const rows = await Promise.all([
      fx.lead(owner, { start_date: daysFromNow(10) }),
      fx.lead(owner, { start_date: daysFromNow(0) }),
      fx.lead(owner, { start_date: daysFromNow(-1) }),
      fx.lead(owner, { status: 'accepted' }),
      fx.lead(owner, { status: 'archived' }),
      fx.lead(owner, { deleted_at: new Date() }),
    ]);
    const ids = rows.map((r) => r.id);
    const inSql = await db
      .select({ id: leads.id, started: tripStartedSql })
      .from(leads)
      .where(and(inArray(leads.id, ids), bookableSql()));
    expect(inSql.map((r) => r.id).sort()).toEqual(
      rows
        .filter(isBookable)
        .map((r) => r.id)
        .sort(),
    );
    expect(rows.map(isBookable)).toEqual([true, true, false, false, false, false]);
    const started = await db
      .select({ id: leads.id, started: tripStartedSql })
      .from(leads)
      .where(inArray(leads.id, ids));
    for (const r of rows) {
      expect(started.find((s) => s.id === r.id)!.started).toBe(tripHasStarted(r.start_date));
    }
  });
});

describe('effectiveLeadStatusSql and bookableSql(today)', () => {
  it('agree with effectiveLeadStatus and isBookable on every status, started or not', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const rows = [];
    for (const status of LEAD_STATUSES) {
      for (const start of [-1, 0, 5]) rows.push(await fx.lead(owner, { status, start_date: daysFromNow(start) }));
    }
    const ids = rows.map((r) => r.id);
    const inSql = await db
      .select({ id: leads.id, status: effectiveLeadStatusSql })
      .from(leads)
      .where(inArray(leads.id, ids));
    for (const r of rows) expect(inSql.find((s) => s.id === r.id)!.status).toBe(effectiveLeadStatus(r));
    // on a day given in code (the digest's clock), bookable is decided against that day
    const tomorrow = daysFromNow(1);
    const bookableTomorrow = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(inArray(leads.id, ids), bookableSql(tomorrow)));
    expect(bookableTomorrow.map((r) => r.id).sort()).toEqual(
      rows
        .filter((r) => r.status === 'open' && !tripHasStarted(r.start_date, tomorrow))
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('initialLeadStatus', () => {
  it("keeps every guest's request and an unverified traveller's pending; a verified traveller's is open", () => {
    expect(initialLeadStatus({ byGuest: true, emailVerified: true })).toBe('pending');
    expect(initialLeadStatus({ byGuest: true, emailVerified: false })).toBe('pending');
    expect(initialLeadStatus({ byGuest: false, emailVerified: false })).toBe('pending');
    expect(initialLeadStatus({ byGuest: false, emailVerified: true })).toBe('open');
  });
});

describe('isListed and listedSql', () => {
  it('leave out pending and deleted leads, in code and in SQL alike', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const rows = await Promise.all([
      fx.lead(owner),
      fx.lead(owner, { status: 'pending' }),
      fx.lead(owner, { status: 'accepted' }),
      fx.lead(owner, { status: 'archived' }),
      fx.lead(owner, { deleted_at: new Date() }),
    ]);
    expect(rows.map(isListed)).toEqual([true, false, true, true, false]);
    expect(rows.map(isBookable)).toEqual([true, false, false, false, false]);
    const inSql = await db
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          inArray(
            leads.id,
            rows.map((r) => r.id),
          ),
          listedSql,
        ),
      );
    expect(inSql.map((r) => r.id).sort()).toEqual(
      rows
        .filter(isListed)
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe('reviewOpensOn, tripHasEnded and tripEndedSql', () => {
  it('open a review the morning after the last night: start date plus nights', async ({ fx }) => {
    expect(reviewOpensOn({ start_date: '2027-01-12', number_of_night: 4 })).toBe('2027-01-16');
    expect(reviewOpensOn({ start_date: '2028-02-27', number_of_night: 3 })).toBe('2028-03-01');
    expect(tripHasEnded({ start_date: '2027-01-12', number_of_night: 4 }, '2027-01-15')).toBe(false);
    expect(tripHasEnded({ start_date: '2027-01-12', number_of_night: 4 }, '2027-01-16')).toBe(true);
    const owner = (await fx.traveller()).user.id;
    // 7 nights: started 8, 7 or 6 days ago, or in a month
    const rows = await Promise.all(
      [-8, -7, -6, 30].map((d) => fx.lead(owner, { start_date: daysFromNow(d), number_of_night: 7 })),
    );
    expect(rows.map((r) => tripHasEnded(r))).toEqual([true, true, false, false]);
    expect(await fx.leadsSql(tripEndedSql, rows)).toEqual(rows.map((r) => tripHasEnded(r)));
  });
});

describe('leadOrder', () => {
  it('orders newest first, oldest first and by start date both ways, ids breaking ties', async ({ fx, db }) => {
    const owner = (await fx.traveller()).user.id;
    const at = new Date('2026-01-01T10:00:00Z');
    const a = await fx.lead(owner, { start_date: daysFromNow(30), created_at: at });
    const b = await fx.lead(owner, { start_date: daysFromNow(10), created_at: at });
    const c = await fx.lead(owner, { start_date: daysFromNow(20), created_at: new Date('2026-01-02T10:00:00Z') });
    const ids = (sort: Parameters<typeof leadOrder>[0]) =>
      db
        .select({ id: leads.id })
        .from(leads)
        .where(inArray(leads.id, [a.id, b.id, c.id]))
        .orderBy(...leadOrder(sort))
        .then((r) => r.map((x) => x.id));
    expect(await ids('recent')).toEqual([c.id, b.id, a.id]);
    expect(await ids('oldest')).toEqual([a.id, b.id, c.id]);
    expect(await ids('start_date_asc')).toEqual([b.id, c.id, a.id]);
    expect(await ids('start_date_desc')).toEqual([a.id, c.id, b.id]);
  });
});

it('uses the UTC date as today in SQL, as todayIso() does in code', async ({ db }) => {
  const result = (await db.execute(sql`select to_char(${todaySql}, 'YYYY-MM-DD') as d`)) as unknown as {
    rows: { d: string }[];
  };
  expect(result.rows[0]!.d).toBe(todayIso());
});
