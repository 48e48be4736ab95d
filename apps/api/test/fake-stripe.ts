// Over 300 lines: one HTTP stand-in for every Stripe endpoint we call, its state and its test checkout page.
// A local stand-in for the few Stripe endpoints the API calls (Checkout sessions and refunds): a real
// HTTP server on a loopback port that the real Stripe SDK talks to through STRIPE_API_URL. It answers
// in Stripe's JSON shapes, records every call, and serves a tiny "test checkout" page at the
// session's url. The API tests start one per file; scripts/e2e-server.mjs starts one for the browser
// journeys (through scripts/fake-stripe.mjs). Node built-ins only, so both can load it; the events
// and signatures the tests send the API are in stripe-webhooks.ts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export type FakeStripeCall = {
  method: string;
  path: string;
  /** The form body decoded into nested objects and arrays, as Stripe reads it. */
  body: Json;
  idempotencyKey: string | undefined;
};

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

export type FakeStripe = {
  /** Base URL for STRIPE_API_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  calls: FakeStripeCall[];
  sessions: Map<string, FakeCheckoutSession>;
  refunds: Json[];
  /** The calls to one endpoint, e.g. callsTo('POST', '/v1/refunds'). */
  callsTo(method: string, path: string): FakeStripeCall[];
  /** The session once the customer paid (`unpaid`: by a delayed method), with a PaymentIntent refunds may name. */
  pay(sessionId: string, opts?: { paymentStatus?: 'paid' | 'unpaid' }): FakeCheckoutSession;
  /** The session as Stripe reports it when it expired unpaid. */
  expire(sessionId: string): FakeCheckoutSession;
  /** The next call to this path answers with this Stripe error instead (once). */
  failNext(path: string, status: number, error: { type: string; message: string; code?: string }): void;
  close(): Promise<void>;
};

/** `a[b][0][c]=1` form fields (how the SDK encodes parameters) as nested objects and arrays. */
export function decodeStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/[[\]]+/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        container[slot] = value;
      } else {
        container[slot] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's error body: `{ error: { type, message, code?, param? } }`. */
const requestError = (message: string, more: Json = {}): Json => ({
  error: { type: 'invalid_request_error', message, ...more },
});

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function checkoutPage(session: FakeCheckoutSession): string {
  const amount = `$${(session.amount_total / 100).toFixed(2)}`;
  const back = (url: string | null) => escapeHtml((url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout | Stripe stand-in</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>Test checkout</h1>
<p>This is a local stand-in for Stripe Checkout, for tests and development. No card is charged.</p>
<p>Amount: <strong data-testid="amount">${amount}</strong> (${escapeHtml(session.currency.toUpperCase())})</p>
<p>Session: <code data-testid="session-id">${escapeHtml(session.id)}</code></p>
${
  session.status === 'open'
    ? `<form method="post" action="/pay/${escapeHtml(session.id)}"><button type="submit">Pay ${amount} with a test card</button></form>
<p><a href="${back(session.cancel_url)}">Cancel and go back</a></p>`
    : `<p>This checkout is ${escapeHtml(session.status)}.</p>`
}
<p><small>Paying here marks the session paid and goes back to the shop. As with Stripe, that credits nothing by
itself: the shop waits for the signed webhook (the tests send it; scripts/fake-stripe.mjs --webhook sends it).</small></p>
</main></body></html>`;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given). */
export async function startFakeStripe(
  opts: {
    port?: number;
    secretKey?: string;
    /** Called when a customer pays on the test checkout page (scripts/fake-stripe.mjs sends the webhook). */
    onPaid?: (session: FakeCheckoutSession) => void;
  } = {},
): Promise<FakeStripe> {
  const calls: FakeStripeCall[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const intents = new Map<string, { amount: number; refunded: number; currency: string }>();
  const refunds: Json[] = [];
  // Stripe answers a repeated Idempotency-Key with the first answer
  const answered = new Map<string, { status: number; body: string }>();
  const failures = new Map<string, { status: number; error: Json }>();
  let base = '';

  function createSession(body: Json): [number, Json] {
    const items = (body.line_items as Json[] | undefined) ?? [];
    const amount = items.reduce((sum, item) => {
      const price = (item.price_data ?? {}) as Json;
      return sum + Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1);
    }, 0);
    const currency = String(((items[0]?.price_data ?? {}) as Json).currency ?? 'usd');
    if (body.mode !== 'payment' || amount <= 0) {
      return [400, requestError('A payment session needs line items with a positive amount.')];
    }
    const id = newId('cs');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: (body.client_reference_id as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      success_url: (body.success_url as string | undefined) ?? null,
      cancel_url: (body.cancel_url as string | undefined) ?? null,
      url: `${base}/pay/${id}`,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    return [200, session];
  }

  function createRefund(body: Json): [number, Json] {
    const pi = String(body.payment_intent ?? '');
    const intent = intents.get(pi);
    if (!intent) {
      return [
        400,
        requestError(`No such payment_intent: '${pi}'`, { code: 'resource_missing', param: 'payment_intent' }),
      ];
    }
    const amount = body.amount === undefined ? intent.amount - intent.refunded : Number(body.amount);
    if (amount <= 0 || intent.refunded + amount > intent.amount) {
      return [400, requestError(`Charge for ${pi} has already been refunded.`, { code: 'charge_already_refunded' })];
    }
    intent.refunded += amount;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: pi,
      status: 'succeeded',
      reason: body.reason ?? null,
      metadata: body.metadata ?? {},
      created: now(),
    };
    refunds.push(refund);
    return [200, refund];
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const page = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) {
          res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<!doctype html><html lang="en"><title>Not found</title><p>No such test checkout.</p></html>');
        } else if (req.method === 'POST' && session.status === 'open') {
          // the customer paid on the page: Stripe sends them back to the shop's success url
          markPaid(session, 'paid');
          opts.onPaid?.(session);
          res.writeHead(303, { location: (session.success_url ?? base).replace('{CHECKOUT_SESSION_ID}', session.id) });
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(checkoutPage(session));
        }
        return;
      }
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const body = decodeStripeForm(raw);
      calls.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey });
      // Stripe takes the key as a bearer token (the SDK) or as a basic-auth user name (curl -u sk_...:)
      const basic = `Basic ${Buffer.from(`${opts.secretKey}:`).toString('base64')}`;
      const authorized =
        !opts.secretKey || [`Bearer ${opts.secretKey}`, basic].includes(req.headers.authorization ?? '');
      const replay = idempotencyKey ? answered.get(`${url.pathname}:${idempotencyKey}`) : undefined;
      if (replay && authorized) {
        res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        res.end(replay.body);
        return;
      }
      const failure = failures.get(url.pathname);
      let status: number;
      let answer: Json;
      if (!authorized) {
        [status, answer] = [401, requestError('Invalid API Key provided.')];
      } else if (failure) {
        failures.delete(url.pathname);
        [status, answer] = [failure.status, { error: failure.error }];
      } else if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        [status, answer] = createSession(body);
      } else if (req.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
        const found = sessions.get(url.pathname.slice('/v1/checkout/sessions/'.length));
        [status, answer] = found
          ? [200, found]
          : [404, requestError('No such checkout.session', { code: 'resource_missing' })];
      } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        [status, answer] = createRefund(body);
      } else {
        [status, answer] = [404, requestError(`Unrecognized request URL (${req.method}: ${url.pathname}).`)];
      }
      const text = JSON.stringify(answer);
      if (idempotencyKey && authorized && status < 500)
        answered.set(`${url.pathname}:${idempotencyKey}`, { status, body: text });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(text);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  function markPaid(s: FakeCheckoutSession, paymentStatus: 'paid' | 'unpaid') {
    s.status = 'complete';
    s.payment_status = paymentStatus;
    s.payment_intent ??= newId('pi');
    intents.set(s.payment_intent, { amount: s.amount_total, refunded: 0, currency: s.currency });
    s.url = null;
  }

  const session = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`fake Stripe: no session ${id}`);
    return s;
  };

  return {
    url: base,
    calls,
    sessions,
    refunds,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    pay(sessionId, payOpts = {}) {
      const s = session(sessionId);
      markPaid(s, payOpts.paymentStatus ?? 'paid');
      return { ...s };
    },
    expire(sessionId) {
      const s = session(sessionId);
      s.status = 'expired';
      s.url = null;
      return { ...s };
    },
    failNext(path, status, error) {
      failures.set(path, { status, error });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
