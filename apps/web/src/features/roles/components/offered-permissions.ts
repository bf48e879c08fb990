import { isPermissionBuilt, PERMISSION_GROUPS, type TPermission } from '@guestloop/contracts';

/**
 * The permissions the role editor offers: those of sections that exist. A permission of a section
 * not built yet stays in the catalogue (a role keeps it, the administrator holds it) but is not
 * shown as a feature until its section is built.
 */
export const OFFERED_GROUPS = PERMISSION_GROUPS.map((group) => ({
  ...group,
  permissions: group.permissions.filter(isPermissionBuilt),
})).filter((group) => group.permissions.length > 0);

export const OFFERED_PERMISSIONS: readonly TPermission[] = OFFERED_GROUPS.flatMap(
  (group) => group.permissions,
);

/** How many of these permissions the editor shows. */
export function offeredCount(permissions: readonly TPermission[]): number {
  return permissions.filter(isPermissionBuilt).length;
}
