import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../../lib/uploads.ts';
import { reencodeLogo } from './logo-image.ts';
import { logoKey } from './logo.ts';

type Log = { info(msg: string): void; warn(msg: string): void };

/** Where logos are kept once moved: DATA_DIR/uploads/logos is renamed to this (and a time) beside it. */
export const MOVED_LOGOS_DIR = 'logos-moved';

/**
 * Logos uploaded by older versions are files in DATA_DIR/uploads/logos, which only this host has. At
 * start, each one that a company still shows is re-encoded (its metadata goes, as for a new upload),
 * put in the shared file store under a new content-addressed URL, and the company pointed at it.
 * When none is left behind, the folder is renamed (MOVED_LOGOS_DIR), so later starts skip all this
 * and nothing is deleted. A file that fails is left where it is, logged, and tried at the next start.
 */
export async function moveDiskLogos(opts: { db: Db; files: FileStore; dataDir: string; log: Log }) {
  const dir = path.join(uploadsDir(opts.dataDir), 'logos');
  const names = await fs.readdir(dir).catch(() => null);
  if (!names) return { moved: 0, failed: 0 };
  const urlOf = (name: string) => `${UPLOADS_URL_PREFIX}logos/${name}`;
  const shown = names.length
    ? await opts.db
        .select({ id: companies.id, logo_url: companies.logo_url })
        .from(companies)
        .where(inArray(companies.logo_url, names.map(urlOf)))
    : [];
  let moved = 0;
  let failed = 0;
  for (const company of shown) {
    const file = path.join(dir, path.basename(company.logo_url!));
    try {
      const logo = await reencodeLogo(await fs.readFile(file));
      const key = logoKey(company.id, logo);
      await opts.files.put(key, { body: logo.body, contentType: logo.contentType });
      await opts.db
        .update(companies)
        .set({ logo_url: `${UPLOADS_URL_PREFIX}${key}`, updated_at: sql`now()` })
        .where(and(eq(companies.id, company.id), eq(companies.logo_url, company.logo_url!)));
      moved++;
    } catch (err) {
      failed++;
      opts.log.warn(`The logo ${file} of company ${company.id} could not be moved to the file store: ${String(err)}`);
    }
  }
  if (failed === 0) await fs.rename(dir, path.join(uploadsDir(opts.dataDir), `${MOVED_LOGOS_DIR}-${Date.now()}`));
  if (moved) opts.log.info(`Moved ${moved} logo(s) from ${dir} to the ${opts.files.kind} file store`);
  return { moved, failed };
}
