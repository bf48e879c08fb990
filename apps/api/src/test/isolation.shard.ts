import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schema from '../db/schema';
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
import { SCHEMA_CHANGED, type TableWrites, watchTableWrites } from './table-writes';
import { COMPANY_TABLES, checksumOf } from './tenant-data';
import { createUser } from './users';

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
    let writes: TableWrites;

    beforeAll(async () => {
      ({ t, routes } = await createRouteTableApp());
      a = await seedCompanyA(t);
      png = await smallPng();
      writes = await watchTableWrites(t);
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

    it.runIf(shard === 0)(
      'hears every write to a table, cascades and schema changes too, and none rolled back',
      async () => {
        const db = t.app.db;
        const other = await createUser(db, { password: null });
        await db
          .insert(schema.locations)
          .values({ structureId: other.structureId!, name: 'Probe', slug: 'probe' });
        expect(await writes.take()).toEqual(new Set(['structures', 'roles', 'users', 'locations']));
        const undone = db.transaction(async (tx) => {
          await tx.delete(schema.structures).where(eq(schema.structures.id, other.structureId!));
          tx.rollback();
        });
        await expect(undone).rejects.toThrow();
        expect(await writes.take()).toEqual(new Set());
        await db.delete(schema.structures).where(eq(schema.structures.id, other.structureId!));
        expect(await writes.take()).toEqual(new Set(['structures', 'roles', 'users', 'locations']));
        await db.execute(sql`create table gl_test_probe (id int)`);
        await db.execute(sql`drop table gl_test_probe`);
        expect(await writes.take()).toEqual(new Set([SCHEMA_CHANGED]));
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

    /**
     * Attacks every route with every slot in turn; returns what went wrong. Each call is made by an
     * attacker exactly as `attacker` made them: one is kept while their calls write nothing (a
     * refused attack does not), and replaced after a call that wrote anything, or hit a per-user
     * rate limit (that call is sent again by the new one). After each call, A's rows are hashed
     * again in every table written since the last time.
     */
    async function attack(targets: RouteEntry[], attacker: () => Promise<Attacker>) {
      const failures: string[] = [];
      let covered = 0;
      let calls = 0;
      let succeeded = 0;
      await writes.take();
      let baseline = await checksumOf(t, a);
      let who: Attacker | null = null;
      /** Tables written since A was last hashed, before the call (a new attacker's rows). */
      const pending = new Set<string>();
      const send = async (route: RouteEntry, active: Slot | null) => {
        if (!who) {
          who = await attacker();
          for (const table of await writes.take()) pending.add(table);
        }
        const { call } = buildCall(route, a.poolsFor(who, route.url), active, png);
        const res = await t.app.inject({
          method: call.method as 'GET',
          url: call.url,
          headers: { ...call.headers, cookie: who.cookie },
          ...(call.payload === undefined ? {} : { payload: call.payload as object }),
        });
        const written = await writes.take();
        if (written.size > 0) who = null;
        for (const table of written) pending.add(table);
        return { call, res };
      };
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
          let { call, res } = await send(route, active);
          if (res.statusCode === 429) {
            who = null;
            ({ call, res } = await send(route, active));
          }
          calls++;
          if (active === null && res.statusCode < 300) succeeded++;
          const problems = problemsOf(route, call, res, a);
          const after = { ...baseline, ...(await checksumOf(t, a, pending)) };
          pending.clear();
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
