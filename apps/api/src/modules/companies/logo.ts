import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { COMPANY_MESSAGES, type CompanyProfile, LOGO_MAX_BYTES } from '@triptender/contract/companies';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { UPLOADS_URL_PREFIX } from '../../lib/uploads.ts';
import { type LogoImage, reencodeLogo } from './logo-image.ts';
import { getCompanyProfile } from './service.ts';
import { lockCompany } from '../../domain/company-lock.ts';

/** Room for the multipart framing around the file (boundaries, part headers, a few small fields). */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * Reads the multipart field "logo" into memory. A body that says it is too large is refused before
 * a byte of it is read; one that does not say (chunked) is cut off at the limit while streaming.
 */
export async function readLogoUpload(req: FastifyRequest): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LOGO_MAX_BYTES + MULTIPART_OVERHEAD) throw invalid('logo', COMPANY_MESSAGES.logoSize);
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

/**
 * Where a logo is kept: named by its company and its content, so a new logo has a new URL (shown at
 * once, however long the old one is cached) and a URL never changes what it shows.
 */
export function logoKey(companyId: number, image: Pick<LogoImage, 'body' | 'ext'>): string {
  const digest = createHash('sha256').update(image.body).digest('hex').slice(0, 16);
  return `logos/company-${companyId}-${digest}.${image.ext}`;
}

const keyOfUrl = (url: string | null) =>
  url?.startsWith(`${UPLOADS_URL_PREFIX}logos/`) ? url.slice(UPLOADS_URL_PREFIX.length) : null;

/** Stores a new logo (re-encoded), points the company at it and removes the one it replaces. */
export async function saveCompanyLogo(opts: {
  db: Db;
  files: FileStore;
  companyId: number;
  image: Buffer;
}): Promise<CompanyProfile> {
  const [company] = await opts.db.select({ id: companies.id }).from(companies).where(eq(companies.id, opts.companyId));
  if (!company) throw notFound();
  const logo = await reencodeLogo(opts.image);
  const key = logoKey(opts.companyId, logo);
  await opts.files.put(key, { body: logo.body, contentType: logo.contentType });

  const previous = await opts.db.transaction(async (tx) => {
    const row = await lockCompany(tx, opts.companyId, { logo_url: companies.logo_url });
    await tx
      .update(companies)
      .set({ logo_url: `${UPLOADS_URL_PREFIX}${key}`, updated_at: sql`now()` })
      .where(eq(companies.id, opts.companyId));
    return row.logo_url;
  });
  const old = keyOfUrl(previous);
  // the same picture again has the same key: it is the logo now, not an old one
  if (old && old !== key) await opts.files.delete(old).catch(() => {});
  return getCompanyProfile(opts);
}
