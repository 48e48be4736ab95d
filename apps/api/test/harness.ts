// The one harness of the API's test files: a Vitest `test` whose fixtures are the app on a fresh copy of
// the migrated database (booted on the file's first use, closed after its last test), fixtures on that
// database, a request helper per caller, the outbox, and a real SMTP server for the files that send mail.
//
//   import { describe, expect, it } from '../../../test/harness.ts';
//   it('lists them', async ({ as, fx }) => {
//     const admin = await fx.admin();
//     expect((await as(admin).get('/v1/admin/leads')).statusCode).toBe(200);
//   });
//
// Fixtures are file-scoped: every test of a file shares one app, one database and one `fx`. A file
// that needs other app options builds its own `const test = harness({ env: { ... } })`, at the top
// level of the file (Vitest defines file-scoped fixtures only there). Set-up that needs the app goes in
// `test.beforeAll(async ({ fx }) => ...)` (or the `beforeAll` exported here): the plain `beforeAll` of
// vitest receives no fixtures.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, test as vitestTest } from 'vitest';
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { addDaysIso, todayIso } from '@triptender/contract/dates';
import type { Db } from '../src/db/client.ts';
import type { EmailTemplate, EmailTemplates, OutboxBounceHandler } from '../src/lib/outbox.ts';
import { createMailer, type Mailer } from '../src/modules/notifications/mailer.ts';
import { sendDueEmails } from '../src/modules/notifications/outbox-worker.ts';
import { outboxJobs } from '../src/workers.ts';
import { fixtures, type Session } from './fixtures.ts';
import {
  createTestContext,
  queuedEmails,
  request,
  type TestAppOptions,
  type TestContext,
  workOutbox,
} from './helpers.ts';
import { marketplace } from './marketplace.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

export { describe, expect } from 'vitest';
export {
  expectFieldErrors,
  expectQueryErrors,
  newClientAddress,
  queuedEmails,
  startListeningWorker,
  workOutbox,
} from './helpers.ts';
export type { Fixtures, TestAppOptions, TestContext } from './helpers.ts';
export type { Session } from './fixtures.ts';

/** Who a request is sent as: a fixture's session, a bare token, or nobody (no authorization header). */
export type Caller = Pick<Session, 'token'> | string | null;

/** What a request may add beside its method, url and body: headers, remoteAddress, query... */
export type RequestOptions = Omit<InjectOptions, 'method' | 'url' | 'path' | 'payload' | 'body'>;

type Payload = InjectOptions['payload'];

/** Requests to the app as one caller; each answers the inject response. */
export type Client = {
  get(url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: Payload, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: Payload, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: Payload, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: Payload, opts?: RequestOptions): Promise<LightMyRequestResponse>;
};

/** The `as` fixture: `as(admin).get(url)`. */
export type As = (caller: Caller) => Client;

/** The `mp` fixture: buy, quote and check wallets through the HTTP API (marketplace.ts). */
export type Marketplace = ReturnType<typeof marketplace>;

/**
 * The fixtures a test gets, as one type for helpers outside a test: `(w: Pick<World, 'as' | 'fx'>) => ...`
 * or `World['as']`, called with what the test destructured (`helper({ as, fx })`).
 */
export type World = {
  ctx: TestContext;
  app: FastifyInstance;
  db: Db;
  fx: ReturnType<typeof fixtures>;
  as: As;
  outbox: Outbox;
  mp: Marketplace;
};

/** The outbox of the file's database, as the `outbox` fixture. */
export type Outbox = {
  /** What the worker of a running server does right after an answer: every due job and email (workOutbox). */
  work(): Promise<void>;
  /** The data of the emails of one template queued for an address, oldest first (queuedEmails). */
  emails<T extends EmailTemplate>(to: string, template: T): Promise<EmailTemplates[T][]>;
};

/** The `mail` fixture: `await mail.send()` runs the outbox through our mailer, then `mail.server.waitFor(...)`. */
export type Mail = {
  server: TestSmtpServer;
  /** Every due job and email, sent through the mailer to the server (workOutboxThrough). */
  send(opts?: { onBounce?: OutboxBounceHandler }): Promise<void>;
};

/** `as(admin).get(url)`: requests to `app` with the caller's bearer token. */
export function clientOf(app: FastifyInstance): As {
  return (caller) => {
    const token = caller === null ? null : typeof caller === 'string' ? caller : caller.token;
    const send = (method: InjectOptions['method'], url: string, payload: Payload, opts: RequestOptions = {}) =>
      request(app, token, { ...opts, method, url, ...(payload === undefined ? {} : { payload }) });
    return {
      get: (url, opts) => send('GET', url, undefined, opts),
      post: (url, body, opts) => send('POST', url, body, opts),
      put: (url, body, opts) => send('PUT', url, body, opts),
      patch: (url, body, opts) => send('PATCH', url, body, opts),
      delete: (url, body, opts) => send('DELETE', url, body, opts),
    };
  };
}

/**
 * The outbox worker's rounds through a real mailer (the `mailer` fixture, to the `smtp` server) until
 * nothing is due, with the server's jobs and, when given, what a permanent bounce does.
 */
export async function workOutboxThrough(mailer: Mailer, db: Db, opts: { onBounce?: OutboxBounceHandler } = {}) {
  const round = () =>
    sendDueEmails({
      db,
      mailer,
      mailFrom: 'hello@triptender.example',
      publicUrl: 'http://tt.test',
      jobs: outboxJobs,
      ...opts,
    });
  while ((await round()).claimed > 0);
}

/** A GET of `url` is refused to a Finance member, a Manager and a traveller (403), and asks for a login (401). */
export async function expectAdminOnly(t: { as: As; fx: ReturnType<typeof fixtures> }, url: string) {
  const finance = await t.fx.companyUser({ companyRole: COMPANY_ROLE.FINANCE });
  const manager = await t.fx.companyUser();
  const traveller = await t.fx.traveller();
  for (const s of [finance, manager, traveller]) expect((await t.as(s).get(url)).statusCode, url).toBe(403);
  expect((await t.as(null).get(url)).statusCode, url).toBe(401);
}

/**
 * Who gets what for a GET of `url`: each caller's status, in the order given, as one list, so a failure
 * shows every answer (`expectStatuses(as, url, [[manager, 200], [agent, 403], [null, 401]])`).
 */
export async function expectStatuses(as: As, url: string, answers: [Caller, number][]) {
  const got = [];
  for (const [caller] of answers) got.push((await as(caller).get(url)).statusCode);
  expect(got, url).toEqual(answers.map(([, status]) => status));
}

/**
 * The values of `keys` in each row of a list answer, one tuple a row, to compare a list by the columns
 * a test is about: `expect(columns(body.data, 'id', 'status')).toEqual([[7, 'open'], [5, 'archived']])`.
 */
export const columns = (rows: Record<string, unknown>[], ...keys: string[]): unknown[][] =>
  rows.map((row) => keys.map((key) => row[key]));

/** yyyy-MM-dd (UTC), `offsetDays` from today: negative is in the past. */
export const isoDayFrom = (offsetDays: number): string => addDaysIso(todayIso(), offsetDays);
export { addDaysIso, isoDay, todayIso } from '@triptender/contract/dates';

export type HarnessOptions = TestAppOptions & {
  /** The SMTP server of the `smtp` fixture: which recipients it refuses permanently. */
  smtp?: { reject?: (rcptAddress: string) => boolean };
};

/** A `test` (and `it`) with the harness's fixtures, the app built with these options. */
export function harness(options: HarnessOptions = {}) {
  const { smtp: smtpOptions, ...appOptions } = options;
  return (
    vitestTest
      /** The app, its database and config: one per file. */
      // eslint-disable-next-line no-empty-pattern -- Vitest reads a fixture's dependencies from this pattern
      .extend('ctx', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestContext> => {
        const ctx = await createTestContext(appOptions);
        onCleanup(() => ctx.close());
        return ctx;
      })
      .extend('app', { scope: 'file' }, ({ ctx }) => ctx.app)
      .extend('db', { scope: 'file' }, ({ ctx }) => ctx.db)
      .extend('fx', { scope: 'file' }, ({ ctx }) => fixtures(ctx.db))
      .extend('as', { scope: 'file' }, ({ ctx }) => clientOf(ctx.app))
      .extend('outbox', { scope: 'file' }, ({ ctx }): Outbox => ({
        work: () => workOutbox(ctx),
        emails: (to, template) => queuedEmails(ctx.db, to, template),
      }))
      /** Buy, quote and check wallets through the HTTP API (marketplace.ts). */
      .extend('mp', { scope: 'file' }, ({ ctx }) => marketplace(ctx))
      /** A real SMTP server on a loopback port, started only for a file whose tests ask for it. */
      // eslint-disable-next-line no-empty-pattern -- as above
      .extend('smtp', { scope: 'file' }, async ({}, { onCleanup }): Promise<TestSmtpServer> => {
        const smtp = await startSmtpServer(smtpOptions);
        onCleanup(() => smtp.close());
        return smtp;
      })
      /** Our mailer (nodemailer) sending to the `smtp` server, as the outbox worker would to a provider. */
      .extend('mailer', { scope: 'file' }, ({ smtp, ctx }, { onCleanup }): Mailer => {
        const mailer = createMailer({ smtpUrl: smtp.url, dataDir: ctx.dataDir });
        onCleanup(() => mailer.close());
        return mailer;
      })
      /** The `smtp` server and the outbox worked through the `mailer` to it, as one fixture. */
      .extend('mail', { scope: 'file' }, ({ smtp, mailer, db }): Mail => ({
        server: smtp,
        send: (opts) => workOutboxThrough(mailer, db, opts),
      }))
  );
}

/** The test of a file with the default app. */
export const test = harness();
export const it = test;
export const beforeAll: typeof test.beforeAll = (fn, timeout) => test.beforeAll(fn, timeout);
export const afterAll: typeof test.afterAll = (fn, timeout) => test.afterAll(fn, timeout);
export const beforeEach: typeof test.beforeEach = (fn, timeout) => test.beforeEach(fn, timeout);
export const afterEach: typeof test.afterEach = (fn, timeout) => test.afterEach(fn, timeout);
