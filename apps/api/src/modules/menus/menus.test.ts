import { ZMenu, ZMenuInfo, ZMenuItem, ZMenuList } from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { insertImage, newCompany, paths } from '../structure/structure.test-support';
import { makeMenu } from './menus.test-support';

describe('online menus (staff)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates menus with unique slugs made from the title, inactive, and lists them with counts', async () => {
    const { api } = await newCompany(t);
    const other = await newCompany(t);
    const first = await api.post('/online-menu/create', {
      title: 'Summer Café',
      language: 'en',
      currency: 'EUR',
    });
    expect(first.statusCode).toBe(200);
    expect(ZMenuInfo.parse(first.json())).toMatchObject({ slug: 'summer-cafe', isActive: false, version: 1 });
    // Slugs are unique across companies: public addresses use them.
    const second = await other.api.post('/online-menu/create', {
      title: 'Summer Café',
      language: 'uk',
      currency: 'UAH',
    });
    expect(second.json().slug).toBe('summer-cafe-2');
    const taken = await api.post('/online-menu/create', {
      title: 'X',
      language: 'en',
      currency: 'EUR',
      slug: 'summer-cafe-2',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual({ reason: 'slug-taken', path: 'body.slug' });

    const bad = await api.post('/online-menu/create', {
      title: '',
      language: 'xx',
      currency: 'BTC',
      slug: 'A b',
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['body.currency', 'body.language', 'body.slug', 'body.title']);

    const { slug } = await makeMenu(api, 'Brunch');
    const list = ZMenuList.parse((await api.get('/online-menus')).json());
    expect(list.items.map((m) => [m.slug, m.categoriesCount, m.itemsCount])).toEqual([
      [slug, 2, 1],
      ['summer-cafe', 0, 0],
    ]);
  });

  it("gives a new menu the company's language and currency when the body leaves them out", async () => {
    const { api } = await newCompany(t);
    expect((await api.post('/structure', { language: 'de', currency: 'EUR' })).statusCode).toBe(200);

    const plain = await api.post('/online-menu/create', { title: 'Frühstück' });
    expect(plain.statusCode).toBe(200);
    expect(ZMenuInfo.parse(plain.json())).toMatchObject({ language: 'de', currency: 'EUR' });
    const halfway = await api.post('/online-menu/create', { title: 'Tea room', language: 'en' });
    expect(halfway.json()).toMatchObject({ language: 'en', currency: 'EUR' });
    // What the body says still wins.
    const chosen = await api.post('/online-menu/create', { title: 'Kyiv', language: 'uk', currency: 'UAH' });
    expect(chosen.json()).toMatchObject({ language: 'uk', currency: 'UAH' });
  });

  it('answers the whole menu with the category tree and items, and updates fields and settings', async () => {
    const { api } = await newCompany(t);
    const { base, category, sub, item } = await makeMenu(api);
    const menu = ZMenu.parse((await api.get(base)).json());
    expect(menu.version).toBe(4);
    expect(menu.categories).toHaveLength(1);
    expect(menu.categories[0]).toMatchObject({ id: category.id, subCategories: [{ id: sub.id, items: [] }] });
    expect(menu.categories[0]!.items[0]).toMatchObject({
      id: item.id,
      price: 390,
      settings: { allergenText: 'Milk', options: [{ unitType: 'volume', amount: 250 }] },
    });

    const updated = await api.post(base, {
      subTitle: ' Fresh every day ',
      currency: 'GBP',
      settings: {
        hero: { title: 'Welcome', content: '' },
        footerLinks: [{ label: 'Site', url: 'https://example.com' }],
        relatedItems: { title: 'Try also', itemIds: [item.id] },
        workDetails: { address: '1 Dock Rd', hours: { kind: 'text', text: 'Daily 8–20' } },
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      subTitle: 'Fresh every day',
      currency: 'GBP',
      version: 5,
      settings: {
        hero: { title: 'Welcome', content: null },
        relatedItems: { title: 'Try also', itemIds: [item.id] },
        delivery: { title: null, content: null },
      },
    });
    const badLink = await api.post(base, {
      settings: { footerLinks: [{ label: 'x', url: 'http://10.0.0.1/' }] },
    });
    expect(badLink.statusCode).toBe(400);
    const foreign = await api.post(base, {
      settings: { relatedItems: { itemIds: ['00000000-0000-4000-8000-000000000000'] } },
    });
    expect(foreign.statusCode).toBe(404);

    const renamed = await api.post(base, { slug: 'renamed-menu' });
    expect(renamed.json().slug).toBe('renamed-menu');
    expect((await api.get(base)).statusCode).toBe(404);
    expect((await api.get('/online-menu/edit/renamed-menu')).statusCode).toBe(200);
  });

  it('creates, updates, moves, duplicates, reorders and deletes items', async () => {
    const { api } = await newCompany(t);
    const { base, slug, category, sub, item } = await makeMenu(api);
    const bad = await api.post(`${base}/create-item`, {
      categoryId: category.id,
      title: 'Tea',
      price: -1,
      options: [{ name: 'Cup', unitType: 'cup', price: 1 }],
      addons: [{ name: 'A', options: [{ name: 'x', price: 1 }], min: 3, max: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(paths(bad).sort()).toEqual(['body.addons.0.min', 'body.options.0.unitType', 'body.price']);

    const tea = ZMenuItem.parse(
      (
        await api.post(`${base}/create-item`, {
          categoryId: category.id,
          title: 'Tea',
          price: 250,
          availability: { days: ['mon', 'tue'], from: '08:00', to: '11:30' },
          titleTranslate: { uk: 'Чай', de: '' },
          relatedItemIds: [item.id],
        })
      ).json(),
    );
    expect(tea).toMatchObject({ position: 1, settings: { titleTranslate: { uk: 'Чай' } } });
    const soldOut = await api.post(`${base}/item/${tea.id}`, {
      soldOut: true,
      price: 270,
      description: 'Green',
    });
    expect(soldOut.json()).toMatchObject({ soldOut: true, price: 270, description: 'Green', title: 'Tea' });

    const copy = await api.post(`${base}/item/${item.id}/duplicate`);
    expect(copy.json()).toMatchObject({ title: 'Flat white (copy)', position: 1, price: 390 });
    let items = (await api.get(base)).json().categories[0].items.map((i: { id: string }) => i.id);
    expect(items).toEqual([item.id, copy.json().id, tea.id]);

    const reorder = await api.post(`${base}/reorder-items`, {
      categoryId: category.id,
      itemIds: [tea.id, item.id],
    });
    expect(reorder.json()).toMatchObject({ ok: true });
    items = (await api.get(base)).json().categories[0].items.map((i: { id: string }) => i.id);
    expect(items).toEqual([tea.id, item.id, copy.json().id]);

    const moved = await api.post(`${base}/item/${tea.id}`, { categoryId: sub.id });
    expect(moved.json()).toMatchObject({ categoryId: sub.id, position: 0 });
    expect((await api.del(`${base}/delete-item/${copy.json().id}`)).statusCode).toBe(200);
    expect((await api.del(`${base}/delete-item/${copy.json().id}`)).statusCode).toBe(404);

    const other = await makeMenu(api, 'Other');
    const wrongMenu = await api.post(`/online-menu/edit/${other.slug}/item/${item.id}`, { price: 1 });
    expect(wrongMenu.statusCode).toBe(404);
    expect(slug).not.toBe(other.slug);
  });

  it('refuses to delete a category with sub-categories or items unless confirmed', async () => {
    const { api } = await newCompany(t);
    const { base, category, sub } = await makeMenu(api);
    const second = (await api.post(`${base}/create-category`, { title: 'Tea' })).json();
    expect(second.position).toBe(1);
    const nested = await api.post(`${base}/create-category`, { title: 'Deep', parentId: sub.id });
    expect(nested.statusCode).toBe(404);

    const refused = await api.del(`${base}/delete-category/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toEqual({
      reason: 'has-dependents',
      dependents: { subCategories: 1, items: 1 },
    });
    const reorder = await api.post(`${base}/reorder-categories`, { categoryIds: [second.id] });
    expect(reorder.statusCode).toBe(200);
    expect((await api.get(base)).json().categories.map((c: { id: string }) => c.id)).toEqual([
      second.id,
      category.id,
    ]);

    const done = await api.del(`${base}/delete-category/${category.id}?confirm=true`);
    expect(done.json()).toMatchObject({
      ok: true,
      deletedItems: 1,
      deletedCategoryIds: [sub.id, category.id],
    });
    expect((await api.del(`${base}/delete-category/${second.id}`)).statusCode).toBe(200);
    expect((await api.get(base)).json().categories).toEqual([]);
  });

  it('sets images from the media library and switches the menu on and off', async () => {
    const { api, structureId } = await newCompany(t);
    const { base, category, item } = await makeMenu(api);
    const image = await insertImage(t.app.db, structureId);
    const logo = await api.post(`${base}/image-logo`, { imageId: image.id });
    expect(logo.json().logo).toMatchObject({ imageId: image.id, src: image.src });
    const background = await api.post(`${base}/image-background`, { imageId: image.id });
    expect(background.json().background).toMatchObject({ src: image.src });
    expect((await api.del(`${base}/background-image`)).json().background).toBeNull();
    const slug = base.split('/').pop();
    const cat = await api.post(`/online-menu/edit-category/${slug}/image-background`, {
      categoryId: category.id,
      imageId: image.id,
    });
    expect(cat.json().image).toMatchObject({ imageId: image.id });
    const photo = await api.post(`/online-menu/edit-item/${slug}/image-background`, {
      itemId: item.id,
      imageId: image.id,
    });
    expect(photo.json().images).toHaveLength(1);
    const foreign = await newCompany(t);
    const foreignImage = await insertImage(t.app.db, foreign.structureId);
    expect((await api.post(`${base}/image-logo`, { imageId: foreignImage.id })).statusCode).toBe(404);

    const on = await api.post(`${base}/active`, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
  });

  it("answers 404 for another company's menu and changes nothing; a waiter gets 403", async () => {
    const a = await newCompany(t);
    const b = await newCompany(t);
    const { base, category, item } = await makeMenu(a.api);
    const before = (await a.api.get(base)).json();
    for (const res of [
      await b.api.get(base),
      await b.api.post(base, { title: 'Hacked' }),
      await b.api.post(`${base}/active`, { isActive: true }),
      await b.api.post(`${base}/item/${item.id}`, { price: 1 }),
      await b.api.del(`${base}/delete-category/${category.id}?confirm=true`),
      await b.api.del(base),
      await b.api.get(`/online-menu/analysis/${before.slug}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await b.api.get('/online-menus')).json().items).toEqual([]);
    expect((await a.api.get(base)).json()).toEqual(before);
    const waiter = await a.member('waiter');
    expect((await waiter.api.get(base)).statusCode).toBe(403);
    expect((await a.api.del(base)).json()).toEqual({ ok: true });
    expect((await a.api.get(base)).statusCode).toBe(404);
  });
});
