// Failed logins slow an address or an account down without locking out the innocent (decision 025).
// LOGIN_SLOWDOWN_MAX_S is 1 here, so the waits the API asks for are short; the test honours each
// Retry-After it is given, as a client would, and never measures time itself.
import type { LightMyRequestResponse } from 'fastify';
import { LOGIN_MAX_FAILURES } from '@triptender/contract/constants';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import { type As, describe, expect, harness } from '../../../test/harness.ts';
import { ALERT_AT, SLOW_AFTER } from './login-throttle.ts';

const test = harness({ env: { LOGIN_SLOWDOWN_MAX_S: '1' } });
const it = test;

const login = (as: As, email: string, password: string, ip: string) =>
  as(null).post('/v1/auth', { email, password }, { remoteAddress: ip });
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/** Logs in as a client that waits out each 429's Retry-After; answers the last answer and the 429s met. */
async function loginPatiently(as: As, email: string, password: string, ip: string) {
  const refusals: LightMyRequestResponse[] = [];
  for (;;) {
    const res = await login(as, email, password, ip);
    if (res.statusCode !== 429) return { res, refusals };
    refusals.push(res);
    // a slowdown that never lets the client in would loop here: bounded well above any possible wait
    if (refusals.length > 20) return { res, refusals };
    await sleep(Number(res.headers['retry-after']));
  }
}

describe('30 failed logins from one address, for many accounts (an office behind one proxy)', () => {
  // about 20 waits of a second each, plus 36 password checks: minutes on a loaded machine
  it(
    'slow that address down, keep right passwords working there, and alert the admin',
    { timeout: 300_000 },
    async ({ as, fx }) => {
      const office = '10.30.0.1';
      const colleagues = await Promise.all(Array.from({ length: 6 }, () => fx.traveller()));
      const refusals: LightMyRequestResponse[] = [];
      for (let i = 0; i < ALERT_AT; i++) {
        // wrong passwords for the colleagues (at most LOGIN_MAX_FAILURES - 1 each) and for unknown emails
        const email = i < colleagues.length * 4 ? colleagues[i % colleagues.length]!.user.email : fx.email(`guess${i}`);
        const attempt = await loginPatiently(as, email, 'wrong password', office);
        expect(attempt.res.statusCode, attempt.res.body).toBe(422);
        refusals.push(...attempt.refusals);
      }
      expect(ALERT_AT).toBe(30);
      // whatever waits the address met on the way were short (LOGIN_SLOWDOWN_MAX_S, 1 s here)
      for (const r of refusals) expect(r.headers['retry-after']).toBe('1');

      await sleep(1); // the wait after the last failure ends (LOGIN_SLOWDOWN_MAX_S)
      // slowed, not blocked: of three colleagues logging in at once from there, one gets in, the others wait ...
      const atOnce = await Promise.all(
        colleagues.slice(0, 3).map((c) => login(as, c.user.email, TEST_PASSWORD, office)),
      );
      const waiting = atOnce.filter((r) => r.statusCode === 429);
      expect(atOnce.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
      for (const r of waiting) expect(r.headers['retry-after']).toBe('1');
      // ... and each gets in with the right password after the wait
      for (const c of colleagues.slice(0, 3)) {
        const again = await loginPatiently(as, c.user.email, TEST_PASSWORD, office);
        expect(again.res.statusCode).toBe(200);
        expect(again.res.json().user.id).toBe(c.user.id);
      }
      // ... and so does someone who never failed, while another address is not slowed at all
      const newcomer = await fx.companyUser();
      expect((await loginPatiently(as, newcomer.user.email, TEST_PASSWORD, office)).res.statusCode).toBe(200);
      expect((await login(as, colleagues[1]!.user.email, TEST_PASSWORD, '10.30.0.2')).statusCode).toBe(200);

      // the admin was told once, with the address: in the audit log and on the overview
      const admin = await fx.admin();
      const audit = await as(admin).get('/v1/admin/audit?action=login.address_slowed');
      expect(audit.json().data).toEqual([
        expect.objectContaining({
          action: 'login.address_slowed',
          data: { address: office, failures: 30, window_minutes: 15, max_delay_seconds: 1 },
        }),
      ]);
      const overview = await as(admin).get('/v1/admin/overview');
      expect(overview.json().alerts).toEqual([
        expect.objectContaining({
          action: 'login.address_slowed',
          message: expect.stringContaining(`30 failed logins from ${office} within 15 minutes`),
        }),
      ]);
    },
  );
});

describe('failed logins of one account', () => {
  it(`from one address: ${LOGIN_MAX_FAILURES} failures, then 429 with Retry-After even for the right password`, async ({
    as,
    fx,
  }) => {
    const { user } = await fx.traveller();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(as, user.email, 'nope', '10.31.0.1')).statusCode).toBe(422);
    }
    const blocked = await login(as, user.email, TEST_PASSWORD, '10.31.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it(
    'from many addresses: slowed down for strangers; its owner gets in at once from a known address',
    { timeout: 120_000 },
    async ({ as, fx }) => {
      const owner = await fx.traveller();
      const home = '10.32.0.1';
      expect((await login(as, owner.user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
      // a botnet: each address fails once (never reaching the per-address limit)
      const botnet = async (round: number) => {
        for (let i = 0; i < SLOW_AFTER; i++) {
          expect((await login(as, owner.user.email, 'guess', `10.33.${round}.${i + 1}`)).statusCode).toBe(422);
        }
        // the account is slowed now: of two attempts at once from new addresses, one passes, one waits
        const pair = await Promise.all([
          login(as, owner.user.email, 'guess', `10.33.${round}.100`),
          login(as, owner.user.email, 'guess', `10.33.${round}.101`),
        ]);
        expect(pair.map((r) => r.statusCode).sort()).toEqual([422, 429]);
        // the account's delay: 1 s, or 2 s when the other attempt's failure was counted first (the two
        // run at once, and on a busy machine either may reach the throttle first)
        expect(['1', '2']).toContain(pair.find((r) => r.statusCode === 429)!.headers['retry-after']);
      };
      await botnet(1);
      // the owner, from the address they logged in from before, is not kept waiting
      expect((await login(as, owner.user.email, TEST_PASSWORD, home)).statusCode).toBe(200);
      // from a new address the right password works too, after the wait it is given
      await botnet(2);
      expect((await loginPatiently(as, owner.user.email, TEST_PASSWORD, '10.34.0.1')).res.statusCode).toBe(200);
    },
  );
});
