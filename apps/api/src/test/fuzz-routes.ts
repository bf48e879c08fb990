import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { type CompanyA, seedCompanyA, smallPng } from './fixtures';
import { type Attacker, newCompanyB } from './fixtures-attackers';
import { type FuzzCall, fuzzCalls, problemOf } from './fuzz';
import { createRouteTableApp, type RouteEntry } from './route-table';
import type { Pools } from './sample';
import { type TableWrites, watchTableWrites } from './table-writes';
import { createUser, signIn } from './users';

/**
 * Bad input on every route of the route table (see fuzz.ts), sent as a signed-in administrator
 * (every permission; the super administrator on super-admin routes) and as an anonymous guest
 * with a guest identity: no answer may be a 5xx, a string PostgreSQL cannot store is refused by
 * the contract with its field path, and JSON nested 10,000 deep is a 4xx. The routes are split
 * into shards, one test file each, so that the files run side by side.
 */

/** The slugs of the location, table group and table every company B has (see newCompanyB). */
const TABLE_ROUTE_OF_B: Record<string, string> = { a: 'b-hall', b: 'b-hall', c: 'b1' };

interface Caller {
  /** The session (or guest identity) cookie. */
  cookie: string;
  /** The company whose own data the generated calls use. */
  company: Attacker;
}

interface Identity {
  name: string;
  make(): Promise<Caller>;
  cookieFor(route: RouteEntry, caller: Caller): string;
  /** Answers after which the caller is replaced and the call sent again (a session ended, a limit). */
  renewOn: number[];
}

export function describeFuzzShard(shard: number, shards: number) {
  describe(`bad input on every route, shard ${shard} of ${shards}: never a 5xx`, () => {
    let t: TestApp;
    let routes: RouteEntry[];
    let a: CompanyA;
    let png: Buffer;
    let superAdmin: string;
    let writes: TableWrites;
    let address = 0;
    /** A fresh client address per call: limits by address must not stop the calls. */
    const nextAddress = () => {
      address++;
      return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
    };

    beforeAll(async () => {
      let all: RouteEntry[];
      ({ t, routes: all } = await createRouteTableApp({ ORDER_RATE_LIMIT: 100_000 }));
      routes = all.filter((_route, index) => index % shards === shard - 1);
      a = await seedCompanyA(t);
      png = await smallPng();
      superAdmin = await signIn(t.app, await createUser(t.app.db, { structure: null, isSuperAdmin: true }));
      writes = await watchTableWrites(t);
    });
    afterAll(async () => {
      await t?.close();
    });

    /**
     * The isolation pools with the caller's own data as values, and a pool for every other name
     * too (public routes' parameters have none there): no attack values, a value of B's if known.
     */
    const poolsOf =
      (caller: Caller, url: string): Pools =>
      (key) =>
        a.poolsFor(caller.company, url)(key) ?? {
          attack: [],
          ...(TABLE_ROUTE_OF_B[key] && { neutral: TABLE_ROUTE_OF_B[key] }),
        };

    const administrator: Identity = {
      name: 'administrator',
      make: async () => {
        const company = await newCompanyB(t);
        return { cookie: company.cookie, company };
      },
      cookieFor: (route, caller) => (route.access === 'super-admin' ? superAdmin : caller.cookie),
      renewOn: [401, 429],
    };
    let guestsCompany: Attacker | undefined;
    const guest: Identity = {
      name: 'guest',
      make: async () => {
        guestsCompany ??= await newCompanyB(t);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/customer/create/online-menu/${guestsCompany.own['online_menus:slug']}`,
          remoteAddress: nextAddress(),
        });
        const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
        return { cookie, company: guestsCompany };
      },
      cookieFor: (_route, caller) => caller.cookie,
      renewOn: [429],
    };

    /**
     * Sends every fuzz call of every route. A caller is kept while the calls write nothing; after a
     * route whose calls wrote anything, or an answer in `renewOn`, a fresh one takes over.
     */
    async function fuzz(identity: Identity) {
      const failures: string[] = [];
      const crashes = new Set<string>();
      let calls = 0;
      let reached = 0;
      /** Routes that take input, and those where a call got past the access check and limits. */
      const fuzzed = new Set<string>();
      const reachedRoutes = new Set<string>();
      let caller: Caller | null = null;
      for (const route of routes) {
        if (!caller) {
          caller = await identity.make();
          await writes.take();
        }
        let plan = fuzzCalls(route, poolsOf(caller, route.url), png);
        if (plan.length > 0) fuzzed.add(route.key);
        const send = (call: FuzzCall, who: Caller) =>
          t.app.inject({
            method: call.method as 'GET',
            url: call.url,
            headers: { ...call.headers, cookie: identity.cookieFor(route, who) },
            remoteAddress: nextAddress(),
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
        for (let index = 0; index < plan.length; index++) {
          let res = await send(plan[index]!, caller);
          if (identity.renewOn.includes(res.statusCode)) {
            caller = await identity.make();
            plan = fuzzCalls(route, poolsOf(caller, route.url), png);
            res = await send(plan[index]!, caller);
          }
          const call = plan[index]!;
          calls++;
          if (![401, 403, 429].includes(res.statusCode)) {
            reached++;
            reachedRoutes.add(route.key);
          }
          if (res.statusCode >= 500) crashes.add(route.key);
          const problem = problemOf(call.expect, res);
          if (problem) failures.push(`${route.key} — ${call.label}: ${problem} ${res.body.slice(0, 160)}`);
        }
        if ((await writes.take()).size > 0) caller = null;
      }
      const fivexx = failures.filter((f) => / answered 5\d\d /.test(f)).length;
      console.log(
        `fuzz shard ${shard}/${shards} as ${identity.name}: ${routes.length} routes, ${calls} calls ` +
          `(${reached} past the access check), ${fivexx} answered 5xx on ${crashes.size} routes`,
      );
      if (failures.length > 0) console.error(failures.join('\n'));
      const unreached = routes.filter((r) => fuzzed.has(r.key) && !reachedRoutes.has(r.key));
      return { failures, unreached };
    }

    it('as a signed-in administrator', { timeout: 300_000 }, async () => {
      const { failures, unreached } = await fuzz(administrator);
      expect(failures).toEqual([]);
      expect(unreached.map((r) => r.key)).toEqual([]);
    });

    it('as an anonymous guest', { timeout: 300_000 }, async () => {
      const { failures, unreached } = await fuzz(guest);
      expect(failures).toEqual([]);
      expect(unreached.filter((r) => r.access === 'public').map((r) => r.key)).toEqual([]);
    });
  });
}
