import type { TPermission, TUser } from '@guestloop/contracts';

/** One permission, or a list of which any one will do. */
export type PermissionNeed = TPermission | readonly TPermission[];

/** Whose permissions are asked: the signed-in user (the super admin flag is optional for callers). */
export type PermissionHolder = Pick<TUser, 'permissions'> & Partial<Pick<TUser, 'isSuperAdmin'>>;

/**
 * The one permission check of the UI, decided as the API decides it: a super admin may do
 * everything, anybody else needs the permission (or, for a list, any one of them). Nobody signed
 * in may do nothing.
 */
export function can(user: PermissionHolder | null | undefined, need: PermissionNeed): boolean {
  if (!user) return false;
  if (user.isSuperAdmin) return true;
  const wanted: readonly TPermission[] = typeof need === 'string' ? [need] : need;
  return wanted.some((permission) => user.permissions.includes(permission));
}
