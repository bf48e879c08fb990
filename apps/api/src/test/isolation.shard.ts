import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from './app';
import { type CompanyA, seedCompanyA, smallPng } from './fixtures';
import { type Attacker, newCompanyB, newUserWithoutCompany } from './fixtures-attackers';
import {
  buildCall,
  createRouteTableApp,
  type GeneratedCall,
  isStaff,
  planCalls,
  type RouteEntry,
} from './route-table';
import type { Slot } from './sample';
import { COMPANY_TABLES, checksumOf } from './tenant-data';

/**
 * Proof of tenant isolation, generated from the API's own route table: for every staff route,
 * an administrator of company B (every permission, so only tenancy stops them) calls it with
 * the ids, slugs and codes of company A. Each call must leave A exactly as it was (row counts and
 * a checksum of every table), answer nothing of A's, and, when the path names something of A's,
 * answer 403 or 404. A new staff route is covered the day it is added, or this test says why not.
 */

interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

function problemsOf(route: RouteEntry, call: GeneratedCall, res: Answer, a: CompanyA): string[] {
  const problems: string[] = [];
  const code = res.body.startsWith('{') ? (JSON.parse(res.body) as { code?: string }).code : undefined;
  const idsOfA = new Set(Object.values(a.ids).flat());
  const key = call.active?.key;
  const inPath = key !== undefined && (key === '*' ? route.url.includes('*') : route.url.includes(`:${key}`));
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode} ${res.body.slice(0, 200)}`);
  if (res.statusCode === 401) problems.push('answered 401: the session of company B was not accepted');
  if (code === 'VALIDATION_FAILED') {
    problems.push(
      `refused the generated request as invalid (fix the sampler or a pool): ${res.body.slice(0, 300)}`,
    );
  }
  if (route.access === 'super-admin' && res.statusCode !== 403) {
    problems.push(`a super-admin route answered ${res.statusCode} to a company administrator (expected 403)`);
  }
  if ((inPath || call.attacked.some((v) => idsOfA.has(v))) && ![403, 404].includes(res.statusCode)) {
    problems.push(`the request names A's data and the answer is ${res.statusCode} (expected 403 or 404)`);
  }
  const sent =
    `${call.url} ${Buffer.isBuffer(call.payload) ? '' : JSON.stringify(call.payload ?? '')}`.toLowerCase();
  const answer = `${res.body} ${JSON.stringify(res.headers)}`.toLowerCase();
  const leaked = a.secrets.filter((s) => !sent.includes(s.toLowerCase()) && answer.includes(s.toLowerCase()));
  if (leaked.length > 0) problems.push(`the answer contains A's data: ${leaked.join(', ')}`);
  return problems;
}

/** Shard `shard` of `shards`: the routes are split between files so the workers share the calls. */
export function describeIsolationShard(shard: number, shards: number) {
  const mine = (_route: RouteEntry, index: number) => index % shards === shard;
  describe(`tenant isolation (${shard + 1}/${shards}): company B cannot reach company A through any staff route`, () => {
    let t: TestApp;
    let routes: RouteEntry[];
    let a: CompanyA;
    let png: Buffer;

    beforeAll(async () => {
      ({ t, routes } = await createRouteTableApp());
      a = await seedCompanyA(t);
      png = await smallPng();
    });
    afterAll(async () => {
      await t?.close();
    });

    it.runIf(shard === 0)(
      'seeds company A with rows in every company table, so every kind of data is attacked',
      async () => {
        const sums = await checksumOf(t, a);
        const empty = [...COMPANY_TABLES].filter((table) => !sums[table] || sums[table].startsWith('0 rows'));
        expect(empty, 'seed a row of company A in test/fixtures.ts seedCompanyA').toEqual([]);
        expect(a.secrets.length).toBeGreaterThan(30);
      },
    );

    it.runIf(shard === 0)('fails loudly on a route it cannot build a valid request for', () => {
      const route: RouteEntry = {
        key: 'POST /api/v1/thing/:thingCode',
        method: 'POST',
        url: '/api/v1/thing/:thingCode',
        access: { permission: 'menus.manage' },
        body: z.object({ serial: z.string().regex(/^Z\d{9}$/) }),
        multipart: false,
      };
      expect(() => planCalls(route, a.poolsFor(null, route.url), png)).toThrow(/"thingCode" has no pool/);
      const flat = { ...route, url: '/api/v1/thing' };
      expect(() => planCalls(flat, a.poolsFor(null, flat.url), png)).toThrow(/cannot generate a valid body/);
    });

    /** Attacks every route with every slot in turn, each call as a fresh attacker; returns what went wrong. */
    async function attack(targets: RouteEntry[], attacker: () => Promise<Attacker>) {
      const failures: string[] = [];
      let covered = 0;
      let calls = 0;
      let succeeded = 0;
      let baseline = await checksumOf(t, a);
      for (const route of targets) {
        let plan: (Slot | null)[];
        try {
          plan = planCalls(route, a.poolsFor(null, route.url), png);
        } catch (error) {
          failures.push((error as Error).message);
          continue;
        }
        let passed = true;
        for (const active of plan) {
          const who = await attacker();
          const { call } = buildCall(route, a.poolsFor(who, route.url), active, png);
          const res = await t.app.inject({
            method: call.method as 'GET',
            url: call.url,
            headers: { ...call.headers, cookie: who.cookie },
            ...(call.payload === undefined ? {} : { payload: call.payload as object }),
          });
          calls++;
          if (active === null && res.statusCode < 300) succeeded++;
          const problems = problemsOf(route, call, res, a);
          const after = await checksumOf(t, a);
          const changed = Object.keys(after).filter((table) => after[table] !== baseline[table]);
          if (changed.length > 0) problems.push(`changed A's data in: ${changed.join(', ')}`);
          baseline = after;
          if (problems.length > 0) {
            passed = false;
            const sent = Buffer.isBuffer(call.payload) ? '<png>' : JSON.stringify(call.payload ?? null);
            failures.push(
              `${route.key} — ${call.method} ${call.url} ${sent} → ${res.statusCode}: ${problems.join('; ')}`,
            );
          }
        }
        if (passed) covered++;
      }
      return { failures, covered, calls, succeeded };
    }

    it("changes nothing of A's and answers nothing of A's, on every staff route", {
      timeout: 600_000,
    }, async () => {
      const staff = routes.filter(isStaff).filter(mine);
      const { failures, covered, calls, succeeded } = await attack(staff, () => newCompanyB(t));
      console.log(
        `isolation: ${covered}/${staff.length} staff routes covered (${calls} calls as company B; ` +
          `${succeeded} routes answered 2xx to the baseline call on B's own data)`,
      );
      expect(failures).toEqual([]);
      expect(covered).toBe(staff.length);
    });

    it("gives a signed-in user without a company nothing of A's either", { timeout: 600_000 }, async () => {
      const open = routes.filter((r) => r.access === 'signed-in').filter(mine);
      const { failures, covered, calls } = await attack(open, () => newUserWithoutCompany(t));
      console.log(
        `isolation: ${covered}/${open.length} signed-in routes covered for a user without a company (${calls} calls)`,
      );
      expect(failures).toEqual([]);
      expect(covered).toBe(open.length);
    });
  });
}
