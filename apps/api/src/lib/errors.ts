import { MESSAGES } from '@triptender/contract/constants';

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'PAYMENT_REQUIRED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

/** One table from error code to HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
};

/** Field name -> messages, as in the 422 body's `data`. */
export type FieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into a response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly data: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** More of the body beside message and data, for an error whose answer says what to do next (a stale quote's current version). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { data?: FieldErrors; retryAfterSeconds?: number; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.data = opts.data;
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.extra = opts.extra;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const unauthenticated = () => new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const notFound = (message: string = MESSAGES.notFound) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const paymentRequired = (message: string) => new AppError('PAYMENT_REQUIRED', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, { retryAfterSeconds });

/** A 422 for rules a schema cannot express (e.g. "this email is already taken"). */
export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { data: { [field]: [message] } });
}
