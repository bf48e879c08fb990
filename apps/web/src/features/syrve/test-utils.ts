import type { TSyrveProducts } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enSyrve from '../../../../api/src/modules/i18n/locales/en/syrve.json';

addEnglishPack('syrve', enSyrve);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({ permissions: ['menus.manage'] });
export const SLUG = 'linden-cafe';
export const PRODUCTS_URL = `/api/v1/syrve/${SLUG}/products`;

export const MENUS = {
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      slug: SLUG,
      title: 'Linden Café',
      subTitle: null,
      language: 'en',
      currency: 'EUR',
      locationId: null,
      isActive: true,
      logo: null,
      version: 3,
      updatedAt: '2026-01-10T10:00:00.000Z',
      categoriesCount: 1,
      itemsCount: 2,
    },
  ],
};

const COFFEE = '33333333-3333-4333-8333-333333333333';
export const ESPRESSO_ITEM = '44444444-4444-4444-8444-444444444444';
export const LATTE_ITEM = '55555555-5555-4555-8555-555555555555';

/** A mapping: two Syrve products, the menu's two items, the espresso linked and stopped by Syrve. */
export function mapping(overrides: Partial<TSyrveProducts> = {}): TSyrveProducts {
  return {
    connected: true,
    fetchedAt: '2026-01-10T10:00:00.000Z',
    fetchError: null,
    total: 2,
    products: [
      {
        id: 'p-espresso',
        name: 'Espresso',
        description: null,
        code: '101',
        groupName: 'Coffee',
        price: 280,
        links: [{ itemId: ESPRESSO_ITEM, itemTitle: 'Espresso', menuSlug: SLUG }],
      },
      {
        id: 'p-matcha',
        name: 'Matcha Latte',
        description: 'Whisked',
        code: '104',
        groupName: 'Coffee',
        price: 520,
        links: [],
      },
    ],
    items: [
      {
        id: ESPRESSO_ITEM,
        title: 'Espresso',
        categoryId: COFFEE,
        soldOut: true,
        productId: 'p-espresso',
        productName: 'Espresso',
        stoppedByPos: true,
      },
      {
        id: LATTE_ITEM,
        title: 'Caffè Latte',
        categoryId: COFFEE,
        soldOut: false,
        productId: null,
        productName: null,
        stoppedByPos: false,
      },
    ],
    categories: [{ id: COFFEE, title: 'Coffee & Tea', parentId: null }],
    ...overrides,
  };
}
