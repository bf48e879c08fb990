import { DEFAULT_ORDERING_SETTINGS, NOT_PAUSED, type TPublicMenu } from '@guestloop/contracts';
import type { PublicItem } from '../model/pricing';

const settings = (overrides: Partial<PublicItem['settings']> = {}): PublicItem['settings'] => ({
  titleTranslate: {},
  allergenText: null,
  options: [],
  addons: [],
  relatedItemIds: [],
  ...overrides,
});

export function makeItem(id: string, overrides: Partial<PublicItem> = {}): PublicItem {
  return {
    id,
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    title: 'Item',
    subTitle: null,
    description: null,
    price: 500,
    images: [],
    soldOut: false,
    availability: null,
    settings: settings(),
    ...overrides,
  };
}

export const LATTE = makeItem('00000000-0000-4000-8000-000000000001', {
  title: 'Latte',
  description: 'Espresso with steamed milk',
  price: 390,
  settings: settings({
    titleTranslate: { de: 'Milchkaffee' },
    allergenText: 'Contains milk.',
    options: [
      { name: 'Regular', unitType: 'volume', amount: 250, price: 390 },
      { name: 'Large', unitType: 'volume', amount: 350, price: 450 },
    ],
    addons: [
      {
        name: 'Milk',
        min: 1,
        max: 1,
        options: [
          { name: 'Whole milk', price: 0 },
          { name: 'Oat milk', price: 50 },
        ],
      },
      {
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          { name: 'Extra shot', price: 80 },
          { name: 'Vanilla syrup', price: 50 },
          { name: 'Caramel syrup', price: 50 },
        ],
      },
    ],
    relatedItemIds: ['00000000-0000-4000-8000-000000000003'],
  }),
});
export const PANCAKES = makeItem('00000000-0000-4000-8000-000000000002', {
  title: 'Pancakes',
  subTitle: 'With maple syrup',
  description: 'Fluffy buttermilk pancakes',
  price: 850,
  availability: { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '08:00', to: '12:00' },
});
export const CROISSANT = makeItem('00000000-0000-4000-8000-000000000003', {
  title: 'Croissant',
  description: 'Butter croissant, baked this morning',
  price: 280,
  soldOut: true,
});
export const LEMONADE = makeItem('00000000-0000-4000-8000-000000000004', { title: 'Lemonade', price: 400 });

const category = (
  id: string,
  title: string,
  items: PublicItem[],
  subCategories: TPublicMenu['categories'][number]['subCategories'] = [],
) => ({
  id,
  title,
  subTitle: null,
  image: null,
  items,
  subCategories,
});

export function makeMenu(overrides: Partial<TPublicMenu> = {}): TPublicMenu {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    slug: 'linden-cafe',
    title: 'Linden Café',
    subTitle: 'Coffee under the linden trees',
    language: 'en',
    currency: 'EUR',
    logo: null,
    background: null,
    version: 1,
    settings: {
      hero: { title: 'Good morning!', content: 'Order at your table.' },
      relatedItems: { title: 'Goes well with coffee', itemIds: [CROISSANT.id] },
      variants: { name: null, content: null },
      footerLinks: [{ label: 'Instagram', url: 'https://www.instagram.com/lindencafe' }],
      workDetails: { address: '12 Linden Square', hours: { kind: 'text', text: 'Daily 8–22' } },
      delivery: { title: 'Takeaway', content: 'Everything to go.' },
      ordering: { ...DEFAULT_ORDERING_SETTINGS, delivery: true },
      pause: NOT_PAUSED,
    },
    timeZone: 'UTC',
    categories: [
      category(
        '00000000-0000-4000-8000-0000000000c1',
        'Coffee',
        [LATTE],
        [
          {
            id: '00000000-0000-4000-8000-0000000000c3',
            title: 'Cold drinks',
            subTitle: null,
            image: null,
            items: [LEMONADE],
          },
        ],
      ),
      category('00000000-0000-4000-8000-0000000000c2', 'Breakfast', [PANCAKES, CROISSANT]),
      category('00000000-0000-4000-8000-0000000000c4', 'Empty', []),
    ],
    ...overrides,
  };
}
