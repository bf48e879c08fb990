import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as schema from '../db/schema';
import type { TestApp } from './app';
import type { Attacker } from './fixtures-attackers';
import { seedMetricOfA, seedOutreachOfA, seedRatingsOfA } from './fixtures-feedback';
import { seedIntegrationsOfA } from './fixtures-integrations';
import { QR_INFO_SLUG_OF_A, seedQrInfoOfA } from './fixtures-qr-info';
import { seedSurveyAnswersOfA } from './fixtures-survey-answers';
import { seedSurveysOfA } from './fixtures-surveys';
import { freshEmail, type Pools } from './sample';
import { caller } from './seed-caller';
import { filesOf, type IdsByTable, rowsOfCompany, secretsOf } from './tenant-data';
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

export interface CompanyA {
  structureId: string;
  waiterId: string;
  /** The ids of A's rows by table, as seeded (checksums follow them). */
  ids: IdsByTable;
  /** The stored files A's rows name, as seeded. */
  files: string[];
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
  await call('POST', '/profile/menu/seen', { id: 'orders' });
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
  await call('POST', '/online-menu/create', {
    title: 'Alpha Menu',
    slug: 'alpha-menu',
    language: 'en',
    currency: 'EUR',
    locationId: root.id,
  });
  const menuPath = '/online-menu/edit/alpha-menu';
  await call('POST', menuPath, { subTitle: 'Alpha garden', settings: { hero: { title: 'Alpha hero' } } });
  const menuCategory = await call('POST', `${menuPath}/create-category`, { title: 'Alpha Coffee' });
  await call('POST', `${menuPath}/create-category`, { title: 'Alpha Cold', parentId: menuCategory.id });
  const menuItem = await call('POST', `${menuPath}/create-item`, {
    categoryId: menuCategory.id,
    title: 'Alpha Latte',
    price: 390,
    imageIds: [image.id],
  });
  await call('POST', `${menuPath}/active`, { isActive: true });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/online-menu/alpha-menu/add-item-view',
    payload: { itemId: menuItem.id },
  });
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
  const tablesPath = `/horeca/groups/${root.id}`;
  const group = await call('POST', `${tablesPath}/create`, { name: 'Alpha Hall', slug: 'alpha-hall' });
  await call('POST', `${tablesPath}/table-create`, { groupId: group.id, name: 'Alpha 1', slug: 'alpha-1' });
  await call('POST', `${menuPath}/pages`, {
    title: 'Alpha About',
    slug: 'alpha-about',
    bodyHtml: '<p>Alpha story</p>',
    isPublished: true,
  });
  await call('POST', '/manager/privacy-policy/create', {
    title: 'Alpha Privacy',
    slug: 'alpha-privacy',
    bodyHtml: '<p>Alpha data</p>',
    language: 'en',
  });
  await call('POST', '/manager/short-route', { slug: 'alpha-short', target: '/user/online-menu/alpha-menu' });
  // A text of A's in its translation memory (what the engine answered, or that none covers the pair).
  await call('POST', '/translate', { text: 'Alpha Latte', from: 'en', to: 'es' });
  await seedMetricOfA(call, root.id, sub.id, png);
  await seedOutreachOfA(t, call, structureId, admin.id, root.id);
  await seedOrdersOfA(t, structureId, menuItem.id, made[1]!.id);
  await seedRatingsOfA(t, structureId, png);
  // A's rating read once (a comment is read when staff first ask for it).
  const [rated] = await t.app.db
    .select({ id: schema.ratings.id })
    .from(schema.ratings)
    .where(eq(schema.ratings.structureId, structureId));
  await call('GET', `/rate/${rated!.id}/ai/analysis`);
  await seedSurveysOfA(t, call, structureId, root.id, image.id);
  await seedSurveyAnswersOfA(t);
  await seedQrInfoOfA(t, call, root.id, image.id);
  await call('POST', `/assistant/${root.id}/new`, {
    question: 'What do Alpha guests complain about this month?',
  });
  await seedTakeoverOfA(t, structureId);
  await seedIntegrationsOfA(t, call, { structureId, adminId: admin.id, menuItemId: menuItem.id });

  const { rows, ids } = await rowsOfCompany(db, structureId);
  const everyId = Object.values(ids).flat();
  const imageKey = String(rows.images?.[0]?.storageKey);
  const orderSlugs = (rows.orders ?? []).map((order) => String(order.slug));

  const poolsFor = (b: Attacker | null, url: string): Pools => {
    /** The table a route is about, from its first path segment (`/location/:id` → locations). */
    const kind = /^\/api\/v1\/([a-z]+?)s?\b/.exec(url)?.[1];
    const idPool = (table: string | undefined, neutralTable = table) => ({
      attack: (table && ids[table]) || everyId,
      neutral: neutralTable ? b?.own[neutralTable] : undefined,
    });
    /** Metric routes and stickers name B's metric; a new sticker names a location of B's. */
    const metricSlug = () =>
      url.endsWith('/qr-sticker/create')
        ? b?.own['locations:slug']
        : kind === 'metric' || kind === 'translation' || url.includes('/qr-sticker/')
          ? b?.own['metrics:slug']
          : undefined;
    const surveyRoute = /^\/api\/v1\/(survey|e-nps|quiz)/.test(url);
    return (key) => {
      // A survey's questions are named by keys of the editor's, not rows; a valid one fills a content.
      if (key === 'questionId') return { attack: [] };
      if (key === 'questions' && surveyRoute)
        return { attack: [], neutral: { id: 'sample', type: 'rate_enps', title: 'Sample' } };
      // A metric's body names its questions and answers by keys of the editor's, not rows.
      if (key === 'id' && kind === 'metric') return { attack: [] };
      if (key === 'id' && kind === 'share')
        return { attack: [...(ids.share_methods ?? []), ...(ids.share_tasks ?? [])] };
      if (key === 'id' && kind === 'notification')
        return { attack: [...(ids.notifications ?? []), ...(ids.metrics ?? [])] };
      if (key === 'metric') return idPool('metrics');
      if (key === 'id') return idPool(undefined, `${kind}s`);
      if (key === 'type' && kind === 'metric') return { attack: [] };
      // A site content's type is the product's, not a company's.
      if (key === 'type' && kind === 'super') return { attack: [], neutral: 'about' };
      // A site content's type is the product's, not a company's.
      if (key === 'type' && kind === 'super') return { attack: [], neutral: 'about' };
      // A translation route names B's metric by its kind and slug.
      if (key === 'kind' && kind === 'translation') return { attack: [], neutral: 'metric' };
      // A text is translated into another language than its own (the samples are English).
      if (key === 'to' && kind === 'translation') return { attack: [], neutral: 'es' };
      // A new block's path names its type, the same as the sampled body's (the first of the union).
      if (key === 'type' && kind === 'qr') return { attack: [], neutral: 'youtube' };
      if (key === 'subLocationIds') return { attack: ids.locations ?? [], neutral: b?.own['locations:sub'] };
      if (kind === 'online' && /^(category|parent)Ids?$/.test(key)) return idPool('menu_categories');
      const menuKind = kind === 'online' || kind === 'stat' || kind === 'syrve';
      if (menuKind && /^(item|relatedItem)Ids?$/.test(key)) return idPool('menu_items');
      // The Syrve routes name a menu item and a category in the spec's own field names.
      if (key === 'online_menu_item_id') return idPool('menu_items');
      if (key === 'category_slug') return idPool('menu_categories');
      if (key === 'syrve_product_id') return { attack: ['alpha-pos-latte'] };
      if (key === 'location') return idPool('locations');
      if (key === 'groupId') return idPool('table_groups');
      if (key === 'table') return idPool('tables');
      if (key === 'callId') return idPool('waiter_calls');
      if (key === 'blockId') return idPool('qr_info_blocks');
      if (key === 'pageSlug') return { attack: ['alpha-about'] };
      if (key === 'orderSlug') return { attack: orderSlugs };
      if (key === 'menu') return { attack: ['alpha-menu'], neutral: b?.own['online_menus:slug'] };
      if (key === 'customerId') return { attack: (rows.orders ?? []).map((o) => String(o.customerId)) };
      const named = /^(\w+?)Ids?$/.exec(key)?.[1];
      if (named) return idPool(ids[`${named}s`] ? `${named}s` : undefined, `${named}s`);
      if (key === 'slug')
        return {
          attack: [
            'alpha-sommelier',
            'alpha-root',
            'alpha-isolation',
            'alpha-menu',
            'alpha-privacy',
            'alpha-short',
            ...orderSlugs,
            ...(rows.metrics ?? []).map((metric) => String(metric.slug)),
            ...(rows.surveys ?? []).map((survey) => String(survey.slug)),
            QR_INFO_SLUG_OF_A,
            ...(rows.structure_integrations ?? []).map((integration) => String(integration.slug)),
          ],
          neutral:
            kind === 'role' ? b?.own['roles:slug'] : menuKind ? b?.own['online_menus:slug'] : metricSlug(),
        };
      if (/^role(Slug|Selected)$/.test(key)) return { attack: ['alpha-sommelier'], neutral: 'waiter' };
      // A guest's sign-in code and a rating's confirmation code are six digits; an invitation's code is long.
      if (key === 'code' && (kind === 'customer' || kind === 'rate'))
        return { attack: [], neutral: '123456' };
      if (key === 'code') return { attack: [invite.code], neutral: 'x'.repeat(32) };
      if (/email$/i.test(key))
        return { attack: ['alpha-admin@alpha.test', 'alpha-invitee@alpha.test'], neutral: freshEmail };
      if (key === 'search')
        return { attack: ['Alpha Admin Quill', 'Alpha Root Hall', 'alpha-manager@alpha.test', 'Quill'] };
      if (/password$/i.test(key)) return { attack: [], neutral: TEST_PASSWORD };
      if (key === 'lang') return { attack: [], neutral: 'en' };
      // A collector's place on Google is named as Google names it.
      if (key === 'source') return { attack: [], neutral: 'accounts/1/locations/2' };
      if (key === '*') return { attack: [imageKey] };
      return undefined;
    };
  };

  return {
    structureId,
    waiterId: made[1]!.id,
    ids,
    files: filesOf(t.app.providers.storage, rows),
    poolsFor,
    secrets: [...secretsOf(rows, ids, /alpha/i), invite.code],
  };
}

/** A super administrator's take-over of company A, ended: the record A's administrators read. */
async function seedTakeoverOfA(t: TestApp, structureId: string) {
  const cookie = await signIn(t.app, await createUser(t.app.db, { structure: null, isSuperAdmin: true }));
  const headers = { cookie };
  const url = '/api/v1/super-admin/take-over-structure';
  const reason = 'Alpha support visit';
  await t.app.inject({ method: 'POST', url, headers, payload: { structureId, reason } });
  await t.app.inject({ method: 'POST', url: '/api/v1/super-admin/leave-structure', headers });
}

/**
 * Company A's orders side: a guest's table order placed through the API (the staff status and
 * list routes attack it), plus a row in each order table whose routes come later.
 */
async function seedOrdersOfA(t: TestApp, structureId: string, itemId: string, waiterId: string) {
  const db = t.app.db;
  const guest = await t.app.inject({ method: 'POST', url: '/api/v1/customer/create/online-menu/alpha-menu' });
  const cookie = String([guest.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/order/create',
    headers: { cookie },
    payload: {
      menuSlug: 'alpha-menu',
      type: 'table',
      table: { locationSlug: 'alpha-root', groupSlug: 'alpha-hall', tableSlug: 'alpha-1' },
      lines: [{ itemId, quantity: 2, note: 'Alpha no sugar' }],
      idempotencyKey: 'alpha-checkout-1',
    },
  });
  if (placed.statusCode !== 200) throw new Error(`seed order: ${placed.statusCode} ${placed.body}`);
  const order = placed.json() as { id: string };
  const [table] = await db.select().from(schema.tables).where(eq(schema.tables.structureId, structureId));
  const [menu] = await db.select().from(schema.onlineMenus).where(eq(schema.onlineMenus.slug, 'alpha-menu'));
  const customerId = (await db.select().from(schema.orders).where(eq(schema.orders.id, order.id)))[0]!
    .customerId;
  const [payment] = await db
    .insert(schema.payments)
    .values({
      structureId,
      orderId: order.id,
      provider: 'test',
      externalId: 'alpha-pay-1',
      amount: 780,
      currency: 'EUR',
    })
    .returning();
  await db.insert(schema.paymentEvents).values({
    provider: 'test',
    eventId: 'alpha-event-1',
    paymentId: payment!.id,
    accepted: true,
  });
  // Paid, as its accepted payment says: a sale, so the sales statistics hold rows of A's too.
  await db
    .update(schema.orders)
    .set({ paid: true, paidAt: new Date(), paymentMethod: 'test' })
    .where(eq(schema.orders.id, order.id));
  // A second payment that came for the order and is owed back: staff refund routes attack it.
  await db.insert(schema.payments).values({
    structureId,
    orderId: order.id,
    provider: 'test',
    externalId: 'alpha-pay-2',
    providerRef: 'alpha-ref-2',
    amount: 780,
    currency: 'EUR',
    status: 'refund-needed',
  });
  await db.insert(schema.menuPaymentSettings).values({
    menuId: menu!.id,
    structureId,
    provider: 'test',
    enabled: true,
    config: { label: 'Alpha test pay' },
  });
  await db.insert(schema.waiterCalls).values({ structureId, tableId: table!.id });
  await db.insert(schema.waiterTables).values({ structureId, userId: waiterId, tableId: table!.id });
  await db
    .insert(schema.bonusEntries)
    .values({ structureId, customerId, orderId: order.id, kind: 'earn', amount: 39 });
  await db.insert(schema.liveEvents).values({ structureId, kind: 'order', payload: { orderId: order.id } });
}
