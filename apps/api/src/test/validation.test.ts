import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app';
import { type CompanyA, seedCompanyA, smallPng } from './fixtures';
import { type Attacker, newCompanyB } from './fixtures-attackers';
import { buildCall, createRouteTableApp, type RouteEntry } from './route-table';
import { createUser, signIn } from './users';

/** A value of another JSON type than the valid one, so the schema must refuse it. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-a-list';
  if (value === null) return { unexpected: true };
  return 'not-an-object';
}

/**
 * Generated from the route table: every route that takes a JSON body answers a body with one
 * field of the wrong type with 400 VALIDATION_FAILED, naming that field's path.
 */
describe('validation: every JSON body is checked, with field paths', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let a: CompanyA;
  let b: Attacker;
  let superAdmin: string;
  let png: Buffer;

  beforeAll(async () => {
    ({ t, routes } = await createRouteTableApp());
    a = await seedCompanyA(t);
    b = await newCompanyB(t);
    superAdmin = await signIn(t.app, await createUser(t.app.db, { structure: null, isSuperAdmin: true }));
    png = await smallPng();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 400 VALIDATION_FAILED with the field path on every route with a body', {
    timeout: 120_000,
  }, async () => {
    const withBody = routes.filter((r) => r.body && !r.multipart);
    const failures: string[] = [];
    for (const route of withBody) {
      const { call } = buildCall(route, a.poolsFor(b, route.url), null, png);
      // A list body (POST /translate/multiple) is checked through its first element.
      const listBody = Array.isArray(call.payload);
      const valid = (listBody ? (call.payload as unknown[])[0] : call.payload) as Record<string, unknown>;
      const field = Object.keys(valid ?? {})[0];
      if (!field) {
        failures.push(`${route.key}: the generated body has no field to break`);
        continue;
      }
      const cookie =
        route.access === 'public' ? undefined : route.access === 'super-admin' ? superAdmin : b.cookie;
      const res = await t.app.inject({
        method: call.method as 'POST',
        url: call.url,
        headers: cookie ? { cookie } : {},
        payload: listBody
          ? [{ ...valid, [field]: wrongType(valid[field]) }]
          : { ...valid, [field]: wrongType(valid[field]) },
      });
      const body = res.json() as { code?: string; details?: { path: string }[] };
      const paths = (body.details ?? []).map((d) => d.path);
      if (
        res.statusCode !== 400 ||
        body.code !== 'VALIDATION_FAILED' ||
        !paths.some((p) => p.startsWith(listBody ? `body.0.${field}` : `body.${field}`))
      ) {
        failures.push(`${route.key} (field ${field}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    console.log(
      `validation: ${withBody.length - failures.length}/${withBody.length} routes with a JSON body name the bad field`,
    );
    expect(failures).toEqual([]);
  });
});
