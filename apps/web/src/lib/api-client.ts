import { isApiErrorBody, RESPONSE_CACHE_MAX_AGE_MS } from '@guestloop/contracts';
import { getCurrentLanguage } from './current-language';

export const API_BASE = '/api/v1';

/** The server answer a failed call carried, as the error log sends it (SPEC point 3). */
export interface ApiErrorResponse {
  url: string;
  data: unknown;
  status: number;
  headers: Record<string, string>;
}

/**
 * A failed call. `status` is the numeric HTTP status (0 when the network failed) and `code` the
 * wire code of the error body (contracts ERROR_CODES), or 'NETWORK'.
 */
export class ApiError extends Error {
  status: number;
  code: string;
  details?: unknown;
  response?: ApiErrorResponse;

  constructor(status: number, code: string, message: string, details?: unknown, response?: ApiErrorResponse) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.response = response;
  }
}

/**
 * A quiet call answered false (SPEC point 8: it never raises). A query that cannot show its page
 * without the answer fails with this, so the page offers Try again.
 */
export class QuietCallFailed extends Error {
  constructor(call: string) {
    super(`${call} did not answer`);
    this.name = 'QuietCallFailed';
  }
}

/** The answer of a quiet call, or QuietCallFailed when it answered false (for a query's fetcher). */
export function answerOf<T>(answer: T | false, call: string): T {
  if (answer === false) throw new QuietCallFailed(call);
  return answer;
}

export type QueryValue = string | number | boolean | null | undefined;

/** What checks an answer: a contract's zod schema, or `checkedBy` a plain check. */
export interface AnswerParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: unknown } };
}

/** A parser from a check without zod, for start-up code that every guest page loads. */
export const checkedBy = <T>(check: (data: unknown) => data is T): AnswerParser<T> => ({
  safeParse: (data) => (check(data) ? { success: true, data } : { success: false, error: { issues: [] } }),
});

export interface RequestOptions<T> {
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Parses the answer; a mismatch is an error (status of the answer, code INTERNAL_ERROR). */
  schema?: AnswerParser<T>;
  /** Return `false` instead of throwing (SPEC point 7 "quiet" calls). */
  quiet?: boolean;
  /** GET only: keep the answer for this many ms (the cache is off unless this or `cache` is set). */
  cacheMs?: number;
  /** GET only: cache with the default age (60 s). */
  cache?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** DELETE may carry a body (e.g. which question to delete). */
export type DeleteOptions<T> = RequestOptions<T> & { body?: unknown };

type Quiet<T> = RequestOptions<T> & { quiet: true };
type Loud<T> = RequestOptions<T> & { quiet?: false };

interface CacheEntry {
  at: number;
  value: unknown;
}
const cache = new Map<string, CacheEntry>();

/** Forgets cached GET answers whose path starts with `prefix` (all when no prefix). */
export function invalidateApiCache(prefix?: string): void {
  for (const key of [...cache.keys()]) {
    const path = key.slice(key.indexOf(' ') + 1);
    if (!prefix || path.startsWith(prefix)) cache.delete(key);
  }
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** The wire code a failed answer without an error body stands for. */
export function statusCode(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function headersOf(response: Response): Record<string, string> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

async function send<T>(method: string, path: string, body: unknown, options: RequestOptions<T> = {}) {
  const url = buildUrl(path, options.query);
  // The Language header the call carries is part of what the cached answer was for.
  const language = options.headers?.Language ?? getCurrentLanguage();
  const cacheAge =
    method === 'GET' ? (options.cacheMs ?? (options.cache ? RESPONSE_CACHE_MAX_AGE_MS : 0)) : 0;
  const cacheKey = `${language} ${url.slice(API_BASE.length)}`;
  if (cacheAge > 0) {
    const hit = cache.get(cacheKey);
    if (hit && Date.now() - hit.at <= cacheAge) return hit.value as T;
  }

  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: language,
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : 'Network request failed');
  }

  const data = await readBody(response);
  if (!response.ok) {
    const wire = isApiErrorBody(data) ? data : undefined;
    throw new ApiError(
      response.status,
      wire?.code ?? statusCode(response.status),
      wire?.message ?? `${method} ${path} failed with ${response.status}`,
      wire?.details,
      { url, data, status: response.status, headers: headersOf(response) },
    );
  }

  let value = data as T;
  if (options.schema) {
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(
        response.status,
        'INTERNAL_ERROR',
        `Unexpected answer from ${method} ${path}`,
        parsed.error.issues,
        {
          url,
          data,
          status: response.status,
          headers: headersOf(response),
        },
      );
    }
    value = parsed.data;
  }
  if (cacheAge > 0) cache.set(cacheKey, { at: Date.now(), value });
  return value;
}

async function request<T>(method: string, path: string, body: unknown, options?: RequestOptions<T>) {
  if (!options?.quiet) return send<T>(method, path, body, options);
  try {
    return await send<T>(method, path, body, options);
  } catch {
    return false as const;
  }
}

function get<T = unknown>(path: string, options: Quiet<T>): Promise<T | false>;
function get<T = unknown>(path: string, options?: Loud<T>): Promise<T>;
function get<T>(path: string, options?: RequestOptions<T>) {
  return request<T>('GET', path, undefined, options);
}

function withBody(method: string) {
  function call<T = unknown>(path: string, body: unknown, options: Quiet<T>): Promise<T | false>;
  function call<T = unknown>(path: string, body?: unknown, options?: Loud<T>): Promise<T>;
  function call<T>(path: string, body?: unknown, options?: RequestOptions<T>) {
    return request<T>(method, path, body, options);
  }
  return call;
}

function del<T = unknown>(path: string, options: Quiet<T> & { body?: unknown }): Promise<T | false>;
function del<T = unknown>(path: string, options?: Loud<T> & { body?: unknown }): Promise<T>;
function del<T>(path: string, options?: DeleteOptions<T>) {
  return request<T>('DELETE', path, options?.body, options);
}

export const api = {
  get,
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
  delete: del,
};
