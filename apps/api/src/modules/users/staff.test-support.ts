import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { locations, roles, users } from '../../db/schema';

/** Helpers shared by the users, roles and invitations tests (not a test file itself). */

export function api(app: FastifyInstance, remoteAddress = '10.9.0.1') {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: cookie ? { cookie } : {},
      remoteAddress,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, cookie?: string) => call('GET', url, cookie),
    post: (url: string, cookie: string | undefined, payload: unknown = {}) =>
      call('POST', url, cookie, payload),
    del: (url: string, cookie?: string) => call('DELETE', url, cookie),
  };
}

/** A custom role straight in the database. */
export async function addRole(db: Db, structureId: string, slug: string, permissions: string[]) {
  const [row] = await db
    .insert(roles)
    .values({ structureId, slug, name: slug, permissions })
    .returning({ id: roles.id, slug: roles.slug });
  return row!;
}

/** Gives a user a role straight in the database. */
export async function setRole(db: Db, userId: string, roleId: string) {
  await db.update(users).set({ roleId }).where(eq(users.id, userId));
}

export async function addLocation(db: Db, structureId: string, name: string) {
  const [row] = await db
    .insert(locations)
    .values({ structureId, name, slug: name.toLowerCase().replace(/\W+/g, '-') })
    .returning({ id: locations.id });
  return row!.id;
}

/** The field paths of a 400 VALIDATION_FAILED answer. */
export function failedPaths(res: { statusCode: number; json(): { code: string; details?: unknown } }) {
  const body = res.json();
  if (res.statusCode !== 400 || body.code !== 'VALIDATION_FAILED') {
    throw new Error(`expected 400 VALIDATION_FAILED, got ${res.statusCode} ${JSON.stringify(body)}`);
  }
  return (body.details as { path: string }[]).map((d) => d.path);
}
