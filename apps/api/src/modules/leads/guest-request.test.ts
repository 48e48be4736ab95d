// Point 14 (enumeration): POST /v1/leads does the same work whatever the email (one queued
// job), so neither its answer nor its time tells whether the email has an account; the outbox worker
// stores the request after the answer, retries it when it fails, and tells the admin when it keeps failing.
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { emailOutbox, leads, oneTimeTokens, users } from '../../db/schema.ts';
import {
  type As,
  describe,
  expect,
  isoDayFrom,
  it,
  newClientAddress,
  startListeningWorker,
} from '../../../test/harness.ts';
import { MAX_ATTEMPTS } from '../notifications/outbox-worker.ts';

const inAMonth = isoDayFrom(30);
const trip = (email: string) => ({
  country: 'ireland',
  number_of_people: 2,
  start_date: inAMonth,
  number_of_night: 6,
  trip_type: 'cultural',
  travel_type: 'self-drive',
  flight_booked: 'no',
  first_name: 'Mallory',
  last_name: 'Prober',
  email,
  mobile: null,
  special_requests: 'Does this email have an account?',
});
const postGuest = (as: As, email: string) =>
  as(null).post('/v1/leads', trip(email), { remoteAddress: newClientAddress() });

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The number of rows of every table of the database, by table. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  // rate_limits left out: its counters are keyed by the address as typed, whoever it belongs to
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(table_name)}`);
    counts[table_name] = row!.n;
  }
  return counts;
}

/** What a response shows a client, with the email it was sent for replaced, and no per-request header. */
function seen(res: LightMyRequestResponse, email: string) {
  const { date: _d, 'content-length': length, 'x-request-id': _id, ...headers } = res.headers;
  expect(Number(length)).toBe(Buffer.byteLength(res.body));
  return { status: res.statusCode, headers, body: res.body.replaceAll(email, '<email>') };
}

const leadsOf = (db: Db, email: string) => db.select().from(leads).where(eq(leads.email, email));
const linksOf = (db: Db, email: string) =>
  db
    .select({ purpose: oneTimeTokens.purpose })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.user_id))
    .where(eq(users.email, email));

describe('POST /v1/leads does the same work whatever the email', () => {
  it('answers alike: one job for new, traveller, operator, admin, disabled emails', async ({ as, fx, outbox, ctx }) => {
    const known = await fx.emailsOfEachKind();
    const disabled = await fx.traveller();
    await ctx.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, disabled.user.id));
    const cases = { ...known, disabled: disabled.user.email };
    await outbox.work();

    const answers: ReturnType<typeof seen>[] = [];
    for (const [name, email] of Object.entries(cases)) {
      const before = await rowCounts(ctx.db);
      const res = await postGuest(as, email);
      answers.push(seen(res, email));
      // the request's only trace, committed before the answer: one job holding the request
      const after = await rowCounts(ctx.db);
      expect(after, name).toEqual({ ...before, email_outbox: before.email_outbox! + 1 });
      const rows = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, email));
      expect(rows, name).toEqual([
        expect.objectContaining({
          template: 'guest-trip-request',
          status: 'pending',
          data: { ...trip(email), locale: 'en' },
        }),
      ]);
    }
    expect(answers[0]!.status).toBe(201);
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    // after the worker's round: a request awaiting its link for a traveller, a notice for staff, nothing else
    await outbox.work();
    const [newUser] = await ctx.db.select().from(users).where(eq(users.email, cases.new));
    expect(newUser).toMatchObject({ role: 3, password_hash: null });
    // every guest's request awaits the emailed link, a new email's like a traveller's
    expect(await leadsOf(ctx.db, cases.new)).toEqual([
      expect.objectContaining({ status: 'pending', user_id: newUser!.id }),
    ]);
    expect(await linksOf(ctx.db, cases.new)).toEqual([{ purpose: 'confirm' }]);
    expect(await outbox.emails(cases.new, 'confirm-request')).toHaveLength(1);

    expect(await leadsOf(ctx.db, cases.traveller)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await linksOf(ctx.db, cases.traveller)).toEqual([{ purpose: 'confirm' }]);
    expect(await outbox.emails(cases.traveller, 'confirm-request')).toHaveLength(1);

    for (const email of [cases.operator, cases.admin]) {
      expect(await leadsOf(ctx.db, email)).toEqual([]);
      expect(await linksOf(ctx.db, email)).toEqual([]);
      const notices = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, email));
      expect(notices.map((n) => n.template)).toEqual(['request-not-stored']);
    }
    expect(await leadsOf(ctx.db, cases.disabled)).toEqual([]);
    expect(await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, cases.disabled))).toEqual([]);
  });

  it('stores the request moments after the answer when the server runs its worker', async ({ as, fx, ctx }) => {
    // polling once an hour: only the wake-up the request sends on its commit can run the job in time
    const worker = startListeningWorker(ctx);
    try {
      await workerIdle(ctx.db);
      const email = fx.email('prompt');
      expect((await postGuest(as, email)).statusCode).toBe(201);
      await vi.waitFor(async () => expect(await leadsOf(ctx.db, email)).toHaveLength(1), {
        timeout: 120_000,
        interval: 50,
      });
    } finally {
      await worker.stop();
    }
  });

  it('retries a failing job; after the last try the admin finds it audited', async ({ as, fx, outbox, ctx }) => {
    const admin = await fx.admin();
    const email = fx.email('unlucky');
    await postGuest(as, email);
    const [job] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to_email, email));
    // a request the database refuses (a date that does not exist), as a bug or a changed rule might
    await ctx.db
      .update(emailOutbox)
      .set({ data: { ...trip(email), start_date: '2027-02-30' } })
      .where(eq(emailOutbox.id, job!.id));

    await outbox.work();
    const [first] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, job!.id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.any(String) });
    expect(first!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    // nothing of the failed attempt stays: the account it made is rolled back with it
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      await ctx.db
        .update(emailOutbox)
        .set({ next_attempt_at: sql`now()` })
        .where(eq(emailOutbox.id, job!.id));
      await outbox.work();
    }
    const [failed] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, job!.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    // not an email: not in the admin's outbox list, and not viewable as one
    const get = (url: string) => as(admin).get(url);
    const listed = (await get('/v1/admin/emails?status=failed&per_page=100')).json().data as { id: number }[];
    expect(listed.map((m) => m.id)).not.toContain(job!.id);
    expect((await get(`/v1/admin/emails/${job!.id}`)).statusCode).toBe(404);
    // the audit log says which job failed, for whom and why, with the id to retry it by
    const audit = (await get('/v1/admin/audit?action=outbox_job.failed')).json().data;
    expect(audit).toEqual([
      expect.objectContaining({
        entity_type: 'outbox_job',
        entity_id: job!.id,
        actor: null,
        data: { job: 'guest-trip-request', to: email, attempts: MAX_ATTEMPTS, last_error: failed!.last_error },
      }),
    ]);

    // once the cause is fixed, the admin's retry runs it and the request is stored
    await ctx.db
      .update(emailOutbox)
      .set({ data: trip(email) })
      .where(eq(emailOutbox.id, job!.id));
    const retry = await as(admin).post(`/v1/admin/emails/${job!.id}/retry`);
    expect(retry.statusCode).toBe(200);
    await outbox.work();
    expect(await leadsOf(ctx.db, email)).toEqual([expect.objectContaining({ status: 'pending' })]);
    const left = await ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_email, email), eq(emailOutbox.template, 'guest-trip-request')));
    expect(left).toEqual([]);
  });
});

/** Waits until no row of the outbox is due or being sent, so a test starts from a worker with nothing to do. */
async function workerIdle(db: Db) {
  await vi.waitFor(
    async () => {
      const due = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          sql`${emailOutbox.status} = 'sending' or (${emailOutbox.status} = 'pending' and ${emailOutbox.next_attempt_at} <= now())`,
        );
      expect(due).toEqual([]);
    },
    { timeout: 120_000, interval: 50 },
  );
}
