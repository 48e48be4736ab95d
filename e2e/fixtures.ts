// Over 300 lines: the steps every journey shares (demo logins, emailed links, new companies, trip requests), one import for every spec.
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { composeLeadTitle } from '@triptender/contract/lead-title';

export const DEMO_PASSWORD = 'triptender';
export const demo = {
  admin: 'admin@triptender.example',
  manager: 'siobhan@emeraldisletours.example',
  agent: 'conor@emeraldisletours.example',
  finance: 'aoife@emeraldisletours.example',
  manager2: 'fiona@highlandtrails.example',
  agent2: 'ewan@highlandtrails.example',
  traveller: 'sarah.mitchell@example.com',
  traveller2: 'james.carter@example.com',
  manager3: 'ciara@causewaycoast.example',
  // only the chat journeys use Maeve, only the password journeys use Owen
  conversationTraveller: 'maeve.byrne@example.com',
  passwordTraveller: 'owen.murphy@example.com',
  // the marketplace journeys' own operators and traveller (no other spec changes their data)
  atlantic: 'orla@atlanticwaytours.example',
  burren: 'niall@burrenway.example',
  maeve: 'maeve.quinn@example.com',
} as const;
export type DemoUser = keyof typeof demo;

/** Logs in through the API and stores the session the way the app does, in one line. */
export async function loginAs(page: Page, who: DemoUser | { email: string; password: string }) {
  const creds = typeof who === 'string' ? { email: demo[who], password: DEMO_PASSWORD } : who;
  const res = await page.request.post('/v1/auth', { data: creds });
  expect(res.ok(), await res.text()).toBe(true);
  const { user, token } = (await res.json()) as { user: unknown; token: string };
  await page.addInitScript(
    ([u, t]) => {
      if (!sessionStorage.getItem('e2e-logged-out')) {
        localStorage.setItem('auth-storage', JSON.stringify({ state: { user: u, token: t }, version: 0 }));
      }
    },
    [user, token] as const,
  );
  return { user, token };
}

/**
 * Each test is a different person on a different device: its browser and API calls come from a client
 * address of their own (the e2e server trusts X-Forwarded-For, as behind a proxy), so the per-address
 * rate limits of login and emailed links count one test's calls, not the whole suite's.
 */
export const clientAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Fails the test on any error printed to the browser console or thrown in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      // a refused request (401, 404, 422) is logged by the browser itself; that is not a bug
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Bearer headers of a demo user, for setting up through the API what a spec then changes in the browser. */
export async function authHeaders(request: APIRequestContext, who: DemoUser): Promise<{ authorization: string }> {
  const res = await request.post('/v1/auth', { data: { email: demo[who], password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The set-password link of the newest email queued for an address, read as the admin reads the outbox. */
export async function emailedLink(request: APIRequestContext, to: string): Promise<string> {
  const headers = await authHeaders(request, 'admin');
  let link: string | undefined;
  await expect(async () => {
    const list = await request.get('/v1/admin/emails?per_page=100', { headers });
    const mail = ((await list.json()) as { data: { id: number; to_email: string }[] }).data.find(
      (m) => m.to_email === to.toLowerCase(),
    );
    expect(mail, `an email to ${to}`).toBeTruthy();
    const one = await request.get(`/v1/admin/emails/${mail!.id}`, { headers });
    const text = ((await one.json()) as { rendered: { text: string } }).rendered.text;
    link = /https?:\/\/[^\s"<>]+\/set-password\?token=[\w%-]+/.exec(text)?.[0];
    expect(link, 'a set-password link in the email').toBeTruthy();
  }).toPass({ timeout: 120_000 });
  return link!;
}

/**
 * Reloads the page until `target` shows, as a user refreshes a list to see what was just sent: a
 * guest's trip request is stored by the server's outbox worker a moment after the thank-you page
 * (apps/api/src/modules/leads/guest-request.ts). Minutes are allowed for a loaded machine.
 */
export async function reloadUntilVisible(page: Page, target: Locator) {
  await expect(async () => {
    try {
      await expect(target).toBeVisible({ timeout: 5_000 });
    } catch (err) {
      await page.reload();
      throw err;
    }
  }).toPass({ timeout: 180_000 });
}

/**
 * A unique tag of letters only, for names, emails and search phrases: the marketplace masks long digit
 * runs in a request's text as phone numbers, so a tag with digits may not be found by a search.
 */
export const uniqueTag = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/**
 * A new company, topped up, whose first Manager joined through the emailed invitation: for specs
 * that change a company without touching the demo companies other specs read.
 */
export async function newCompany(request: APIRequestContext, opts: { name: string; creditCents?: number }) {
  const headers = await authHeaders(request, 'admin');
  const email = `manager.${uniqueTag()}@e2e.example`;
  const created = await request.post('/v1/company', {
    headers,
    data: { name: opts.name, email, phone: '+353 1 555 0123', address: '1 Quay Street, Galway' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = (await created.json()) as { id: number; name: string };
  if (opts.creditCents) {
    const topUp = await request.post(`/v1/company/${company.id}/top-ups`, {
      headers,
      data: { amount_cents: opts.creditCents, note: 'E2E credit' },
    });
    expect(topUp.status()).toBe(201);
  }
  const token = new URL(await emailedLink(request, email)).searchParams.get('token');
  const password = 'a long e2e password';
  const joined = await request.post('/v1/auth/set-password', { data: { token, password } });
  expect(joined.ok(), await joined.text()).toBe(true);
  return { company, manager: { email, password } };
}

/** Where the e2e server writes emails: DATA_DIR/mail of scripts/e2e-server.mjs (no SMTP in tests). */
export const e2eMailDir = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'mail');

export type SentEmail = { file: string; subject: string; text: string; html: string; links: string[] };

// nodemailer writes the bodies quoted-printable: soft line breaks and =XX bytes
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

type ParsedEmail = SentEmail & { to: string; mtimeMs: number };
function parseEmail(file: string): ParsedEmail {
  const raw = fs.readFileSync(file, 'utf8');
  const decoded = decodeQuotedPrintable(raw);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
  const part = (type: string) => {
    const start = decoded.indexOf(`Content-Type: ${type}`);
    if (start < 0) return '';
    const body = decoded.slice(decoded.indexOf('\n\n', start) + 2);
    const end = body.search(/\n--[^\n]+/);
    return (end < 0 ? body : body.slice(0, end)).trim();
  };
  const text = part('text/plain');
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    text,
    html: part('text/html'),
    links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
    mtimeMs: fs.statSync(file).mtimeMs,
  };
}

/**
 * The newest email the e2e server wrote to an address, waiting for the outbox worker to write it.
 * `since` (a Date.now() taken before the action) skips older emails to the same address.
 */
export async function latestEmailTo(
  address: string,
  opts: { since?: number; timeoutMs?: number } = {},
): Promise<SentEmail> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  const wanted = address.toLowerCase();
  for (;;) {
    const mine = newestEmail(
      opts.since ?? 0,
      (m) => m.to.toLowerCase().includes(`<${wanted}>`) || m.to.toLowerCase() === wanted,
    );
    if (mine) return mine;
    if (Date.now() > deadline) throw new Error(`No email to ${address} in ${e2eMailDir}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Where the link of `mail` whose address contains `marker` leads, as a path with its query, for a page of
 * the app under test to open (`page.goto(linkPath(mail, '/set-password?token='))`).
 */
export function linkPath(mail: SentEmail, marker: string): string {
  const link = mail.links.find((l) => l.includes(marker));
  expect(link, `a ${marker} link in "${mail.subject}"`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/**
 * The newest email written at or after `since` that `wanted` accepts. The folder holds every email of
 * the run (hundreds): only files new enough are read, newest first, up to the first one wanted.
 */
function newestEmail(since: number, wanted: (m: ParsedEmail) => boolean): ParsedEmail | undefined {
  if (!fs.existsSync(e2eMailDir)) return undefined;
  const files = fs
    .readdirSync(e2eMailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const f of files) {
    const file = path.join(e2eMailDir, f);
    if (fs.statSync(file).mtimeMs < since) continue;
    const m = parseEmail(file);
    if (wanted(m)) return m;
  }
  return undefined;
}

/** Moves the pointer out of the window through its top edge, as a visitor heading for the tabs does. */
export async function leaveThroughTop(page: Page) {
  await page.mouse.move(600, 200);
  await page.mouse.move(600, -20, { steps: 4 });
}

export type TripRequestPayload = {
  country: 'ireland' | 'uk' | 'scotland';
  number_of_people: number;
  start_date: string;
  number_of_night: number;
  trip_type: 'active' | 'sightseeing' | 'city' | 'cultural';
  travel_type: 'self-drive' | 'tour-guide' | 'coach-bus' | 'dont-know';
  flight_booked: 'yes' | 'no';
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  special_requests: string;
  lead_type: 'multi-step-form';
  title: string;
};

/** The dialog's payload of a guest's trip request (Maeve Quinn's, by default), its title composed as the dialog does. */
export function tripRequestPayload(overrides: Partial<TripRequestPayload> = {}): TripRequestPayload {
  const base: Omit<TripRequestPayload, 'title'> = {
    country: 'ireland',
    number_of_people: 2,
    start_date: new Date(Date.now() + 75 * 86_400_000).toISOString().slice(0, 10),
    number_of_night: 6,
    trip_type: 'cultural',
    travel_type: 'self-drive',
    flight_booked: 'no',
    first_name: 'Maeve',
    last_name: 'Quinn',
    email: 'maeve.quinn@example.com',
    mobile: '+1 718 555 0166',
    special_requests: 'Castles and coastal walks.',
    lead_type: 'multi-step-form',
    ...overrides,
  };
  return { ...base, title: overrides.title ?? composeLeadTitle(base) };
}

/**
 * A guest posts a trip request through POST /v1/leads with the dialog's payload.
 * The server's worker stores it a moment after the answer, so a step that reads it waits for it
 * (expect.poll, `reloadUntilVisible`, `emailedLink`). Every guest request awaits the link emailed to
 * its address: with the email of a demo account (Maeve Quinn's, by default) it waits for
 * that account's confirmation (`confirmAs`); with a new email the link in the .eml is followed here,
 * as its traveller would, so it is open once stored.
 */
export async function postTripRequest(
  request: APIRequestContext,
  overrides: Partial<TripRequestPayload> = {},
): Promise<{ payload: TripRequestPayload; body: unknown; setPasswordToken: string | null }> {
  const payload = tripRequestPayload(overrides);
  const since = Date.now();
  const res = await request.post('/v1/leads', { data: payload });
  expect(res.ok(), await res.text()).toBe(true);
  const body: unknown = await res.json();
  // a demo traveller's request waits for them; any other is confirmed by its emailed link, as its traveller would
  const confirmed = (Object.values(demo) as string[]).includes(payload.email)
    ? null
    : await confirmByEmailedLink(request, payload.email, since);
  return { payload, body, setPasswordToken: confirmed?.set_password_token ?? null };
}

/** Follows the confirm link of the newest email to `email` since `since`, as its traveller would (a POST). */
export async function confirmByEmailedLink(request: APIRequestContext, email: string, since: number) {
  const mail = await latestEmailTo(email, { since });
  const link = mail.links.find((l) => l.includes('/confirm-request?token='));
  expect(link, 'a confirm link in the email').toBeTruthy();
  const token = new URL(link!).searchParams.get('token')!;
  const res = await request.post(`/v1/request-confirmations/${encodeURIComponent(token)}/confirm`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { set_password_token: string | null };
}

/**
 * A new traveller with a password, and the open trip request that made their account (a guest request
 * with a new email, confirmed through the emailed link, which then lets them choose a password): for
 * specs that accept quotes or otherwise change a traveller's data.
 */
export async function newTraveller(request: APIRequestContext, overrides: Partial<TripRequestPayload> = {}) {
  const email = `traveller.${uniqueTag()}@e2e.example`;
  const { setPasswordToken: token } = await postTripRequest(request, {
    email,
    first_name: 'Nora',
    last_name: 'Kelly',
    ...overrides,
  });
  expect(token, 'confirming a new account offers to choose a password').toBeTruthy();
  const password = 'a long e2e password';
  const joined = await request.post('/v1/auth/set-password', { data: { token, password } });
  expect(joined.ok(), await joined.text()).toBe(true);
  const login = await request.post('/v1/auth', { data: { email, password } });
  const { user, token: bearer } = (await login.json()) as { user: { id: number }; token: string };
  const headers = { authorization: `Bearer ${bearer}` };
  const list = await request.get(`/v1/client/request/${user.id}`, { headers });
  const leadId = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  return { email, password, user, headers, leadId };
}

/** A company member buys a trip request and sends a quote for it through the API. */
export async function buyAndQuote(
  request: APIRequestContext,
  buyer: { email: string; password: string; companyId: number },
  leadId: number,
  quote: { price: number; message?: string; currency?: 'USD' | 'EUR' | 'GBP' } & Record<string, unknown>,
) {
  const login = await request.post('/v1/auth', { data: { email: buyer.email, password: buyer.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const bought = await request.post('/v1/purchases', {
    headers,
    data: { lead_id: leadId, company_id: buyer.companyId },
  });
  expect(bought.status(), await bought.text()).toBe(201);
  const sent = await request.post('/v1/quotes', {
    headers,
    data: {
      currency: 'USD',
      trip_duration: '8 days / 7 nights',
      flights_included: false,
      ...quote,
      lead_id: leadId,
      message: quote.message ?? 'A relaxed week along the coast, with hand-picked guesthouses and a local guide.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return { headers, quoteId: ((await sent.json()) as { id: number }).id };
}

/**
 * A request awaiting confirmation (posted by a guest with the email of an existing account),
 * confirmed by that account through the API once the server has stored it, found by its special
 * requests; returns its id.
 */
export async function confirmAs(request: APIRequestContext, who: DemoUser, specialRequests: string): Promise<number> {
  const login = await request.post('/v1/auth', { data: { email: demo[who], password: DEMO_PASSWORD } });
  const { user, token } = (await login.json()) as { user: { id: number }; token: string };
  const headers = { authorization: `Bearer ${token}` };
  type Listed = { id: number; special_requests: string; status: string };
  let lead: Listed | undefined;
  await expect(async () => {
    const list = await request.get(`/v1/client/request/${user.id}?per_page=100`, { headers });
    lead = ((await list.json()) as { data: Listed[] }).data.find((l) => l.special_requests === specialRequests);
    expect(lead?.status, `a pending request "${specialRequests}"`).toBe('pending');
  }).toPass({ timeout: 120_000 });
  const res = await request.post(`/v1/client/requests/${lead!.id}/confirm`, { headers });
  expect(res.status(), await res.text()).toBe(200);
  return lead!.id;
}
