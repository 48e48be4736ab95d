// The world of bench/speed-to-lead.ts: companies alerted by push, companies buying automatically, and
// travellers with requests awaiting their confirmation. The accounts, wallets and pending requests are
// written to the database before the API starts; everything a user sets (lead preferences, instant
// alerts, a push device, auto-buy) goes through the running API, as the portal sends it.
import { generateKeyPairSync } from 'node:crypto';
import { COMPANY_ROLE, ROLE } from '@triptender/contract/enums';
import { DEFAULT_LEAD_PREFERENCES } from '@triptender/contract/lead-preferences';
import { leads, sessions, users } from '../apps/api/src/db/schema.ts';
import { hashToken, newToken } from '../apps/api/src/lib/tokens.ts';
import { createCompany } from '../apps/api/src/modules/companies/service.ts';
import { topUpWallet } from '../apps/api/src/modules/purchases/ledger.ts';
import type { PushService } from '../apps/api/test/push-service.ts';
import { freshDatabase } from './database.ts';
import { benchTrip } from './trip-row.ts';

/** A VAPID key pair as `npm run cli -- vapid-keys` makes one, as the API's environment takes it. */
export function vapidEnv(): Record<string, string> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pub = publicKey.export({ format: 'jwk' });
  return {
    VAPID_PUBLIC_KEY: Buffer.concat([
      Buffer.from([4]),
      Buffer.from(pub.x!, 'base64url'),
      Buffer.from(pub.y!, 'base64url'),
    ]).toString('base64url'),
    VAPID_PRIVATE_KEY: privateKey.export({ format: 'jwk' }).d!,
    VAPID_SUBJECT: 'mailto:bench@triptender.example',
  };
}

type Manager = { companyId: number; token: string };
export type World = {
  /** Companies whose Manager has instant alerts and one push device. */
  alerted: Manager[];
  /** Companies with auto-buy on and money in the wallet (no push device). */
  buyers: Manager[];
  /** Pending requests, each its own traveller's, in the order they go live. */
  pending: { leadId: number; token: string }[];
};

/** A fresh database with the accounts, wallets and pending requests; the settings come later (configure). */
export async function seedWorld(
  name: string,
  opts: { alerted: number; buyers: number; leads: number; walletCents: number },
): Promise<World> {
  const database = await freshDatabase(name);
  const db = database.db;
  const tokens: { user_id: number; token: string }[] = [];
  const manager = async (label: string, i: number, creditCents: number): Promise<Manager> => {
    const c = await createCompany({
      db,
      actorUserId: null,
      company: { name: `${label} ${i}`, email: `${label.toLowerCase().replace(/ /g, '')}${i}@bench.example` },
    });
    if (creditCents) await topUpWallet({ db, actorUserId: null, companyId: c.id, amountCents: creditCents });
    const [u] = await db
      .insert(users)
      .values({
        first_name: 'Manager',
        last_name: `${label} ${i}`,
        email: `manager.${label.toLowerCase().replace(/ /g, '')}${i}@bench.example`,
        role: ROLE.COMPANY,
        company_id: c.id,
        company_role: COMPANY_ROLE.MANAGER,
        email_verified_at: new Date(),
      })
      .returning({ id: users.id });
    const token = newToken();
    tokens.push({ user_id: u!.id, token });
    return { companyId: c.id, token };
  };
  const alerted: Manager[] = [];
  for (let i = 1; i <= opts.alerted; i++) alerted.push(await manager('Alert Tours', i, 0));
  const buyers: Manager[] = [];
  for (let i = 1; i <= opts.buyers; i++) buyers.push(await manager('Auto Tours', i, opts.walletCents));

  const range = Array.from({ length: opts.leads }, (_, i) => i + 1);
  const travellers = await db
    .insert(users)
    .values(
      range.map((i) => ({
        first_name: 'Traveller',
        last_name: String(i),
        email: `traveller${i}@bench.example`,
        role: ROLE.TRAVELLER,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const countries = ['ireland', 'uk', 'scotland'] as const;
  const rows = await db
    .insert(leads)
    .values(
      range.map((i) =>
        benchTrip(i, travellers[i - 1]!, {
          title: `Speed bench trip ${i}`,
          status: 'pending',
          country: countries[i % 3]!,
          number_of_people: 1 + (i % 6),
          number_of_night: 3 + (i % 10),
          budget_cents: 300_000,
        }),
      ),
    )
    .returning({ id: leads.id, user_id: leads.user_id });
  const pending = rows.map((r) => {
    const token = newToken();
    tokens.push({ user_id: r.user_id, token });
    return { leadId: r.id, token };
  });
  await db.insert(sessions).values(
    tokens.map((t) => ({
      user_id: t.user_id,
      token_hash: hashToken(t.token),
      expires_at: new Date(Date.now() + 864e5),
    })),
  );
  await database.close();
  return { alerted, buyers, pending };
}

/** Calls the API as `token`; throws unless it answers 2xx. */
export async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text;
}

/**
 * Through the API: every company saves lead preferences that every request fits; the alerted ones choose
 * instant alerts and turn on push on one device of the stand-in (answers the device id of each company);
 * the buyers turn on auto-buy with a budget no run reaches.
 */
export async function configure(base: string, world: World, push: PushService): Promise<Map<string, number>> {
  const devices = new Map<string, number>();
  for (const m of [...world.alerted, ...world.buyers]) {
    await call(base, m.token, 'PUT', `/company/${m.companyId}/lead-preferences`, DEFAULT_LEAD_PREFERENCES);
  }
  for (const m of world.alerted) {
    await call(base, m.token, 'PUT', '/me/notification-settings', { lead_alerts: 'instant' });
    const device = push.subscribe();
    await call(base, m.token, 'POST', '/me/push-subscriptions', device.subscription);
    devices.set(device.id, m.companyId);
  }
  for (const m of world.buyers) {
    await call(base, m.token, 'PUT', `/company/${m.companyId}/auto-buy`, {
      enabled: true,
      weekly_budget_cents: 10_000_00,
      weekly_max_leads: 100,
    });
  }
  return devices;
}
