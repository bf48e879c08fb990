import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { readyMadeMetric } from '../modules/metrics';
import type { TestApp } from './app';
import { createUser, signIn, TEST_PASSWORD } from './users';

/**
 * The attackers of the generated tenancy tests: company B, with a row of its own in the tables
 * whose routes take an id (its neutral values), and a user with no company yet.
 */

/** Who makes a generated call: a session, and their own rows by table (the neutral values). */
export interface Attacker {
  cookie: string;
  own: Record<string, string>;
}

/** A menu of company B (slugs are unique across companies) with a category and an item. */
async function newMenuOf(db: TestApp['app']['db'], structureId: string) {
  const [menu] = await db
    .insert(schema.onlineMenus)
    .values({
      structureId,
      slug: `b-menu-${randomBytes(5).toString('hex')}`,
      title: 'B menu',
      language: 'en',
      currency: 'EUR',
    })
    .returning();
  const [category] = await db
    .insert(schema.menuCategories)
    .values({ structureId, menuId: menu!.id, title: 'B category' })
    .returning();
  const [item] = await db
    .insert(schema.menuItems)
    .values({ structureId, menuId: menu!.id, categoryId: category!.id, title: 'B item', price: 100 })
    .returning();
  return { 'online_menus:slug': menu!.slug, menu_categories: category!.id, menu_items: item!.id };
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
  const menu = await newMenuOf(db, structureId);
  const [sub] = await db
    .insert(schema.locations)
    .values({ structureId, parentId: location!.id, name: 'B terrace', slug: 'b-terrace' })
    .returning();
  const metric = await readyMadeMetric(db, structureId, location!.id, 'stars', 'en');
  const [group] = await db
    .insert(schema.tableGroups)
    .values({ structureId, locationId: location!.id, name: 'B hall', slug: 'b-hall' })
    .returning();
  const [table] = await db
    .insert(schema.tables)
    .values({ structureId, groupId: group!.id, name: 'B1', slug: 'b1' })
    .returning();
  return {
    cookie: await signIn(t.app, admin),
    own: {
      locations: location!.id,
      users: waiter.id,
      images: image!.id,
      roles: role!.id,
      'roles:slug': role!.slug,
      ...menu,
      table_groups: group!.id,
      tables: table!.id,
      'locations:slug': location!.slug,
      'locations:sub': sub!.id,
      metrics: metric!.id,
      'metrics:slug': metric!.slug,
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
