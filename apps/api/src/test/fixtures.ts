import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { TestApp } from './app';
import { multipartFile } from './multipart';
import { freshEmail, type Pools } from './sample';
import { type IdsByTable, rowsOfCompany, secretsOf } from './tenant-data';
import { createUser, signIn, TEST_PASSWORD } from './users';

/**
 * Company A, the company under attack, seeded through the API with a row in every company table;
 * the pools its ids, slugs and codes give the generated calls; and company B, the attacker.
 * Every text A is given contains "alpha", so any answer to B that contains it is a leak.
 */

export const smallPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

function caller(t: TestApp, cookie: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ id: string }> => {
    const form = Buffer.isBuffer(payload)
      ? multipartFile('file', { filename: 'alpha.png', contentType: 'image/png', bytes: payload })
      : null;
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie, ...form?.headers },
      payload: (form?.payload ?? payload) as object | undefined,
    });
    if (res.statusCode !== 200)
      throw new Error(`seeding A: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

/** Who makes a generated call: a session, and their own rows by table (the neutral values). */
export interface Attacker {
  cookie: string;
  own: Record<string, string>;
}

export interface CompanyA {
  structureId: string;
  waiterId: string;
  /** The ids of A's rows by table, as seeded (checksums follow them). */
  ids: IdsByTable;
  /** Slots for the generated calls: A's values to attack with, B's own as neutral values. */
  poolsFor(b: Attacker | null, url: string): Pools;
  /** Texts no answer to another company may contain. */
  secrets: string[];
}

export async function seedCompanyA(t: TestApp): Promise<CompanyA> {
  const db = t.app.db;
  const admin = await createUser(db, { name: 'Alpha Admin Quill', email: 'alpha-admin@alpha.test' });
  const structureId = admin.structureId!;
  await db
    .update(schema.structures)
    .set({ slug: 'alpha-isolation' })
    .where(eq(schema.structures.id, structureId));
  const call = caller(t, await signIn(t.app, admin));
  const png = await smallPng();

  await call('POST', '/structure', { name: 'Alpha Isolation Co', settings: { email: 'desk@alpha.test' } });
  const image = await call('POST', '/image/upload', png);
  const publicImage = await call('POST', '/public-image/upload', png);
  await call('POST', '/structure/set-image', { imageId: image.id });
  await call('POST', '/profile/edit/image-user', png);
  const root = await call('POST', '/location/create', {
    name: 'Alpha Root Hall',
    slug: 'alpha-root',
    address: '1 Alpha St',
  });
  const sub = await call('POST', `/location/${root.id}/create-sub`, {
    name: 'Alpha Terrace',
    slug: 'alpha-terrace',
  });
  const second = await call('POST', '/location/create', { name: 'Alpha Second Hall', slug: 'alpha-second' });
  await call('POST', `/location/${root.id}/set-image`, { imageId: image.id });
  await call('POST', `/location/${root.id}/set-background-image`, { imageId: publicImage.id });
  await call('POST', `/location/${root.id}/update`, {
    settings: { email: 'hall@alpha.test', workDetails: { address: 'Alpha courtyard', hours: null } },
  });
  await call('POST', '/role/create', {
    name: 'Alpha Sommelier',
    slug: 'alpha-sommelier',
    permissions: ['orders.view'],
  });
  const staff = [
    ['Alpha Manager Quill', 'alpha-manager@alpha.test', 'manager', [root.id]],
    ['Alpha Waiter Quill', 'alpha-waiter@alpha.test', 'waiter', [sub.id]],
    ['Alpha Sommelier Quill', 'alpha-sommelier@alpha.test', 'alpha-sommelier', [second.id, sub.id]],
  ] as const;
  const made = [];
  for (const [name, email, roleSlug, locationIds] of staff) {
    made.push(
      await call('POST', '/user/create', { name, email, password: TEST_PASSWORD, roleSlug, locationIds }),
    );
  }
  await call('POST', `/user/${admin.id}/locations`, { locationIds: [root.id, second.id] });
  const invite = (await call('POST', '/invite-create', {
    roleSelected: 'alpha-sommelier',
    email: 'alpha-invitee@alpha.test',
  })) as unknown as { code: string };
  await call('POST', '/invite-create', { roleSelected: 'waiter' });
  await call('POST', '/email/integrate-email', { email: 'alpha-admin-new@alpha.test' });
  for (const user of made) await signIn(t.app, user);

  const { rows, ids } = await rowsOfCompany(db, structureId);
  const everyId = Object.values(ids).flat();
  const imageKey = String(rows.images?.[0]?.storageKey);

  const poolsFor = (b: Attacker | null, url: string): Pools => {
    /** The table a route is about, from its first path segment (`/location/:id` → locations). */
    const kind = /^\/api\/v1\/([a-z]+?)s?\b/.exec(url)?.[1];
    const idPool = (table: string | undefined, neutralTable = table) => ({
      attack: (table && ids[table]) || everyId,
      neutral: neutralTable ? b?.own[neutralTable] : undefined,
    });
    return (key) => {
      if (key === 'id') return idPool(undefined, `${kind}s`);
      const named = /^(\w+?)Ids?$/.exec(key)?.[1];
      if (named) return idPool(ids[`${named}s`] ? `${named}s` : undefined, `${named}s`);
      if (key === 'slug')
        return {
          attack: ['alpha-sommelier', 'alpha-root', 'alpha-isolation'],
          neutral: kind === 'role' ? b?.own['roles:slug'] : undefined,
        };
      if (/^role(Slug|Selected)$/.test(key)) return { attack: ['alpha-sommelier'], neutral: 'waiter' };
      if (key === 'code') return { attack: [invite.code] };
      if (/email$/i.test(key))
        return { attack: ['alpha-admin@alpha.test', 'alpha-invitee@alpha.test'], neutral: freshEmail };
      if (key === 'search')
        return { attack: ['Alpha Admin Quill', 'Alpha Root Hall', 'alpha-manager@alpha.test', 'Quill'] };
      if (/password$/i.test(key)) return { attack: [], neutral: TEST_PASSWORD };
      if (key === 'lang') return { attack: [], neutral: 'en' };
      if (key === '*') return { attack: [imageKey] };
      return undefined;
    };
  };

  return {
    structureId,
    waiterId: made[1]!.id,
    ids,
    poolsFor,
    secrets: [...secretsOf(rows, ids, /alpha/i), invite.code],
  };
}

let testPasswordHash: Promise<string> | undefined;

/**
 * A new company B with a location, an image, a custom role and a waiter, and its administrator
 * (every permission, so only tenancy stops them) signed in.
 */
export async function newCompanyB(t: TestApp): Promise<Attacker> {
  const db = t.app.db;
  const admin = await createUser(db, { password: null });
  const structureId = admin.structureId!;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  await db
    .update(schema.users)
    .set({ passwordHash: await testPasswordHash })
    .where(eq(schema.users.id, admin.id));
  const waiter = await createUser(db, { structure: structureId, role: 'waiter', password: null });
  const [location] = await db
    .insert(schema.locations)
    .values({ structureId, name: 'B hall', slug: 'b-hall' })
    .returning();
  const key = `media/${structureId}/b.webp`;
  const [image] = await db
    .insert(schema.images)
    .values({
      structureId,
      bucket: 'images',
      originalName: 'b.png',
      storageKey: key,
      src: `/api/v1/uploads/${key}`,
      contentType: 'image/webp',
      sizeBytes: 10,
    })
    .returning();
  const [role] = await db
    .insert(schema.roles)
    .values({ structureId, slug: 'b-custom', name: 'B custom', permissions: ['orders.view'] })
    .returning();
  return {
    cookie: await signIn(t.app, admin),
    own: {
      locations: location!.id,
      users: waiter.id,
      images: image!.id,
      roles: role!.id,
      'roles:slug': role!.slug,
    },
  };
}

/** A signed-in user who has not created a company yet (registration incomplete). */
export async function newUserWithoutCompany(t: TestApp): Promise<Attacker> {
  const user = await createUser(t.app.db, { structure: null, password: null });
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  await t.app.db
    .update(schema.users)
    .set({ passwordHash: await testPasswordHash })
    .where(eq(schema.users.id, user.id));
  return { cookie: await signIn(t.app, user), own: {} };
}
