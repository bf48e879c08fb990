import type { z } from 'zod';
import { multipartFile } from './multipart';
import { buildCall, type RouteEntry } from './route-table';
import { type Pools, sample } from './sample';

/**
 * Bad input for a route, built on the valid request the route table generates for it: each call
 * breaks one part of that request. Text PostgreSQL cannot store (a NUL byte, a lone UTF-16
 * surrogate) in every string of the body, query string and path; other JSON types in every field
 * (numbers for strings, objects for arrays…); numbers far out of range; JSON nested 10,000 deep.
 */

const NUL_TEXT = 'nul\u0000text';
const SURROGATE_TEXT = 'lone\uD800surrogate';
/**
 * The same two as a client puts them in a URL: NUL percent-encoded, the surrogate as its UTF-8
 * bytes. No URL decodes to a lone surrogate: Fastify refuses such a path (400) and leaves such a
 * query value encoded, so only the NUL is the contract's to refuse there.
 */
const NUL_IN_URL = 'nul%00text';
const SURROGATE_IN_URL = 'lone%ED%A0%80surrogate';
const DEPTH = 10_000;
const DEEP_ARRAYS = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 64];
const HUGE_IN_URL = ['99999999999999999999999999', '1e400', '-99999999999999999999'];
const LONG_TEXT = 'x'.repeat(10_000);

/**
 * What the answer must be: `refused`, 400 VALIDATION_FAILED naming the field (or a field around
 * it); `client-error`, any 4xx; `no-crash`, anything below 500.
 */
export type Expectation = { kind: 'refused'; path: string } | { kind: 'client-error' } | { kind: 'no-crash' };

export interface FuzzCall {
  label: string;
  method: string;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  expect: Expectation;
}

const NO_CRASH: Expectation = { kind: 'no-crash' };
const CLIENT_ERROR: Expectation = { kind: 'client-error' };
const JSON_HEADERS = { 'content-type': 'application/json' };

type Key = string | number;

/** Every value inside a JSON value with its path (containers too, the root excluded). */
function* fieldsOf(value: unknown, path: Key[] = []): Generator<{ path: Key[]; value: unknown }> {
  if (path.length > 0) yield { path, value };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* fieldsOf(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) yield* fieldsOf(item, [...path, name]);
  }
}

function withValue(root: unknown, path: Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [Key, ...Key[]];
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<Key, unknown>;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** Values of other JSON types than `value`'s (and, for numbers, ones far out of range). */
function wrongValues(value: unknown): unknown[] {
  if (typeof value === 'string') return [12345, { text: 'x' }, LONG_TEXT];
  if (typeof value === 'number') return [...HUGE_NUMBERS, 'not-a-number'];
  if (typeof value === 'boolean') return ['yes', 1];
  if (Array.isArray(value)) return [{ 0: 'x' }, 'not-a-list'];
  if (value === null) return [{ unexpected: true }];
  return [['not-an-object'], 42];
}

/** Whether an object schema names the key (so a bad value there is the contract's to refuse). */
function declares(schema: z.ZodType | undefined, key: string): boolean {
  const shape = (schema as unknown as { _zod?: { def: { shape?: object } } } | undefined)?._zod?.def.shape;
  return shape !== undefined && key in shape;
}

const encoded = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));

/** The valid request of a route, in parts that the bad-input calls replace one at a time. */
class Plan {
  readonly calls: FuzzCall[] = [];
  readonly params: Record<string, string>;
  readonly query: Record<string, string>;
  /** The body as sent (JSON text or a multipart form), and its headers. */
  readonly body: { payload?: string | Buffer; headers: Record<string, string> };

  constructor(
    readonly route: RouteEntry,
    readonly valid: ReturnType<typeof buildCall>,
  ) {
    this.params = encoded(valid.params);
    this.query = encoded(valid.query);
    const payload = valid.call.payload;
    this.body =
      payload === undefined
        ? { headers: {} }
        : Buffer.isBuffer(payload)
          ? { payload, headers: valid.call.headers }
          : { payload: JSON.stringify(payload), headers: JSON_HEADERS };
  }

  url(params = this.params, query = this.query): string {
    const path = this.route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => params[name ?? '*']!);
    const search = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${v}`);
    return search.length > 0 ? `${path}?${search.join('&')}` : path;
  }

  /** A call with the valid body unless `body` replaces it. */
  add(label: string, url: string, expect: Expectation, body = this.body) {
    this.calls.push({
      label,
      method: this.route.method,
      url,
      expect,
      headers: body.headers,
      payload: body.payload,
    });
  }

  /** A call with the valid URL and this JSON text as the body. */
  addJson(label: string, payload: string, expect: Expectation) {
    this.add(label, this.url(), expect, { payload, headers: JSON_HEADERS });
  }
}

function pathCalls(plan: Plan) {
  for (const name of Object.keys(plan.params)) {
    const declared = declares(plan.route.params, name);
    const bad: [string, string, Expectation][] = [
      ['NUL', NUL_IN_URL, declared ? { kind: 'refused', path: `params.${name}` } : NO_CRASH],
      ['lone surrogate', SURROGATE_IN_URL, CLIENT_ERROR],
      ...HUGE_IN_URL.map((huge): [string, string, Expectation] => [huge, huge, NO_CRASH]),
    ];
    for (const [what, text, expect] of bad) {
      plan.add(`${what} in path parameter ${name}`, plan.url({ ...plan.params, [name]: text }), expect);
    }
  }
}

function queryCalls(plan: Plan, pools: Pools) {
  const { querystring } = plan.route;
  // Optional filters too (the valid request leaves them out).
  const full = querystring ? sample(querystring, { pools, full: true }) : null;
  const keys = Object.keys({ ...plan.query, ...((full?.value as object | undefined) ?? {}) });
  for (const key of keys) {
    const declared = declares(querystring, key);
    const bad: [string, string, Expectation][] = [
      ['NUL', NUL_IN_URL, declared ? { kind: 'refused', path: `querystring.${key}` } : NO_CRASH],
      ['lone surrogate', SURROGATE_IN_URL, NO_CRASH],
      ...HUGE_IN_URL.map((huge): [string, string, Expectation] => [huge, huge, NO_CRASH]),
    ];
    for (const [what, text, expect] of bad) {
      plan.add(`${what} in query ${key}`, plan.url(plan.params, { ...plan.query, [key]: text }), expect);
    }
    const base = plan.url();
    const twice = `${base}${base.includes('?') ? '&' : '?'}${key}=a&${key}=b`;
    plan.add(`query ${key} given twice (a list)`, twice, NO_CRASH);
  }
}

function bodyCalls(plan: Plan, png: Buffer) {
  const valid = plan.valid.call.payload;
  if (Buffer.isBuffer(valid)) {
    const form = multipartFile('file', { filename: `${NUL_TEXT}.png`, contentType: 'image/png', bytes: png });
    plan.add('NUL in the uploaded file name', plan.url(), NO_CRASH, form);
    return;
  }
  if (plan.route.method !== 'GET') {
    plan.addJson(
      `${DEPTH} nested arrays as the body`,
      DEEP_ARRAYS,
      plan.route.body ? CLIENT_ERROR : NO_CRASH,
    );
    plan.addJson(`${DEPTH} nested objects as the body`, DEEP_OBJECTS, NO_CRASH);
    plan.addJson('unreadable JSON with a raw NUL', '{"text": "nul\u0000', CLIENT_ERROR);
  }
  if (valid === undefined) return;
  plan.addJson('an empty object as the body', '{}', NO_CRASH);
  for (const { path, value } of fieldsOf(valid)) {
    const at = `body.${path.join('.')}`;
    const put = (bad: unknown) => JSON.stringify(withValue(valid, path, bad));
    if (typeof value === 'string') {
      plan.addJson(`NUL in ${at}`, put(NUL_TEXT), { kind: 'refused', path: at });
      plan.addJson(`lone surrogate in ${at}`, put(SURROGATE_TEXT), { kind: 'refused', path: at });
    }
    for (const bad of wrongValues(value))
      plan.addJson(`${JSON.stringify(bad).slice(0, 40)} in ${at}`, put(bad), NO_CRASH);
    plan.addJson(
      `${DEPTH} nested arrays in ${at}`,
      put('__DEEP__').replace('"__DEEP__"', DEEP_ARRAYS),
      CLIENT_ERROR,
    );
  }
}

/** The bad-input calls for a route, as a caller whose own data `pools` hold. */
export function fuzzCalls(route: RouteEntry, pools: Pools, png: Buffer): FuzzCall[] {
  const plan = new Plan(route, buildCall(route, pools, null, png));
  pathCalls(plan);
  queryCalls(plan, pools);
  bodyCalls(plan, png);
  return plan.calls;
}

/** What is wrong with an answer to a fuzz call (null: nothing). */
export function problemOf(expect: Expectation, res: { statusCode: number; body: string }): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  // The access check comes before validation: a caller turned away never reaches the contract.
  if ([401, 403, 429].includes(res.statusCode)) return null;
  if (expect.kind === 'client-error' && res.statusCode < 400)
    return `answered ${res.statusCode}, expected 4xx`;
  if (expect.kind !== 'refused') return null;
  const body = (res.body.startsWith('{') ? JSON.parse(res.body) : {}) as {
    code?: string;
    details?: { path: string }[];
  };
  const paths = Array.isArray(body.details) ? body.details.map((d) => d.path) : [];
  const names = (path: string) => path === expect.path || expect.path.startsWith(`${path}.`);
  if (res.statusCode === 400 && body.code === 'VALIDATION_FAILED' && paths.some(names)) return null;
  return `answered ${res.statusCode} ${body.code ?? ''} ${JSON.stringify(paths)}, expected 400 VALIDATION_FAILED at ${expect.path}`;
}
