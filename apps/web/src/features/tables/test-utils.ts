import type { TTableGroups } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enTables from '../../../../api/src/modules/i18n/locales/en/tables.json';

addEnglishPack('tables', enTables);

export { renderAt } from '@/test/render';

export const MANAGER = makeUser({
  role: { slug: 'manager', name: 'Manager' },
  permissions: ['tables.manage', 'menus.manage'],
});

export const IDS = {
  oldTown: '11111111-1111-4111-8111-111111111111',
  menu: '22222222-2222-4222-8222-222222222222',
  hall: '33333333-3333-4333-8333-333333333333',
  table1: '44444444-4444-4444-8444-444444444444',
} as const;

export const LOCATIONS = {
  items: [
    { id: IDS.oldTown, parentId: null, name: 'Old Town', slug: 'old-town', address: null, imageUrl: null },
  ],
};

export const MENUS = {
  items: [
    {
      id: IDS.menu,
      slug: 'linden-cafe',
      title: 'Linden Café',
      subTitle: null,
      language: 'en',
      currency: 'EUR',
      locationId: IDS.oldTown,
      isActive: true,
      logo: null,
      version: 3,
      updatedAt: '2026-01-10T10:00:00.000Z',
      categoriesCount: 2,
      itemsCount: 8,
    },
  ],
};

export function groups(list: TTableGroups['groups']): TTableGroups {
  return { location: { id: IDS.oldTown, name: 'Old Town', slug: 'old-town' }, groups: list };
}
