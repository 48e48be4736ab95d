import fs from 'node:fs';
import path from 'node:path';

/** The API package's folder, found from this file whether it runs from src/ or from the dist bundle. */
function findApiRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the API package folder (apps/api)');
    dir = parent;
  }
}

export const apiRoot = findApiRoot();
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const webDistDir = path.resolve(apiRoot, '..', 'web', 'dist');
