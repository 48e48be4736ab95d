// A push service on a loopback port, as a browser vendor's is to our server: each `subscribe()` is a
// device (its ECDH P-256 key pair and auth secret made here, as a browser makes them), and each push
// that arrives is checked as a real service would (the VAPID JWT of RFC 8292: ES256 signature by the
// key in `k`, aud = this origin, exp in the future) and decrypted with that device's keys (RFC 8291,
// aes128gcm of RFC 8188). It answers 201, or the status a test asks for (404, 410, 500...).
import {
  createECDH,
  createHmac,
  createPublicKey,
  createDecipheriv,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateVapidKeys } from '../src/modules/push/vapid.ts';

/** The VAPID_* environment of a server that pushes, with a key pair made as `vapid-keys` makes one. */
export function vapidEnv() {
  const keys = generateVapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@triptender.example',
  };
}

export type Device = {
  id: string;
  /** What the browser's PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
};

export type ReceivedPush = {
  device: string;
  /** The decrypted payload, parsed. */
  payload: unknown;
  status: number;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
};

export type PushService = {
  origin: string;
  /** A new device: keys made here, as a browser does. */
  subscribe(): Device;
  /** The status the next pushes to `device` get (201 until told otherwise). */
  answer(device: Device, status: number): void;
  /** Every push accepted so far (checked and decrypted), oldest first. */
  received: ReceivedPush[];
  /** Requests refused because their JWT, key or encryption was wrong: a test expects none. */
  refused: string[];
  close(): Promise<void>;
};

const b64 = (buf: Buffer) => buf.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The VAPID public key (base64url uncompressed point) as a KeyObject. */
function publicKeyOf(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) },
    format: 'jwk',
  });
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and answers its claims. */
function checkVapid(header: string | undefined, origin: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`no vapid authorization: ${header}`);
  const [head, body, signature] = m[1]!.split('.') as [string, string, string];
  const jose = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg: string; typ: string };
  if (jose.alg !== 'ES256') throw new Error(`alg ${jose.alg}`);
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKeyOf(Buffer.from(m[2]!, 'base64url')), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad JWT signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  // RFC 8292: no more than 24 hours ahead
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} out of range`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { claims, key: m[2]! };
}

/** RFC 8291 with RFC 8188's aes128gcm framing: one record, the device's keys. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65 || ciphertext.length > rs) throw new Error('not one aes128gcm record with a key id');
  const uaPublic = device.ecdh.getPublicKey();
  const secret = device.ecdh.computeSecret(asPublic);
  const prkKey = hmac(device.auth, secret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = hmac(prkKey, Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // the last record ends with 0x02, then any padding of zeros
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

export async function startPushService(): Promise<PushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const device = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !id || !device) {
        res.writeHead(404).end();
        return;
      }
      try {
        const { claims } = checkVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8')) as unknown;
        received.push({ device: id, payload, status: device.status, claims, ttl: req.headers.ttl as string });
        res.writeHead(device.status, { location: `${origin}/message/${randomUUID()}` }).end();
      } catch (err) {
        refused.push((err as Error).message);
        res.writeHead(403).end((err as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) },
        },
      };
    },
    answer(device, status) {
      devices.get(device.id)!.status = status;
    },
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
