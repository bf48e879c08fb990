import { SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { type CompanyA, seedCompanyA, smallPng } from './fixtures';
import {
  buildCall,
  createRouteTableApp,
  EVERY_STAFF_MEMBER,
  isGuest,
  isStaff,
  isWellFormedAccess,
  type RouteEntry,
  routePermissions,
} from './route-table';
import { checksumOf } from './tenant-data';
import { signIn } from './users';

/**
 * Permissions, generated from the API's own route table: every route declares a well-formed
 * access rule, no staff route answers without a session, and a waiter gets 403 FORBIDDEN on every
 * staff route its role's permissions do not cover. A staff route without a permission must be in
 * the short EVERY_STAFF_MEMBER list (the caller's own profile, the company's read-only overview).
 */
describe('permissions: every staff route checks its permission', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let heads: RouteEntry[];
  let a: CompanyA;
  let png: Buffer;

  beforeAll(async () => {
    ({ t, routes, heads } = await createRouteTableApp());
    a = await seedCompanyA(t);
    png = await smallPng();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (route: RouteEntry, cookie?: string) => {
    const { call } = buildCall(route, a.poolsFor(null, route.url), null, png);
    return t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...call.headers, ...(cookie ? { cookie } : {}) },
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  };

  it('every route declares a well-formed access rule, and each HEAD route the rule of its GET', () => {
    const bad = routes
      .filter((r) => !isWellFormedAccess(r.access))
      .map((r) => `${r.key}: ${JSON.stringify(r.access)}`);
    expect(bad).toEqual([]);
    const gets = new Map(routes.filter((r) => r.method === 'GET').map((r) => [r.url, r]));
    const strayHeads = heads.filter(
      (h) => JSON.stringify(gets.get(h.url)?.access) !== JSON.stringify(h.access),
    );
    expect(strayHeads.map((h) => h.key)).toEqual([]);
  });

  it('EVERY_STAFF_MEMBER names only signed-in routes that exist', () => {
    const signedIn = new Set(routes.filter((r) => r.access === 'signed-in').map((r) => r.key));
    expect([...EVERY_STAFF_MEMBER].filter((key) => !signedIn.has(key))).toEqual([]);
  });

  it('answers 401 without a session on every staff route', { timeout: 120_000 }, async () => {
    const staff = routes.filter(isStaff);
    const failures: string[] = [];
    for (const route of staff) {
      const res = await send(route);
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') {
        failures.push(`${route.key} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    console.log(
      `permissions: ${staff.length - failures.length}/${staff.length} staff routes refuse a caller without a session`,
    );
    expect(failures).toEqual([]);
  });

  it('answers 401 on every guest route to a caller without a guest identity, or with a forged one', async () => {
    const guest = routes.filter(isGuest);
    const forged = 'gl_customer=00000000-0000-4000-8000-000000000000.forgedforgedforgedforged';
    const failures: string[] = [];
    for (const route of guest) {
      for (const cookie of [undefined, forged]) {
        const res = await send(route, cookie);
        if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') {
          failures.push(
            `${route.key} (${cookie ? 'forged' : 'none'}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    // Placing, tipping and paying orders, bonuses, the profile and delivery details are guest calls.
    expect(guest.length).toBeGreaterThanOrEqual(15);
    expect(failures).toEqual([]);
  });

  it('answers 401 on every signed-in guest route to a guest without an account', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/create/online-menu/alpha-menu',
    });
    const cookie = String([made.headers['set-cookie']].flat()[0]).split(';')[0];
    const accountOnly = routes.filter((r) => r.access === 'guest-account');
    const failures: string[] = [];
    for (const route of accountOnly) {
      const res = await send(route, cookie);
      if (res.statusCode !== 401) failures.push(`${route.key} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(accountOnly.map((r) => r.key)).toContain('GET /api/v1/customer/profile');
    expect(failures).toEqual([]);
  });

  it('gives a waiter 403 on every staff route its permissions do not cover', {
    timeout: 300_000,
  }, async () => {
    const waiter = new Set<string>(SYSTEM_ROLE_PERMISSIONS.waiter);
    const cookie = await signIn(t.app, { id: a.waiterId });
    const staff = routes.filter(isStaff);
    const failures: string[] = [];
    const tally = { denied: 0, granted: 0, everyone: 0 };
    const before = await checksumOf(t, a);
    for (const route of staff) {
      const needed = routePermissions(route.access);
      if (route.access === 'signed-in') {
        if (EVERY_STAFF_MEMBER.has(route.key)) tally.everyone++;
        else {
          failures.push(
            `${route.key} declares no permission: name one in config.access, or add it to EVERY_STAFF_MEMBER ` +
              'in test/route-table.ts if every staff member may really call it',
          );
        }
        continue;
      }
      if (needed?.some((p) => waiter.has(p))) {
        tally.granted++;
        continue;
      }
      const res = await send(route, cookie);
      if (res.statusCode === 403 && res.json().code === 'FORBIDDEN') tally.denied++;
      else
        failures.push(
          `${route.key} (${JSON.stringify(route.access)}) → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
    }
    const covered = tally.denied + tally.granted + tally.everyone;
    console.log(
      `permissions: ${covered}/${staff.length} staff routes covered for a waiter — ${tally.denied} answered 403, ` +
        `${tally.granted} granted by the waiter role, ${tally.everyone} open to every staff member`,
    );
    expect(failures).toEqual([]);
    expect(covered).toBe(staff.length);
    expect(await checksumOf(t, a)).toEqual(before);
  });
});
