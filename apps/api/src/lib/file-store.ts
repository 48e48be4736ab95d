// Uploaded files (company logos), readable by every API process and host: in PostgreSQL
// by default, in an S3-compatible bucket when S3_BUCKET is set. docs/decisions/016-shared-state-postgres-redis-s3.md
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { S3Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { storedFiles } from '../db/schema.ts';

export type StoredFile = { body: Buffer; contentType: string };

export interface FileStore {
  kind: 'database' | 's3';
  /** Writes a file; a key names one content for good (content-addressed), so writing it again is harmless. */
  put(key: string, file: StoredFile): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  close(): void;
}

/** Files in the `stored_files` table: no extra service, backed up with the rest of the data. */
export class DatabaseFileStore implements FileStore {
  readonly kind = 'database';
  constructor(private readonly db: Db) {}

  async put(key: string, file: StoredFile): Promise<void> {
    await this.db
      .insert(storedFiles)
      .values({ key, content_type: file.contentType, body: file.body })
      .onConflictDoNothing({ target: storedFiles.key });
  }

  async get(key: string): Promise<StoredFile | null> {
    const [row] = await this.db
      .select({ body: storedFiles.body, contentType: storedFiles.content_type })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    return row ?? null;
  }

  async has(key: string): Promise<boolean> {
    const [row] = await this.db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
    return !!row;
  }

  async delete(key: string): Promise<void> {
    await this.db.delete(storedFiles).where(eq(storedFiles.key, key));
  }

  close(): void {}
}

/** Files as objects in an S3-compatible bucket, read back through the API (same origin, same headers). */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // checksums only where S3 requires them: several S3-compatible services refuse the newer ones
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, file: StoredFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: file.body, ContentType: file.contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const body = Buffer.from(await res.Body!.transformToByteArray());
      return { body, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (err) {
      if (isMissing(err)) return false;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(err: unknown): boolean {
  return (
    err instanceof NoSuchKey ||
    err instanceof NotFound ||
    (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** The bucket when S3 settings are given, else the database the app runs on. */
export function openFileStore(opts: { db: Db; s3: S3Config | undefined }): FileStore {
  return opts.s3 ? new S3FileStore(opts.s3) : new DatabaseFileStore(opts.db);
}
