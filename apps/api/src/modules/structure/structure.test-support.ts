import { randomBytes } from 'node:crypto';
import type { TSystemRoleSlug } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createUser, signIn, type TestUser } from '../../test/users';

/** Calls under /api/v1 with one user's session. */
export function apiAs(t: TestApp, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
export type Api = ReturnType<typeof apiAs>;

export interface Company {
  structureId: string;
  admin: TestUser;
  api: Api;
  /** Signs in another user of the company with a built-in role. */
  member(role: TSystemRoleSlug): Promise<{ user: TestUser; api: Api }>;
}

/** A new company with a signed-in administrator. */
export async function newCompany(t: TestApp): Promise<Company> {
  const admin = await createUser(t.app.db);
  const structureId = admin.structureId!;
  return {
    structureId,
    admin,
    api: apiAs(t, await signIn(t.app, admin)),
    member: async (role) => {
      const user = await createUser(t.app.db, { structure: structureId, role });
      return { user, api: apiAs(t, await signIn(t.app, user)) };
    },
  };
}

/** An image in a company's media library, as the upload would have stored it. */
export async function insertImage(db: Db, structureId: string): Promise<{ id: string; src: string }> {
  const key = `images/${randomBytes(8).toString('hex')}.webp`;
  const [row] = await db
    .insert(images)
    .values({
      structureId,
      bucket: 'default',
      originalName: 'photo.png',
      storageKey: key,
      src: `/api/v1/uploads/${key}`,
      contentType: 'image/webp',
      sizeBytes: 1234,
    })
    .returning({ id: images.id, src: images.src });
  return row!;
}

/** Creates a root location through the API and returns its id. */
export async function createRoot(api: Api, name: string, extra: object = {}): Promise<string> {
  const res = await api.post('/location/create', { name, ...extra });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export async function createSub(
  api: Api,
  parentId: string,
  name: string,
  extra: object = {},
): Promise<string> {
  const res = await api.post(`/location/${parentId}/create-sub`, { name, ...extra });
  if (res.statusCode !== 200) throw new Error(`create-sub failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export const paths = (res: { json(): { details?: { path: string }[] } }) =>
  (res.json().details ?? []).map((d) => d.path);
