import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_ORG,
  FAKE_TERMINAL,
  type FakeSyrve,
  startFakeSyrve,
} from '../../providers/pos/syrve.test-support';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { makeMenu } from '../menus/menus.test-support';
import { type Company, newCompany } from '../structure/structure.test-support';

const ESPRESSO = '0f1e2d3c-0001-4000-8000-000000000001';
const MATCHA = '0f1e2d3c-0004-4000-8000-000000000004';

describe('Syrve: the check, products, links and items made from products', () => {
  let fake: FakeSyrve;
  let t: TestApp;
  let a: Company;
  let menu: Awaited<ReturnType<typeof makeMenu>>;
  const products = (query = '') => a.api.get(`/syrve/${menu.slug}/products${query}`);

  beforeAll(async () => {
    fake = await startFakeSyrve({ apiLogins: ['alpha-login'] });
    t = await createTestApp({ SYRVE_API_URL: fake.url }, { jobs: { autoStart: false } });
    a = await newCompany(t);
    menu = await makeMenu(a.api, 'Syrve Garden');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const save = (secrets: Record<string, string>, settings: Record<string, string> = {}) =>
    a.api.post('/structure/integration/update', { serviceUid: 'syrve', settings, secrets });
  const check = async () =>
    (await a.api.post('/structure/integration/check', { serviceUid: 'syrve' })).json();

  it('shows an empty mapping until Syrve is saved and turned on', async () => {
    const res = await products();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ connected: false, products: [], total: 0, fetchedAt: null });
    expect(res.json().items.map((i: { title: string }) => i.title)).toEqual(['Flat white']);
    expect(fake.state.calls).toEqual([]);
  });

  it('checks the API login: refused, an unknown organization, the only one used, unreachable', async () => {
    await save({ apiLogin: 'wrong-login' });
    expect(await check()).toMatchObject({ ok: false, code: 'unauthorized' });
    await save({ apiLogin: 'alpha-login' }, { organizationId: 'no-such-org' });
    expect(await check()).toMatchObject({ ok: false, code: 'not-found' });
    await save({}, {});
    const ok = await check();
    expect(ok).toMatchObject({ ok: true });
    expect(ok.message).toContain(`${FAKE_ORG.name} (${FAKE_ORG.id})`);
    expect(ok.message).toContain(FAKE_TERMINAL.name);
    await save({}, { organizationId: FAKE_ORG.id, terminalGroupId: FAKE_TERMINAL.id });
    expect(await check()).toEqual(expect.objectContaining({ ok: true, message: null }));

    fake.state.organizations.push({ id: 'second-org', name: 'Second Café' });
    await save({}, {});
    expect(await check()).toMatchObject({ ok: false, code: 'missing-fields' });
    fake.state.organizations.pop();

    fake.state.down = true;
    expect(await check()).toMatchObject({ ok: false, code: 'unreachable' });
    fake.state.down = false;
  });

  it('fetches the orderable products once turned on, searches them and takes a new token when one expires', async () => {
    await a.api.post('/structure/integration/enable', { serviceUid: 'syrve', enabled: true });
    const all = (await products()).json();
    expect(all).toMatchObject({ connected: true, fetchError: null, total: 6 });
    expect(all.products.map((p: { name: string }) => p.name)).not.toContain('Oat milk');
    expect(all.products.find((p: { id: string }) => p.id === MATCHA)).toMatchObject({
      name: 'Matcha Latte',
      description: 'Ceremonial matcha whisked with steamed milk',
      groupName: 'Coffee',
      code: '104',
      price: 520,
      links: [],
    });
    const calls = fake.state.calls.length;
    const found = (await products('?q=bakery')).json();
    expect(found.products.map((p: { name: string }) => p.name)).toEqual([
      'Butter Croissant',
      'Cinnamon Roll',
    ]);
    expect((await products('?q=10')).json().total).toBe(4);
    expect(fake.state.calls.length).toBe(calls);

    fake.expireTokens();
    fake.state.products.push({ id: 'p-new', name: 'Iced Tea', price: 3, groupId: 'g-coffee', code: '105' });
    const refreshed = (await products('?refresh=true&q=iced')).json();
    expect(refreshed.products.map((p: { name: string }) => p.name)).toEqual(['Iced Tea']);
    expect(fake.state.calls.slice(-4)).toEqual([
      'organizations',
      'access_token',
      'organizations',
      'nomenclature',
    ]);
  });

  it('says why a fetch failed and keeps the products of the last good one', async () => {
    fake.state.apiLogins.delete('alpha-login');
    fake.expireTokens();
    const res = (await products('?refresh=true&q=espresso')).json();
    expect(res.fetchError).toMatchObject({ code: 'unauthorized' });
    expect(res.products.map((p: { id: string }) => p.id)).toEqual([ESPRESSO]);
    fake.state.apiLogins.add('alpha-login');
  });

  it('links an item to a product, replaces the product, and unlinks it', async () => {
    const link = (productId: string) =>
      a.api.post(`/syrve/${menu.slug}/connect`, {
        syrve_product_id: productId,
        online_menu_item_id: menu.item.id,
      });
    expect((await link(ESPRESSO)).json().item).toMatchObject({ id: menu.item.id, productId: ESPRESSO });
    expect((await link(MATCHA)).json().item).toMatchObject({ productId: MATCHA });
    const listed = (await products('?q=matcha')).json();
    expect(listed.products[0].links).toEqual([
      { itemId: menu.item.id, itemTitle: 'Flat white', menuSlug: menu.slug },
    ]);
    expect(listed.items[0]).toMatchObject({
      id: menu.item.id,
      productId: MATCHA,
      productName: 'Matcha Latte',
      stoppedByPos: false,
    });
    expect((await link('no-such-product')).statusCode).toBe(404);

    const off = await a.api.post(`/syrve/${menu.slug}/disconnect`, { online_menu_item_id: menu.item.id });
    expect(off.json().item).toMatchObject({ productId: null });
    const again = await a.api.post(`/syrve/${menu.slug}/disconnect`, { online_menu_item_id: menu.item.id });
    expect(again.statusCode).toBe(404);
  });

  it('makes an item from a product, linked to it, in the chosen category', async () => {
    const res = await a.api.post(`/syrve/${menu.slug}/create`, {
      syrve_product_id: MATCHA,
      category_slug: menu.sub.id,
    });
    expect(res.statusCode).toBe(200);
    const item = res.json().item;
    expect(item).toMatchObject({ title: 'Matcha Latte', categoryId: menu.sub.id, productId: MATCHA });
    const editor = (await a.api.get(`/online-menu/edit/${menu.slug}`)).json();
    const made = editor.categories[0].subCategories[0].items[0];
    expect(made).toMatchObject({
      id: item.id,
      price: 520,
      description: 'Ceremonial matcha whisked with steamed milk',
    });
    const unknownCategory = await a.api.post(`/syrve/${menu.slug}/create`, {
      syrve_product_id: MATCHA,
      category_slug: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCategory.statusCode).toBe(404);
  });

  it("keeps another company from linking to this company's items or products", async () => {
    const b = await newCompany(t);
    const theirs = await makeMenu(b.api, 'Beta Menu');
    const tries = [
      b.api.post(`/syrve/${theirs.slug}/connect`, {
        syrve_product_id: ESPRESSO,
        online_menu_item_id: menu.item.id,
      }),
      b.api.post(`/syrve/${menu.slug}/connect`, {
        syrve_product_id: ESPRESSO,
        online_menu_item_id: menu.item.id,
      }),
      b.api.post(`/syrve/${theirs.slug}/connect`, {
        syrve_product_id: ESPRESSO,
        online_menu_item_id: theirs.item.id,
      }),
      b.api.post(`/syrve/${theirs.slug}/create`, {
        syrve_product_id: ESPRESSO,
        category_slug: theirs.category.id,
      }),
      b.api.post(`/syrve/${menu.slug}/disconnect`, { online_menu_item_id: menu.item.id }),
      b.api.get(`/syrve/${menu.slug}/products`),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(404);
    const view = (await b.api.get(`/syrve/${theirs.slug}/products`)).json();
    expect(view).toMatchObject({ connected: false, products: [] });
    expect(JSON.stringify(view)).not.toContain('Matcha');

    const waiter = await a.member('waiter');
    expect((await waiter.api.get(`/syrve/${menu.slug}/products`)).statusCode).toBe(403);
  });
});
