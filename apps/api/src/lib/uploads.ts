import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

/** Where uploaded files (company logos) live: DATA_DIR/uploads, beside the embedded database. */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
