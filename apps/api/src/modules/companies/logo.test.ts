// Company logos: re-encoded with no metadata, checked by content, kept in the shared
// file store (PostgreSQL, or S3 through a real S3-compatible server), served with their type, nosniff and
// a long cache, and moved there from the disk of an older installation.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { companies, storedFiles } from '../../db/schema.ts';
import { DatabaseFileStore } from '../../lib/file-store.ts';
import { uploadsDir } from '../../lib/uploads.ts';
import { afterAll, beforeAll, describe, expect, it, type TestContext } from '../../../test/harness.ts';
import { createTestContext, request } from '../../../test/helpers.ts';
import { fixtures } from '../../../test/fixtures.ts';
import { jpegWithLocation, multipart, PNG, startS3Server, type TestS3Server } from '../../../test/uploads.ts';
import { MOVED_LOGOS_DIR, moveDiskLogos } from './logo-migration.ts';

const LOGO_URL = /^\/uploads\/logos\/company-\d+-[0-9a-f]{16}\.(png|jpg|webp)$/;
const TYPE = 'The logo must be a PNG, JPEG or WebP image.';

/** A member uploads a logo for their company (or the one given). */
const upload = (
  app: TestContext['app'],
  member: { token: string; companyId: number },
  body: ReturnType<typeof multipart>,
  companyId = member.companyId,
) => request(app, member.token, { method: 'POST', url: `/v1/company/${companyId}/logo`, ...body });

describe('POST /v1/company/{companyId}/logo', () => {
  it('keeps the image in the database, serves it with its type, nosniff and a year of cache, and replaces the old one', async ({
    as,
    fx,
    ctx,
  }) => {
    const manager = await fx.companyUser();
    const first = await upload(ctx.app, manager, multipart('logo', 'logo.png', 'image/png', PNG));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl: string = first.json().logo_url;
    expect(firstUrl).toMatch(new RegExp(`^/uploads/logos/company-${manager.companyId}-[0-9a-f]{16}\\.png$`));
    const served = await as(null).get(firstUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
    // nothing on this host's disk: another process or host serves the same bytes
    expect(fs.existsSync(uploadsDir(ctx.dataDir))).toBe(false);
    const [stored] = await ctx.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, firstUrl.slice('/uploads/'.length)));
    expect(stored!.body.equals(served.rawPayload)).toBe(true);

    // the same picture again keeps its URL (content-addressed) and is still served
    const again = await upload(ctx.app, manager, multipart('logo', 'logo.png', 'image/png', PNG));
    expect(again.json().logo_url).toBe(firstUrl);
    expect((await as(null).get(firstUrl)).statusCode).toBe(200);

    // the client's name and type do not matter: the bytes decide; a new logo has a new URL, the old one goes
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#036' } })
      .jpeg()
      .toBuffer();
    const second = await upload(ctx.app, manager, multipart('logo', 'photo.gif', 'image/gif', jpeg));
    expect(second.statusCode).toBe(200);
    expect(second.json().logo_url).toMatch(/\.jpg$/);
    expect(second.json().profile.missing).not.toContain('Logo');
    expect((await as(null).get(second.json().logo_url)).headers['content-type']).toBe('image/jpeg');
    expect((await as(null).get(firstUrl)).statusCode).toBe(404);
  });

  it('removes EXIF and GPS from a photo and fits it in 1024 pixels', async ({ as, fx, app }) => {
    const manager = await fx.companyUser();
    const photo = await jpegWithLocation(2000, 1500);
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam'); // the test's photo really carries EXIF
    const res = await upload(app, manager, multipart('logo', 'me.jpg', 'image/jpeg', photo));
    expect(res.statusCode, res.body).toBe(200);
    const served = await as(null).get(res.json().logo_url);
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(served.rawPayload.includes('TestCam')).toBe(false);

    // a small WebP keeps its size and format
    const webp = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff0' } })
      .webp()
      .toBuffer();
    const small = await upload(app, manager, multipart('logo', 'l.webp', 'image/webp', webp));
    const smallServed = await as(null).get(small.json().logo_url);
    expect(smallServed.headers['content-type']).toBe('image/webp');
    expect(await sharp(smallServed.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 120 });
  });

  it('refuses other types, SVG, broken images, files over 2 MB (declared or not), a missing file, and non-Managers', async ({
    as,
    fx,
    db,
    app,
  }) => {
    const { manager, agent } = await fx.team({ agent: 'agent' });
    const other = await fx.companyUser();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const tooBig = multipart('logo', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    // the same body as a stream: no Content-Length, so it is cut off while it is read
    const streamed = { ...tooBig, payload: Readable.from([tooBig.payload as Buffer]) };
    const cases: [ReturnType<typeof multipart>, string][] = [
      [multipart('logo', 'x.svg', 'image/svg+xml', svg), TYPE],
      [multipart('logo', 'x.png', 'image/png', svg), TYPE],
      [multipart('logo', 'x.gif', 'image/gif', gif), TYPE],
      [multipart('logo', 'x.png', 'image/png', Buffer.from('not an image')), TYPE],
      // a real PNG signature with nothing decodable after it
      [multipart('logo', 'x.png', 'image/png', Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(64)])), TYPE],
      [tooBig, 'The logo may not be larger than 2 MB.'],
      [streamed, 'The logo may not be larger than 2 MB.'],
      [multipart('picture', 'x.png', 'image/png', PNG), 'Please choose an image file.'],
    ];
    for (const [body, message] of cases) {
      const res = await upload(app, manager, body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toEqual({ message, data: { logo: [message] } });
    }
    const json = await as(manager).post(`/v1/company/${manager.companyId}/logo`, { logo: 'x' });
    expect(json.statusCode).toBe(422);
    const body = multipart('logo', 'x.png', 'image/png', PNG);
    expect((await upload(app, agent, body, manager.companyId)).statusCode).toBe(403);
    expect((await upload(app, other, body, manager.companyId)).statusCode).toBe(404);
    const [row] = await db.select().from(companies).where(eq(companies.id, manager.companyId));
    expect(row!.logo_url).toBeNull();
  });

  it('answers 404 for an unknown upload and for paths that are not upload keys', async ({ as }) => {
    for (const url of ['/uploads/logos/company-1-0000000000000000.png', '/uploads/../package.json', '/uploads/x.txt']) {
      const res = await as(null).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('logos of an older installation, on its disk', () => {
  it('move re-encoded into the file store at start; the folder is set aside', async ({ as, fx, ctx }) => {
    const manager = await fx.companyUser();
    const other = await fx.companyUser();
    const dir = path.join(uploadsDir(ctx.dataDir), 'logos');
    fs.mkdirSync(dir, { recursive: true });
    const oldName = `company-${manager.companyId}-0123456789abcdef.jpg`;
    fs.writeFileSync(path.join(dir, oldName), await jpegWithLocation(1200, 600));
    fs.writeFileSync(path.join(dir, 'company-999999-fedcba9876543210.png'), PNG); // no company shows it
    await ctx.db
      .update(companies)
      .set({ logo_url: `/uploads/logos/${oldName}` })
      .where(eq(companies.id, manager.companyId));
    await ctx.db
      .update(companies)
      .set({ logo_url: 'https://cdn.example/logo.png' })
      .where(eq(companies.id, other.companyId));

    const warnings: string[] = [];
    const result = await moveDiskLogos({
      db: ctx.db,
      files: ctx.app.files,
      dataDir: ctx.dataDir,
      log: { info() {}, warn: (m) => warnings.push(m) },
    });
    expect(result).toEqual({ moved: 1, failed: 0 });
    expect(warnings).toEqual([]);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, manager.companyId));
    expect(row!.logo_url).toMatch(LOGO_URL);
    expect(row!.logo_url).not.toBe(`/uploads/logos/${oldName}`);
    const served = await as(null).get(row!.logo_url!);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 512 });
    expect(meta.exif).toBeUndefined();
    const [untouched] = await ctx.db.select().from(companies).where(eq(companies.id, other.companyId));
    expect(untouched!.logo_url).toBe('https://cdn.example/logo.png');
    // set aside, not deleted; a second start has nothing to do
    expect(fs.existsSync(dir)).toBe(false);
    const aside = fs.readdirSync(uploadsDir(ctx.dataDir)).filter((n) => n.startsWith(`${MOVED_LOGOS_DIR}-`));
    expect(aside).toHaveLength(1);
    expect(fs.readdirSync(path.join(uploadsDir(ctx.dataDir), aside[0]!)).sort()).toEqual(
      [oldName, 'company-999999-fedcba9876543210.png'].sort(),
    );
    expect(await moveDiskLogos({ db: ctx.db, files: ctx.app.files, dataDir: ctx.dataDir, log: console })).toEqual({
      moved: 0,
      failed: 0,
    });
  });
});

describe('with S3_* settings, in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  let s3ctx: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    s3ctx = await createTestContext({ env: s3.env });
  });
  afterAll(async () => {
    await s3ctx?.close();
    await s3?.close();
  });

  it('stores the logo as an object that another API process on the same database serves', async () => {
    const manager = await fixtures(s3ctx.db).companyUser();
    const photo = await jpegWithLocation(800, 600);
    const res = await upload(s3ctx.app, manager, multipart('logo', 'a.jpg', 'image/jpeg', photo));
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().logo_url;
    const key = url.slice('/uploads/'.length);
    expect(s3.hasObject(key)).toBe(true);
    expect(await new DatabaseFileStore(s3ctx.db).has(key)).toBe(false);

    // a second app (another process or host) with the same settings
    const config = loadConfig({ ...envOf(s3ctx), ...s3.env });
    const second = await buildApp({ config, database: s3ctx.database, logger: false });
    try {
      const served = await second.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({ 'content-type': 'image/jpeg', 'x-content-type-options': 'nosniff' });
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ width: 800, height: 600 });
      expect(meta.exif).toBeUndefined();
    } finally {
      await second.close();
    }

    // replaced: the old object goes
    const next = await upload(s3ctx.app, manager, multipart('logo', 'b.png', 'image/png', PNG));
    expect(next.statusCode).toBe(200);
    expect(s3.hasObject(key)).toBe(false);
    expect(s3.hasObject(next.json().logo_url.slice('/uploads/'.length))).toBe(true);
  });
});

/** The environment a test context was made from (its data dir and URL), for a second app beside it. */
function envOf(c: TestContext): Record<string, string> {
  return { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: c.dataDir, PUBLIC_URL: c.config.publicUrl };
}
