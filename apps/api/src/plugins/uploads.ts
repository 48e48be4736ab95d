import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_URL_PREFIX, uploadsDir } from '../lib/uploads.ts';

/**
 * Serves uploaded files at /uploads/... Every upload gets a new random file name, so a file never
 * changes under its URL and can be cached for good.
 */
export async function registerUploads(app: FastifyInstance) {
  const root = uploadsDir(app.config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    // the web app's static plugin owns reply.sendFile
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      // an uploaded file is only ever shown as an image, never run as a page
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}
