import path from 'node:path';

/** Where uploaded files are served (plugins/uploads.ts); their keys follow it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Where older versions kept uploaded logos: DATA_DIR/uploads. Now only read once, to move
 * them into the shared file store (modules/companies/logo-migration.ts).
 */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
