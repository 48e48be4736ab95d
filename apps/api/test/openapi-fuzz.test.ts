// Property-based fuzz of every operation of the OpenAPI document (/docs): hostile bodies, query
// strings and path params (NUL, lone surrogates, huge and markup-heavy text, wrong types, extreme
// numbers, year-0 dates), sent with the token of a role the route serves. No answer may be a 5xx:
// bad input is a 4xx. A new route or field is fuzzed as soon as it is in the document.
//   FUZZ_RUNS=<runs per operation> (default 20) for a longer fuzz by hand; FUZZ_SEED=<seed> replays
//   a failure (the report prints the seed and the request); FUZZ_STATS=1 prints the statuses each
//   operation answered (how deep the requests got).
import { COMPANY_ROLE } from '@triptender/contract/enums';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { buyLead } from './buy-lead.ts';
import { fixtures, type Session } from './fixtures.ts';
import { createTestContext, request } from './helpers.ts';
import {
  body,
  encode,
  field,
  hostile,
  type Known,
  listOperations,
  type Operation,
  urlValue,
} from './openapi-arbitraries.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const stats = new Map<string, Record<number, number>>();

const ctx = await createTestContext();
afterAll(async () => {
  if (process.env.FUZZ_STATS) for (const [op, counts] of stats) console.log(op, JSON.stringify(counts));
  await ctx.close();
});
const fx = fixtures(ctx.db);
const operations = listOperations(ctx.app.swagger() as Parameters<typeof listOperations>[0]);

// One small world for every operation: each role, a bought lead with a quote and chats, an open lead.
const admin = await fx.admin();
const traveller = await fx.traveller();
const { manager, agent, finance } = await fx.team({ agent: 'agent', finance: 'finance' }, { creditCents: 1_000_000 });
const bought = await fx.lead(traveller.user.id);
const open = await fx.lead(traveller.user.id);
// bought but not quoted yet: what POST /v1/quotes needs
const quotable = await fx.lead(traveller.user.id);
await buyLead(ctx.db, { leadId: quotable.id, companyId: manager.companyId, userId: manager.user.id });
const purchase = await buyLead(ctx.db, { leadId: bought.id, companyId: manager.companyId, userId: manager.user.id });
const quote = await request(ctx.app, manager.token, {
  method: 'POST',
  url: '/v1/quotes',
  payload: { lead_id: bought.id, price: 2450, trip_duration: '8 days', message: 'A loop of the west.' },
});
const adminConversation = await fx.adminConversation({ companyId: manager.companyId, createdBy: admin.user.id });
const people = { admin, traveller, manager, agent, finance };
const userIds = Object.values(people).map((p) => p.user.id);
const quoteId = Number(quote.json().id ?? 1);
const leadIds = [bought.id, open.id, quotable.id];
const emails = Object.values(people).map((p) => p.user.email);
const known: Known = {
  ids: [1, ...userIds, manager.companyId, ...leadIds, purchase.id, quoteId, adminConversation.id],
  byName: Object.fromEntries(
    Object.entries({
      companyId: [manager.companyId],
      company_id: [manager.companyId],
      userId: userIds,
      user_id: userIds,
      id: [...leadIds, quoteId, adminConversation.id, purchase.id],
      lead_id: leadIds,
      leadQuoteId: leadIds,
      purchaseId: [purchase.id],
      quote_id: [quoteId],
      quotationId: [quoteId],
      chatId: [purchase.conversation_id ?? 1, adminConversation.id],
      chat_company_id: [purchase.conversation_id ?? 1, adminConversation.id],
      company_role: [1, 2, 3],
      password: ['correct horse battery staple'],
      companyName: ['Test Tours'],
      website: ['https://example.test'],
      mobile: ['+353 1 234 5678'],
      phone: ['+353 1 234 5678'],
    }).map(([name, values]): [string, fc.Arbitrary<unknown>] => [name, fc.constantFrom(...values)]),
  ),
};
// an address of a fixture user, or a new one each time (creating users and companies needs one)
known.byName.email = fc.oneof(
  fc.constantFrom(...emails),
  fc.nat().map((n) => `fuzz.${n}@example.test`),
);

type Role = keyof typeof people | 'anonymous';
const ROLES: Role[] = ['anonymous', 'admin', 'traveller', 'manager', 'agent', 'finance'];

/**
 * Fresh sessions for every role, the accounts enabled and in their roles again: an earlier
 * operation may have logged a token out, removed a member or changed a role.
 */
async function freshSessions(): Promise<Record<Role, string | null>> {
  const ids = Object.values(people).map((p) => p.user.id);
  await ctx.db.update(users).set({ disabled_at: null }).where(inArray(users.id, ids));
  for (const [who, role] of [
    [manager, COMPANY_ROLE.MANAGER],
    [agent, COMPANY_ROLE.AGENT],
    [finance, COMPANY_ROLE.FINANCE],
  ] as const) {
    await ctx.db.update(users).set({ company_role: role }).where(eq(users.id, who.user.id));
  }
  const tokens = { anonymous: null } as Record<Role, string | null>;
  for (const [role, who] of Object.entries(people) as [Role, Session][])
    tokens[role] = (await fx.session(who.user)).token;
  return tokens;
}

const MALFORMED_BODIES = ['{"a":', '{"__proto__":{"admin":true}}', '[1,2', '\u0000', '"just a string"'];

/** One request to an operation: path params, query, headers and body, each plausible or hostile. */
function requestFor(op: Operation) {
  const params = (where: 'path' | 'query' | 'header') => op.parameters.filter((p) => p.in === where);
  const path = fc.record(
    Object.fromEntries(params('path').map((p) => [p.name, urlValue(p.schema, known, p.name)])) as Record<
      string,
      fc.Arbitrary<string>
    >,
  );
  const query = fc.record(
    Object.fromEntries(params('query').map((p) => [p.name, urlValue(p.schema, known, p.name)])) as Record<
      string,
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  );
  const headers = fc.record(
    Object.fromEntries(params('header').map((p) => [p.name, field(p.schema, known, p.name).map(encode)])) as Record<
      string,
      fc.Arbitrary<string>
    >,
    { requiredKeys: [] },
  );
  const canHaveBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const payload: fc.Arbitrary<unknown> = op.body
    ? fc.oneof(
        { weight: 12, arbitrary: body(op.body, known) },
        { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES).map((raw) => ({ raw })) },
      )
    : canHaveBody
      ? fc.option(hostile, { nil: undefined, freq: 3 })
      : fc.constant(undefined);
  // a secured route is called without a token now and then; otherwise with a role (see roleFor)
  const anonymous = fc.constant(op.secured ? 1 : 6);
  const role = fc.oneof({ weight: 6, arbitrary: fc.nat(100) }, { weight: 1, arbitrary: anonymous.map(() => -1) });
  // a body this operation accepted before, with one field made hostile (see fuzzOperation)
  const mutation = fc.record({ use: fc.boolean(), pick: fc.nat(), key: fc.nat(), value: hostile });
  return fc.record({ role, path, query, headers, payload, mutation, client: fc.nat(2 ** 24) });
}

/**
 * The role a sample calls as: `-1` is no token; otherwise one of the roles the operation has not
 * refused (401/403) so far, so that most requests reach the code behind the guard.
 */
function roleFor(pick: number, refused: Set<Role>): Role {
  if (pick < 0) return 'anonymous';
  const serving = ROLES.filter((r) => !refused.has(r));
  const from = serving.length ? serving : ROLES;
  return from[pick % from.length]!;
}

type Sample = ReturnType<typeof requestFor> extends fc.Arbitrary<infer T> ? T : never;

function toInject(op: Operation, s: Sample, payload: unknown) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => s.path[name] ?? '1');
  const qs = Object.entries(s.query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  const raw = payload && typeof payload === 'object' && 'raw' in payload ? String(payload.raw) : undefined;
  return {
    method: op.method as 'GET',
    url: qs ? `${url}?${qs}` : url,
    headers: { ...s.headers, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload: raw ?? JSON.stringify(payload) } : {}),
    // a client of its own per request, so rate limits do not turn the fuzz into 429s
    remoteAddress: `10.${(s.client >> 16) & 255}.${(s.client >> 8) & 255}.${s.client & 255}`,
  };
}

/**
 * Sends RUNS requests to one operation; every answer must be below 500. Bodies the operation accepted
 * (2xx) are kept, and later samples may send one of them with a single field made hostile: that is
 * how NUL reaches the code behind a form whose other fields must all be valid.
 */
async function fuzzOperation(op: Operation) {
  const key = `${op.method} ${op.path}`;
  const tokens = await freshSessions();
  const refused = new Set<Role>();
  const accepted: Record<string, unknown>[] = [];
  await fc.assert(
    fc.asyncProperty(requestFor(op), async (sample) => {
      const { use, pick, key: field, value } = sample.mutation;
      const base = accepted[pick % Math.max(1, accepted.length)];
      const fields = base ? Object.keys(base) : [];
      const mutated = use && base && fields.length ? { ...base, [fields[field % fields.length]!]: value } : undefined;
      const payload = mutated ?? sample.payload;
      const req = toInject(op, sample, payload);
      const role = roleFor(sample.role, refused);
      const res = await request(ctx.app, tokens[role], req);
      if (res.statusCode === 401 || res.statusCode === 403) refused.add(role);
      const isObject =
        payload !== null && typeof payload === 'object' && !Array.isArray(payload) && !('raw' in payload);
      if (res.statusCode < 300 && isObject && !mutated && accepted.length < 5)
        accepted.push(payload as Record<string, unknown>);
      const counts = stats.get(key) ?? {};
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
      stats.set(key, counts);
      const shown = `${req.method} ${req.url.slice(0, 300)} as ${role} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, shown).toBeLessThan(500);
    }),
    { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
  );
}

describe('every operation of the OpenAPI document', () => {
  it('lists the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path} answers hostile input without a 5xx`, { timeout: 300_000 }, () => fuzzOperation(op));
  }

  // examples the fuzzer found, fixed: each was a 500
  it('cleans NUL and lone surrogates from text, and refuses year 0 and a NUL path segment with a 4xx', async () => {
    const tokens = await freshSessions();
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/v1/contact',
      payload: { name: 'ab\u0000cd', email: 'nul@example.test', subject: '\ud800', message: 'Hello\u0000 there' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const audit = await request(ctx.app, tokens.admin, { method: 'GET', url: '/v1/admin/audit?from=0000-01-01' });
    expect(audit.statusCode).toBe(422);
    expect(audit.json().data).toEqual({ from: ['Use a date like 2026-11-20.'] });
    const search = await request(ctx.app, tokens.manager, { method: 'GET', url: '/v1/openLeads?search=ab%00cd' });
    expect(search.statusCode).toBe(200);
    const path = await request(ctx.app, tokens.admin, { method: 'GET', url: '/v1/admin/chat/companies/%00' });
    expect(path.statusCode).toBeGreaterThanOrEqual(400);
    expect(path.statusCode).toBeLessThan(500);
  });

  it('leaves the API healthy', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
