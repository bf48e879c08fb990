import { PERMISSIONS, type TPermission, type TRole, type TRoleConflict } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/access';
import * as repo from './roles.repo';

/**
 * Rules shared by the role, user and invitation calls:
 * - nobody creates, changes, deletes or hands out a role holding a permission they lack (no
 *   escalation through roles, new users or invitations, and no demoting a stronger role);
 * - the administrator role never loses a permission;
 * - a company always keeps an active user who may manage both users and roles.
 */

const KNOWN = new Set<string>(PERMISSIONS);

/** The permissions that keep a company manageable; at least one active user holds both. */
const KEEPER_PERMISSIONS: readonly TPermission[] = ['users.manage', 'roles.manage'];

/** A stored permission list as the catalogue knows it (entries of a retired permission are dropped). */
const knownPermissions = (list: readonly string[]): TPermission[] =>
  list.filter((p): p is TPermission => KNOWN.has(p));

export const roleConflict = (reason: TRoleConflict['reason'], message: string) =>
  new AppError(409, 'CONFLICT', message, { reason } satisfies TRoleConflict);

export const roleNotFound = () => notFound('Role');

/** 403 unless the caller holds every one of the permissions (super administrators hold all). */
function assertHolds(auth: AuthContext, permissions: readonly string[], message: string) {
  if (auth.isSuperAdmin) return;
  if (!permissions.every((p) => !KNOWN.has(p) || auth.permissions.has(p))) throw forbidden(message);
}

/**
 * Creating, renaming, changing or deleting a role needs every permission it holds, before and
 * after the change: someone weaker than a role can neither strengthen it nor take rights from it.
 */
export const assertCanEditRole = (auth: AuthContext, ...permissionLists: (readonly string[])[]) =>
  assertHolds(auth, permissionLists.flat(), 'You can only change roles whose permissions you hold yourself');

const ADMINISTRATOR_SLUG = 'administrator';

/**
 * The built-in administrator role keeps every permission it has, so its holders can always undo
 * what anyone else did to the company's roles.
 */
export function assertKeepsAdministratorRights(
  role: { slug: string; isSystem: boolean; permissions: readonly string[] },
  nextPermissions: readonly string[],
) {
  if (!role.isSystem || role.slug !== ADMINISTRATOR_SLUG) return;
  const next = new Set(nextPermissions);
  const lost = knownPermissions(role.permissions).filter((p) => !next.has(p));
  if (lost.length === 0) return;
  throw new AppError(403, 'FORBIDDEN', 'The administrator role keeps all its permissions', {
    reason: 'administrator-role',
    permissions: lost,
  });
}

/** Giving someone a role, or inviting them into it, needs every permission of the role. */
export const assertCanAssign = (auth: AuthContext, role: { permissions: readonly string[] }) =>
  assertHolds(auth, role.permissions, 'You can only give roles whose permissions you hold yourself');

/** Changing a user needs every permission of the role they hold now. */
export const assertCanManage = (auth: AuthContext, role: { permissions: readonly string[] } | null) =>
  assertHolds(auth, role?.permissions ?? [], 'You can only change users whose permissions you hold yourself');

/**
 * Call at the end of a transaction that changed roles or users (after `repo.lockStructure`):
 * 409 `last-manager` when no active user of the company could manage users and roles any more.
 */
export async function assertKeepsManager(db: DbOrTx, structureId: string) {
  if ((await repo.countActiveHolders(db, structureId, KEEPER_PERMISSIONS)) > 0) return;
  throw roleConflict(
    'last-manager',
    'The company would have no active user left who can manage users and roles',
  );
}

export function toRoleView(role: repo.RoleWithCount): TRole {
  return {
    id: role.id,
    slug: role.slug,
    name: role.name,
    permissions: knownPermissions(role.permissions),
    isSystem: role.isSystem,
    userCount: role.userCount,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}
