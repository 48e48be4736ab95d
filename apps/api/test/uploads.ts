// What upload tests share: a multipart body as a browser sends it, images made with sharp, and a
// real S3-compatible server (s3rver) on a loopback port for the S3 file store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import sharp from 'sharp';

/** A 1 x 1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const MULTIPART_BOUNDARY = '----tt-test-boundary';

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = MULTIPART_BOUNDARY;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body as Buffer | Readable,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A photo as a camera or phone leaves it: a JPEG of width x height with EXIF (camera, a copyright
 * line) and GPS coordinates.
 */
export function jpegWithLocation(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 60 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'TestCam', Model: 'Pocket 3', Copyright: 'Somebody' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 20/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '6/1 15/1 0/1' },
      },
    })
    .toBuffer();
}

export type TestS3Server = {
  /** The S3_* settings that point the API at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Whether the bucket holds an object at `key`. */
  hasObject(key: string): boolean;
  close(): Promise<void>;
};

/** s3rver on a free loopback port with one bucket, its files in a new temporary folder. */
export async function startS3Server(bucket = 'triptender-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tt-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed test keys; it checks every request's signature against them
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    hasObject: (key) => fs.existsSync(path.join(directory, bucket, `${key}._S3rver_object`)),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
