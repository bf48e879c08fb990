import {
  DEFAULT_ORDERING_SETTINGS,
  NOT_PAUSED,
  type TMenu,
  type TMenuCategory,
  type TMenuItem,
  type TMenuList,
} from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enMenus from '../../../../api/src/modules/i18n/locales/en/menus.json';

addEnglishPack('menus', enMenus);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['menus.manage', 'media.manage'],
});

export const IDS = {
  menu: 'a1111111-1111-4111-8111-111111111111',
  drinks: 'b2222222-2222-4222-8222-222222222222',
  coffee: 'c3333333-3333-4333-8333-333333333333',
  food: 'd4444444-4444-4444-8444-444444444444',
  latte: 'e5555555-5555-4555-8555-555555555555',
  tea: 'f6666666-6666-4666-8666-666666666666',
  juice: 'a7777777-7777-4777-8777-777777777777',
  created: 'a8888888-8888-4888-8888-888888888888',
} as const;

const UPDATED = '2025-03-01T10:00:00.000Z';

export function item(
  id: string,
  categoryId: string,
  title: string,
  overrides: Partial<TMenuItem> = {},
): TMenuItem {
  return {
    id,
    categoryId,
    title,
    subTitle: null,
    description: null,
    price: 450,
    images: [],
    position: 0,
    soldOut: false,
    availability: null,
    settings: { titleTranslate: {}, allergenText: null, options: [], addons: [], relatedItemIds: [] },
    ...overrides,
  };
}

export function category(
  id: string,
  title: string,
  items: TMenuItem[] = [],
  subCategories: TMenuCategory['subCategories'] = [],
  parentId: string | null = null,
): TMenuCategory {
  return { id, parentId, title, subTitle: null, image: null, position: 0, items, subCategories };
}

export function menu(overrides: Partial<TMenu> = {}): TMenu {
  return {
    id: IDS.menu,
    slug: 'linden-cafe',
    title: 'Linden Café',
    subTitle: null,
    language: 'en',
    currency: 'EUR',
    locationId: null,
    isActive: false,
    logo: null,
    background: null,
    version: 3,
    updatedAt: UPDATED,
    settings: {
      hero: { title: null, content: null },
      relatedItems: { title: null, itemIds: [] },
      variants: { name: null, content: null },
      footerLinks: [],
      workDetails: { address: null, hours: null },
      delivery: { title: null, content: null },
      ordering: DEFAULT_ORDERING_SETTINGS,
      pause: NOT_PAUSED,
    },
    categories: [],
    ...overrides,
  };
}

/** Drinks (Latte, Tea, and a "Coffee" sub-category with Juice) and an empty Food category. */
export function fullMenu(overrides: Partial<TMenu> = {}): TMenu {
  const coffee = {
    ...category(IDS.coffee, 'Coffee', [item(IDS.juice, IDS.coffee, 'Orange juice')], [], IDS.drinks),
  };
  const { subCategories: _none, ...sub } = coffee;
  return menu({
    categories: [
      category(
        IDS.drinks,
        'Drinks',
        [
          item(IDS.latte, IDS.drinks, 'Latte', { position: 0 }),
          item(IDS.tea, IDS.drinks, 'Tea', { position: 1, price: 300 }),
        ],
        [sub],
      ),
      category(IDS.food, 'Food'),
    ],
    ...overrides,
  });
}

export function listEntry(title: string, slug: string, overrides: Partial<TMenuList['items'][number]> = {}) {
  const { categories: _c, background: _b, settings: _s, ...summary } = menu({ title, slug });
  return { ...summary, categoriesCount: 2, itemsCount: 5, ...overrides };
}

export const conflict = (details: unknown) => ({
  status: 409,
  body: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details },
});
