import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MESSAGES, type CompanyProfile, LOGO_MAX_BYTES } from '@triptender/contract/companies';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../../lib/uploads.ts';
import { getCompanyProfile } from './service.ts';

const LOGOS = 'logos';

/**
 * The image type from the file's first bytes. The client's content type and file name are not
 * trusted: only real PNG, JPEG and WebP files are kept (no SVG, which can carry scripts).
 */
export function sniffImage(buf: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpg';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

/** Reads the multipart field "logo" into memory, refusing files over the size limit with a 422. */
export async function readLogoUpload(req: FastifyRequest): Promise<Buffer> {
  try {
    const part = await req.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } });
    if (!part || part.fieldname !== 'logo') throw invalid('logo', COMPANY_MESSAGES.logoMissing);
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw invalid('logo', COMPANY_MESSAGES.logoMissing);
    return buffer;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('logo', COMPANY_MESSAGES.logoSize);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid('logo', COMPANY_MESSAGES.logoMissing);
    throw err;
  }
}

/** Stores a new logo file, points the company at it and removes the file it replaces. */
export async function saveCompanyLogo(opts: {
  db: Db;
  dataDir: string;
  companyId: number;
  image: Buffer;
}): Promise<CompanyProfile> {
  const type = sniffImage(opts.image);
  if (!type) throw invalid('logo', COMPANY_MESSAGES.logoType);
  const dir = path.join(uploadsDir(opts.dataDir), LOGOS);
  await fs.mkdir(dir, { recursive: true });
  const name = `company-${opts.companyId}-${randomBytes(8).toString('hex')}.${type}`;
  const file = path.join(dir, name);
  await fs.writeFile(file, opts.image, { flag: 'wx' });

  let previous: string | null = null;
  try {
    await opts.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ logo_url: companies.logo_url })
        .from(companies)
        .where(eq(companies.id, opts.companyId))
        .for('update');
      if (!row) throw notFound();
      previous = row.logo_url;
      await tx
        .update(companies)
        .set({ logo_url: `${UPLOADS_URL_PREFIX}${LOGOS}/${name}`, updated_at: sql`now()` })
        .where(eq(companies.id, opts.companyId));
    });
  } catch (err) {
    await fs.rm(file, { force: true });
    throw err;
  }
  const old = previous as string | null;
  if (old?.startsWith(`${UPLOADS_URL_PREFIX}${LOGOS}/`)) {
    const oldName = path.basename(old);
    await fs.rm(path.join(dir, oldName), { force: true }).catch(() => {});
  }
  return getCompanyProfile(opts);
}
