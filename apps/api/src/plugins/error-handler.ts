import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES } from '@triptender/contract/constants';
import { isDatabaseBusy, isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError, type FieldErrors } from '../lib/errors.ts';

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;
/** Seconds a client is asked to wait when the embedded database's queue is full (decision 026). */
export const DATABASE_BUSY_RETRY_AFTER_S = 1;

/** Logs a database outage at most once every OUTAGE_LOG_EVERY_MS, with how many answers were 503 meanwhile. */
const OUTAGE_LOG_EVERY_MS = 5000;
const outageLog = {
  last: 0,
  unsaid: 0,
  warn(log: FastifyBaseLogger, err: unknown) {
    const now = Date.now();
    if (now - this.last < OUTAGE_LOG_EVERY_MS) {
      this.unsaid++;
      return;
    }
    const e = err as { message?: string; code?: string };
    log.warn(
      { err: { message: e.message, code: e.code }, answered503SinceLastLine: this.unsaid },
      'database unavailable: answering 503 with Retry-After',
    );
    this.last = now;
    this.unsaid = 0;
  },
};

/** Turns a validation issue's path (/data/0/name) into the field name clients know (data.0.name). */
function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

/** The one error handler: AppError and validation errors as the API's shapes; 5xx never leak details. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) void reply.header('Retry-After', String(err.retryAfterSeconds));
      return reply
        .status(err.status)
        .send({ message: err.message, ...(err.data ? { data: err.data } : {}), ...(err.extra ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const data: FieldErrors = {};
      for (const issue of err.validation) {
        (data[fieldName(issue.instancePath, err.validationContext)] ??= []).push(issue.message ?? MESSAGES.validation);
      }
      const first = Object.values(data)[0]?.[0] ?? MESSAGES.validation;
      return reply.status(422).send({ message: first, data });
    }
    if (err.statusCode === 429) {
      return reply.status(429).send({ message: MESSAGES.tooManyRequests });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, cause: err.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.serverError });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // fastify's own client errors: malformed JSON, unsupported media type, body too large
      return reply.status(status).send({ message: err.message });
    }
    if (isDatabaseBusy(err)) {
      // the embedded database's queue is full (db/query-queue.ts): a fast answer beats a long wait
      void reply.header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_S));
      return reply.status(503).send({ message: MESSAGES.serviceUnavailable });
    }
    if (isDatabaseUnavailable(err)) {
      // an outage, not a bug: clients (and load balancers) retry after a pause; said once a few
      // seconds, not once per request (an outage under load would flood the log)
      outageLog.warn(req.log, err);
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
      return reply.status(503).send({ message: MESSAGES.serviceUnavailable });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
