// Failed logins, throttled without locking out the innocent (decision 025). Counted in
// the shared store (lib/rate-limit-store.ts), so every API process and host sees one count.
//  - One account from one address: LOGIN_MAX_FAILURES failures, then 429 until the window ends (exact).
//  - One address, any accounts (an office or a proxy): never blocked, only slowed. Past SLOW_AFTER failures
//    each attempt from it waits a delay that doubles with each further failure, up to LOGIN_SLOWDOWN_MAX_S;
//    the attempt that passes is tried like any other, so a right password still logs in. At ALERT_AT
//    failures the admin is told (audit log, 'login.address_slowed').
//  - One account, any addresses: likewise slowed past SLOW_AFTER failures, except from an address this
//    account logged in from before (a known device), so its owner is not kept out by someone else's guesses.
import { LOGIN_FAILURE_WINDOW_S, LOGIN_MAX_FAILURES } from '@triptender/contract/constants';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { type AttemptLimit, countAttempt, forgetAttempts, uncountAttempt } from '../../lib/rate-limit.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_S * 1000;
/** Failures (of an address, or of an account) that pass at full speed before slowing down. */
export const SLOW_AFTER = LOGIN_MAX_FAILURES * 2;
/** Failures from one address in a window that alert the admin. */
export const ALERT_AT = LOGIN_MAX_FAILURES * 6;
/** How long an address stays known to an account after a login from it. */
const KNOWN_MS = 30 * 86_400_000;

const BY_ACCOUNT_AND_CLIENT: AttemptLimit = { name: 'login:account', max: LOGIN_MAX_FAILURES, windowMs: WINDOW_MS };

const key = {
  clientFailures: (client: string) => `login:client-failures:${client}`,
  accountFailures: (email: string) => `login:email-failures:${email}`,
  clientGate: (client: string) => `login:client-gate:${client}`,
  accountGate: (email: string) => `login:email-gate:${email}`,
  known: (email: string, client: string) => `login:known:${email}|${client}`,
};

export type LoginAttempt = { store: RateLimitStore; email: string; client: string; maxDelayMs: number };

/** The wait before the next attempt after `failures`: none up to SLOW_AFTER, then 1 s doubling, capped. */
export function slowdownMs(failures: number, maxDelayMs: number): number {
  if (failures < SLOW_AFTER) return 0;
  return Math.min(maxDelayMs, 1000 * 2 ** Math.min(20, failures - SLOW_AFTER));
}

/**
 * One attempt through a gate whose window is `delayMs`: the first attempt of a window passes, later ones
 * wait for its end. Answers the seconds to wait, or 0.
 */
async function passGate(store: RateLimitStore, gate: string, delayMs: number): Promise<number> {
  if (delayMs <= 0) return 0;
  const hit = await store.hit(gate, delayMs);
  return hit.count > 1 ? Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000)) : 0;
}

/**
 * Called before the password is checked: throws 429 with Retry-After when this attempt must wait. The
 * attempt is counted against the account-and-address limit until `loginSucceeded` takes it back.
 */
export async function admitLoginAttempt(a: LoginAttempt): Promise<void> {
  const pair = `${a.client}|${a.email}`;
  const refuse = async (seconds: number) => {
    await uncountAttempt(a.store, BY_ACCOUNT_AND_CLIENT, pair);
    return tooManyRequests(seconds);
  };
  const wait = await countAttempt(a.store, [{ limit: BY_ACCOUNT_AND_CLIENT, key: pair }]);
  if (wait > 0) throw tooManyRequests(wait);

  const [byClient, byAccount, known] = await Promise.all([
    a.store.peek(key.clientFailures(a.client)),
    a.store.peek(key.accountFailures(a.email)),
    a.store.peek(key.known(a.email, a.client)),
  ]);
  const clientWait = await passGate(a.store, key.clientGate(a.client), slowdownMs(byClient?.count ?? 0, a.maxDelayMs));
  if (clientWait > 0) throw await refuse(clientWait);
  if (known) return;
  const accountWait = await passGate(
    a.store,
    key.accountGate(a.email),
    slowdownMs(byAccount?.count ?? 0, a.maxDelayMs),
  );
  if (accountWait > 0) throw await refuse(accountWait);
}

/** A wrong password (or unknown account): counted per address and per account; the admin hears of a flood. */
export async function loginFailed(a: LoginAttempt & { db: Db }): Promise<void> {
  const [byClient] = await Promise.all([
    a.store.hit(key.clientFailures(a.client), WINDOW_MS),
    a.store.hit(key.accountFailures(a.email), WINDOW_MS),
  ]);
  // the counter is atomic: exactly one failure, on one process, sees the count reach ALERT_AT
  if (byClient.count === ALERT_AT) {
    await recordAudit(a.db, {
      actorUserId: null,
      action: 'login.address_slowed',
      entityType: 'client_address',
      data: {
        address: a.client,
        failures: ALERT_AT,
        window_minutes: LOGIN_FAILURE_WINDOW_S / 60,
        max_delay_seconds: Math.round(a.maxDelayMs / 1000),
      },
    });
  }
}

/** A right password: the attempt is taken back, the account's failures forgotten, the address remembered. */
export async function loginSucceeded(a: LoginAttempt): Promise<void> {
  await Promise.all([
    forgetAttempts(a.store, BY_ACCOUNT_AND_CLIENT, `${a.client}|${a.email}`),
    a.store.reset(key.accountFailures(a.email)),
    a.store.reset(key.accountGate(a.email)),
    a.store.hit(key.known(a.email, a.client), KNOWN_MS),
  ]);
}
