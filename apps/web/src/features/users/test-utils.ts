import type { TRole, TStaffUser } from '@guestloop/contracts';
import { PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enUsers from '../../../../api/src/modules/i18n/locales/en/users.json';

addEnglishPack('users', enUsers);

export { withOffsetParent } from '@/test/dom';
export { renderAt } from '@/test/render';

const CREATED = '2025-01-10T09:00:00.000Z';

export const ADMIN = makeUser({ permissions: [...PERMISSIONS] });

export const staff = (overrides: Partial<TStaffUser> & Pick<TStaffUser, 'id' | 'name'>): TStaffUser => ({
  email: `${overrides.name.split(' ')[0]?.toLowerCase()}@example.com`,
  imageUrl: null,
  language: 'en',
  role: { slug: 'waiter', name: 'Waiter' },
  status: 'active',
  locations: [],
  createdAt: CREATED,
  ...overrides,
});

export const SELF = staff({ id: ADMIN.id, name: ADMIN.name, email: ADMIN.email, role: ADMIN.role });
export const BEN = staff({ id: '5b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ben Carter' });

const role = (slug: string, name: string, permissions: readonly string[], isSystem = true): TRole => ({
  id: `00000000-0000-4000-8000-${slug.length.toString().padStart(12, '0')}`,
  slug,
  name,
  permissions: permissions as TRole['permissions'],
  isSystem,
  userCount: 1,
  createdAt: CREATED,
  updatedAt: CREATED,
});

export const ROLES = {
  items: [
    role('administrator', 'Administrator', SYSTEM_ROLE_PERMISSIONS.administrator),
    role('manager', 'Manager', SYSTEM_ROLE_PERMISSIONS.manager),
    role('waiter', 'Waiter', SYSTEM_ROLE_PERMISSIONS.waiter),
  ],
};

export const page = (items: TStaffUser[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
