import type { Api } from '../structure/structure.test-support';

/** A menu with a root category, a sub-category and an item, made through the API. */
export async function makeMenu(api: Api, title = 'Garden Menu', extra: Record<string, unknown> = {}) {
  const menu = (
    await api.post('/online-menu/create', { title, language: 'en', currency: 'EUR', ...extra })
  ).json();
  const base = `/online-menu/edit/${menu.slug}`;
  const category = (await api.post(`${base}/create-category`, { title: 'Coffee' })).json();
  const sub = (
    await api.post(`${base}/create-category`, { title: 'Cold coffee', parentId: category.id })
  ).json();
  const item = (
    await api.post(`${base}/create-item`, {
      categoryId: category.id,
      title: 'Flat white',
      price: 390,
      allergenText: 'Milk',
      options: [{ name: 'Regular', unitType: 'volume', amount: 250, price: 390 }],
      addons: [{ name: 'Milk', options: [{ name: 'Oat', price: 50 }], min: 0, max: 1 }],
    })
  ).json();
  return { menu, base, category, sub, item, slug: menu.slug as string };
}
