import type { TPermission, TRole } from '@guestloop/contracts';
import { PERMISSIONS, SYSTEM_ROLE_PERMISSIONS } from '@guestloop/contracts';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enRoles from '../../../../api/src/modules/i18n/locales/en/roles.json';

addEnglishPack('roles', enRoles);

export { renderAt } from '@/test/render';

const CREATED = '2025-01-10T09:00:00.000Z';

export const ADMIN = makeUser({ permissions: [...PERMISSIONS] });

let n = 0;
export function role(
  slug: string,
  name: string,
  permissions: readonly TPermission[],
  extra: Partial<TRole> = {},
): TRole {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug,
    name,
    permissions: [...permissions],
    isSystem: false,
    userCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...extra,
  };
}

export const SYSTEM_ROLES = [
  role('administrator', 'Administrator', SYSTEM_ROLE_PERMISSIONS.administrator, {
    isSystem: true,
    userCount: 1,
  }),
  role('manager', 'Manager', SYSTEM_ROLE_PERMISSIONS.manager, { isSystem: true, userCount: 2 }),
  role('waiter', 'Waiter', SYSTEM_ROLE_PERMISSIONS.waiter, { isSystem: true, userCount: 5 }),
];
