// The embedded database's bounded queue (decision 026): past PGLITE_QUEUE_MAX waiting calls, or after
// PGLITE_QUEUE_WAIT_MS of waiting, a request is answered 503 with Retry-After at once instead of queueing
// for seconds. PGlite only: on PostgreSQL the pool has its own queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@triptender/contract/constants';
import type { Session } from '../../test/fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { marketplace } from '../../test/marketplace.ts';
import { fixtures } from '../../test/fixtures.ts';

describe.skipIf(Boolean(process.env.DATABASE_URL))('a tiny queue on the embedded database', () => {
  let ctx: TestContext;
  let company: Session & { companyId: number };
  beforeAll(async () => {
    ctx = await createTestContext({ boundedQueue: true, env: { PGLITE_QUEUE_MAX: '8', PGLITE_QUEUE_WAIT_MS: '500' } });
    company = await fixtures(ctx.db).companyUser();
  });
  afterAll(() => ctx.close());

  it('answers some of 40 requests at once 503 with Retry-After, the rest 200, none left hanging', async () => {
    const mp = marketplace(ctx);
    // every answer arrives (a hang would time this test out), each a page or a fast refusal
    const answers = await Promise.all(Array.from({ length: 40 }, () => mp.openLeads(company)));
    const statuses = answers.map((r) => r.statusCode);
    expect(
      statuses.every((s) => s === 200 || s === 503),
      statuses.join(','),
    ).toBe(true);
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses).toContain(200);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    }
    // the queue drains: a client that waits as Retry-After says is served (a few tries on a loaded machine)
    let next = await mp.openLeads(company);
    for (let i = 0; i < 10 && next.statusCode === 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, Number(next.headers['retry-after']) * 1000));
      next = await mp.openLeads(company);
    }
    expect(next.statusCode).toBe(200);
  });
});
