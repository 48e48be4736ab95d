import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@triptender/contract/constants';
import { UPLOADS_URL_PREFIX } from '../lib/uploads.ts';

/** The keys uploads are stored under (modules/companies/logo.ts): anything else is not ours. */
const UPLOAD_KEY = /^logos\/[a-z0-9-]{1,100}\.(png|jpg|webp)$/;

/**
 * Serves uploaded files at /uploads/... from the shared file store (lib/file-store.ts), so every API
 * process and host serves the same logo. A key is content-addressed (a new logo gets a new URL), so
 * a file never changes under its URL and is cached for good. It is sent with the type it was stored
 * with, never sniffed, and can only ever be shown as an image, never run as a page.
 */
export async function registerUploads(app: FastifyInstance) {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const file = UPLOAD_KEY.test(key) ? await app.files.get(key) : null;
    if (!file) return reply.status(404).send({ message: MESSAGES.notFound });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}
