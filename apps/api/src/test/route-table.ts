import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PERMISSIONS, type TPermission } from '@guestloop/contracts';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Access } from '../plugins/access';
import { createTestApp, type TestApp } from './app';
import { multipartFile } from './multipart';
import { type Pools, type Slot, sample, slotValue } from './sample';

/**
 * The API's own route table, read from the app as it boots (an `onRoute` observer), and the
 * requests the generated isolation and permission tests make from it.
 */

export interface RouteEntry {
  /** `METHOD url`, e.g. `POST /api/v1/location/:id/update`. */
  key: string;
  method: string;
  url: string;
  access: Access | undefined;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  multipart: boolean;
}

const GUEST_ACCESS: readonly unknown[] = ['guest', 'guest-account'];

/** A guest route: it needs a guest identity (the customer cookie or an account's own). */
export const isGuest = (route: RouteEntry) => GUEST_ACCESS.includes(route.access);

/** A staff route: a session with a company role (or super admin) is asked for. */
export const isStaff = (route: RouteEntry) =>
  route.access !== undefined && route.access !== 'public' && !isGuest(route);

/** The permissions a route accepts (holding any one is enough); null when it names none. */
export function routePermissions(access: Access | undefined): readonly TPermission[] | null {
  if (!access || typeof access === 'string') return null;
  return 'permission' in access ? [access.permission] : access.anyPermission;
}

/** Whether `config.access` is one of the shapes the access hook understands, with catalogue permissions. */
export function isWellFormedAccess(access: unknown): boolean {
  if (access === 'public' || access === 'signed-in' || access === 'super-admin') return true;
  if (GUEST_ACCESS.includes(access)) return true;
  const needed = routePermissions(access as Access);
  return needed !== null && needed.length > 0 && needed.every((p) => PERMISSIONS.includes(p));
}

/** The API docs pages are the one part of the app without `config.access` (see plugins/access.ts). */
const isDocs = (url: string) => url.startsWith('/api/docs');

/**
 * A test app that records every route it registers. HEAD routes mirror their GET route (same
 * handler and hooks, Fastify adds them) and are returned apart.
 */
export async function createRouteTableApp(
  overrides: Partial<Config> = {},
): Promise<{ t: TestApp; routes: RouteEntry[]; heads: RouteEntry[]; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl-routes-'));
  const seen: RouteEntry[] = [];
  const onRoute = (route: RouteOptions) => {
    if (isDocs(route.url)) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      seen.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        access: route.config?.access,
        params: schema.params as z.ZodType | undefined,
        querystring: schema.querystring as z.ZodType | undefined,
        body: schema.body as z.ZodType | undefined,
        multipart: ((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data'),
      });
    }
  };
  const t = await createTestApp({ DATA_DIR: dataDir, ...overrides }, { onRoute });
  const close = t.close;
  t.close = async () => {
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    t,
    routes: seen.filter((r) => r.method !== 'HEAD'),
    heads: seen.filter((r) => r.method === 'HEAD'),
    dataDir,
  };
}

/**
 * Signed-in routes every staff member may call whatever their role: the caller's own profile and
 * the company's read-only overview. Any other staff route must name a permission.
 */
export const EVERY_STAFF_MEMBER = new Set([
  // A staff member's own connections (their Telegram for notifications).
  'GET /api/v1/user/integrations',
  'POST /api/v1/user/integration/enable',
  'POST /api/v1/user/integration/delete',
  'GET /api/v1/profile',
  'POST /api/v1/register-complete',
  'POST /api/v1/email/integrate-email',
  'POST /api/v1/profile/set-language',
  'POST /api/v1/profile/edit',
  'POST /api/v1/profile/edit/password',
  'POST /api/v1/profile/edit/image-user',
  'POST /api/v1/profile/delete-account',
  'GET /api/v1/profile/menu',
  'POST /api/v1/profile/menu/seen',
  'GET /api/v1/profile/interaction-exists',
  'GET /api/v1/profile/info/print',
  // Every staff member reads reviews and answers in their own language.
  'POST /api/v1/translate',
  'POST /api/v1/translate/multiple',
  'GET /api/v1/structure',
  'GET /api/v1/tree',
  'GET /api/v1/messengers',
  'GET /api/v1/locations/all',
  'GET /api/v1/images',
  'POST /api/v1/public-image/upload',
  'GET /api/v1/online-menu/waiter/role',
  // A notification is one member's: whoever got it reads and clears it, whatever their role.
  'GET /api/v1/notification/list',
  'POST /api/v1/notification/read',
  'DELETE /api/v1/notification/:id',
  'DELETE /api/v1/notification/:id/metric',
  'DELETE /api/v1/notification/survey',
  'DELETE /api/v1/notification/e-nps',
  'DELETE /api/v1/notification/booking',
]);

/**
 * Hand-made request parts for the rare route whose schema the sampler cannot satisfy, keyed by
 * route key. Keep it small: prefer schemas the sampler understands.
 */
const REQUEST_OVERRIDES: Record<string, { body?: unknown; query?: Record<string, string> }> = {
  // Either `ids` or `all`, never both: the sampler fills every field or none.
  'POST /api/v1/notification/read': { body: { all: true } },
};

export interface GeneratedCall {
  method: string;
  url: string;
  payload?: unknown;
  headers: Record<string, string>;
  /** The slot under attack and the attack values placed (none: the baseline call). */
  active: Slot | null;
  attacked: string[];
}

const pathNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

/**
 * One request for a route: every slot (id-like field of path, query or body, see `Pools`) takes
 * its neutral value except `active`, which takes an attack value; the rest are valid samples.
 * Throws with a message for the route's author when a valid request cannot be made.
 */
export function buildCall(route: RouteEntry, pools: Pools, active: Slot | null, png: Buffer) {
  const fail = (problem: string): never => {
    throw new Error(`${route.key}: ${problem}`);
  };
  const invalid = (what: string) =>
    fail(
      `cannot generate a valid ${what} from its schema; teach test/sample.ts the schema, add a pool ` +
        'for the field to poolsFor in test/fixtures.ts, or add the route to REQUEST_OVERRIDES',
    );
  const override = REQUEST_OVERRIDES[route.key];
  const options = { pools, active };
  const slots = new Map<string, number>();
  const attacked: unknown[] = [];
  const make = (schema: z.ZodType, what: string, full = true) => {
    const made = sample(schema, { ...options, full }) ?? invalid(what);
    for (const [key, size] of made.slots) slots.set(key, size);
    attacked.push(...made.attacked);
    return made.value as Record<string, unknown>;
  };

  const params: Record<string, string> = {};
  const names = pathNames(route.url);
  const sampled = names.length > 0 && route.params ? make(route.params, 'path') : {};
  for (const name of names) {
    if (!pools(name)) {
      fail(
        `path parameter "${name}" has no pool; add one to poolsFor in test/fixtures.ts ` +
          "(company A's values to attack with, or { attack: [] } if it names nothing of a company)",
      );
    }
    const seen = { value: undefined, slots, attacked: [] as unknown[] };
    const found = sampled[name] === undefined ? slotValue(options, name, seen) : undefined;
    if (found?.attack) attacked.push(found.value);
    const value = sampled[name] ?? found?.value ?? invalid(`path parameter "${name}"`);
    params[name] = String(value);
  }
  let query = override?.query;
  if (!query && route.querystring) {
    query = Object.fromEntries(
      Object.entries(make(route.querystring, 'query string', false)).map(([k, v]) => [k, String(v)]),
    );
  }
  let payload: unknown = override?.body;
  const headers: Record<string, string> = {};
  if (route.multipart) {
    const form = multipartFile('file', { filename: 'sample.png', contentType: 'image/png', bytes: png });
    payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (payload === undefined && route.body) {
    payload = make(route.body, 'body');
  }
  const pathname = route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) =>
    encodeURIComponent(params[name ?? '*']!),
  );
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : '';
  const call: GeneratedCall = {
    method: route.method,
    url: pathname + search,
    payload,
    headers,
    active,
    attacked: [...new Set(attacked.flat().map(String))],
  };
  return { call, slots, params, query: query ?? {} };
}

/**
 * The calls to make on a route: a baseline with every slot neutral, then each attack value of
 * each slot in turn (one slot at a time, so an earlier check cannot hide a later one).
 */
export function planCalls(route: RouteEntry, pools: Pools, png: Buffer): (Slot | null)[] {
  const { slots } = buildCall(route, pools, null, png);
  const plan: (Slot | null)[] = [null];
  for (const [key, size] of slots) for (let index = 0; index < size; index++) plan.push({ key, index });
  return plan;
}
