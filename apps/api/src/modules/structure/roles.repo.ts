import { SYSTEM_ROLE_PERMISSIONS, SYSTEM_ROLE_SLUGS, type TSystemRoleSlug } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { roles } from '../../db/schema';

const SYSTEM_ROLE_NAMES: Record<TSystemRoleSlug, string> = {
  administrator: 'Administrator',
  manager: 'Manager',
  waiter: 'Waiter',
};

/** Every company starts with the built-in roles; returns their ids by slug. */
export async function createSystemRoles(db: DbOrTx, structureId: string) {
  const rows = await db
    .insert(roles)
    .values(
      SYSTEM_ROLE_SLUGS.map((slug) => ({
        structureId,
        slug,
        name: SYSTEM_ROLE_NAMES[slug],
        permissions: [...SYSTEM_ROLE_PERMISSIONS[slug]],
        isSystem: true,
      })),
    )
    .returning({ id: roles.id, slug: roles.slug });
  return Object.fromEntries(rows.map((r) => [r.slug, r.id])) as Record<TSystemRoleSlug, string>;
}
