import { toast } from './toast.ts';
import { MESSAGES } from '@triptender/contract/constants';
import { getAuth } from './auth-store.ts';

export type FieldErrors = Record<string, string[]>;

/** An HTTP error from the API (status 0: the request never got an answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  /** The user has already been told (422, 429 and 401 are shown by the client itself). */
  readonly shown: boolean;
  /** The whole answer, for an error that says what to do next (a revised quote's 409 carries `current`). */
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, fieldErrors: FieldErrors = {}, shown = false, body = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.shown = shown;
    this.body = body;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set false when the caller shows 422 field messages next to its fields instead of as toasts. */
  toastValidation?: boolean;
  /** Answer the Response itself when it is ok (a file to download, lib/download.ts); errors as usual. */
  raw?: boolean;
};

let onUnauthorized: () => void = () => window.location.assign('/');

/** The app decides where a 401 leads (clear auth and go to /). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const s = qs.toString();
  return `/v1${path}${s ? `?${s}` : ''}`;
}

/** Calls the API with the stored bearer token and applies the error rules. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { token } = getAuth();
  // the language the page is in, which the API's error messages follow (docs/configuration.md,
  // "Languages"); the app's pages are English, so its messages are too, whatever the browser prefers
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en', ...opts.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let res: Response;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
      credentials: 'include',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Could not reach TripTender. Check your connection and try again.');
  }

  if (res.ok && opts.raw) return res as T;
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (res.ok) return data as T;

  const payload = (data ?? {}) as { message?: string; data?: FieldErrors };
  // an answer without our JSON (a proxy's error page, a crash): words for a person, not the status code
  const message =
    payload.message ||
    (res.status >= 500
      ? 'Something went wrong on our side. Please try again in a moment.'
      : `Request failed (${res.status})`);
  if (res.status === 401) {
    // only for the session that made the call: a late answer to a call made before a logout (or with
    // another user's token) must not sign out, or send away, whoever is here now
    if (getAuth().token === token) {
      getAuth().expire();
      onUnauthorized();
    }
    throw new ApiError(401, message, {}, true);
  }
  if (res.status === 422) {
    const fieldErrors = payload.data ?? {};
    const show = opts.toastValidation !== false;
    if (show) {
      const messages = new Set(Object.values(fieldErrors).flat());
      if (messages.size === 0) messages.add(message);
      for (const m of messages) toast.error(m);
    }
    throw new ApiError(422, message, fieldErrors, show);
  }
  if (res.status === 429) {
    toast.error(MESSAGES.tooManyRequests);
    throw new ApiError(429, MESSAGES.tooManyRequests, {}, true);
  }
  // a conflict may name what it conflicts with (a repeated trip request: the earlier one's id)
  throw new ApiError(res.status, message, payload.data ?? {}, false, (data ?? {}) as Record<string, unknown>);
}
