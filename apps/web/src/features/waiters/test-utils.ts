import type { TTableGroups, TWaiter } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enWaiters from '../../../../api/src/modules/i18n/locales/en/waiters.json';

addEnglishPack('waiters', enWaiters);

export { withOffsetParent } from '@/test/dom';
export { renderAt } from '@/test/render';

export const MANAGER = makeUser({ permissions: ['tables.manage'] });

export const IDS = {
  oldTown: '11111111-1111-4111-8111-111111111111',
  hall: '33333333-3333-4333-8333-333333333333',
  terrace: '55555555-5555-4555-8555-555555555555',
  table1: '44444444-4444-4444-8444-444444444441',
  table2: '44444444-4444-4444-8444-444444444442',
  table3: '44444444-4444-4444-8444-444444444443',
  maria: '66666666-6666-4666-8666-666666666666',
} as const;

export const LOCATIONS = {
  items: [
    { id: IDS.oldTown, parentId: null, name: 'Old Town', slug: 'old-town', address: null, imageUrl: null },
  ],
};

const table = (id: string, groupId: string, name: string, position: number) => ({
  id,
  groupId,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  seats: null,
  position,
});

export const GROUPS: TTableGroups = {
  location: { id: IDS.oldTown, name: 'Old Town', slug: 'old-town' },
  groups: [
    {
      id: IDS.hall,
      locationId: IDS.oldTown,
      name: 'Main hall',
      slug: 'main-hall',
      position: 0,
      tables: [table(IDS.table1, IDS.hall, 'Table 1', 0), table(IDS.table2, IDS.hall, 'Table 2', 1)],
    },
    {
      id: IDS.terrace,
      locationId: IDS.oldTown,
      name: 'Terrace',
      slug: 'terrace',
      position: 1,
      tables: [table(IDS.table3, IDS.terrace, 'Terrace 1', 0)],
    },
  ],
};

export const MARIA: TWaiter = {
  userId: IDS.maria,
  name: 'Maria Lopez',
  email: 'maria@example.com',
  role: { slug: 'waiter', name: 'Waiter' },
  tableIds: [IDS.table1],
};
