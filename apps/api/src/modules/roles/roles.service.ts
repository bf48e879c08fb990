import type {
  TCreateRoleBody,
  TRole,
  TRoleList,
  TUpdateRoleBody,
  TUpdateRolePermissionBody,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import type { AuthContext } from '../../plugins/access';
import {
  assertCanEditRole,
  assertKeepsAdministratorRights,
  assertKeepsManager,
  roleConflict,
  roleNotFound,
  toRoleView,
} from './role-rules';
import * as repo from './roles.repo';

const slugTaken = () => roleConflict('slug-taken', 'Another role of the company has this slug');

export async function listRoles(db: Db, structureId: string): Promise<TRoleList> {
  return { items: (await repo.listRoles(db, structureId)).map(toRoleView) };
}

export async function getRole(db: Db, structureId: string, slug: string): Promise<TRole> {
  const role = await repo.findRoleWithCount(db, structureId, slug);
  if (!role) throw roleNotFound();
  return toRoleView(role);
}

/** A custom role; its permissions must be ones the caller holds. The slug comes from the name when absent. */
export async function createRole(db: Db, auth: AuthContext, structureId: string, body: TCreateRoleBody) {
  assertCanEditRole(auth, body.permissions);
  try {
    const slug = await db.transaction(async (tx) => {
      let slug = body.slug;
      if (slug) {
        if (await repo.findRole(tx, structureId, slug)) throw slugTaken();
      } else {
        const base = slugify(body.name, 'role');
        slug = firstFreeSlug(base, await repo.roleSlugsLike(tx, structureId, base));
      }
      await repo.insertRole(tx, structureId, { slug, name: body.name, permissions: body.permissions });
      return slug;
    });
    return getRole(db, structureId, slug);
  } catch (error) {
    // Two roles with the same slug at the same moment.
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** Renames a role the caller is not weaker than; built-in roles may be renamed too, no slug ever changes. */
export async function renameRole(
  db: Db,
  auth: AuthContext,
  structureId: string,
  body: TUpdateRoleBody,
): Promise<TRole> {
  await db.transaction(async (tx) => {
    await repo.lockStructure(tx, structureId);
    const role = await repo.findRole(tx, structureId, body.slug);
    if (!role) throw roleNotFound();
    assertCanEditRole(auth, role.permissions);
    await repo.updateRole(tx, structureId, body.slug, { name: body.name });
  });
  return getRole(db, structureId, body.slug);
}

/**
 * Replaces a role's permissions. The caller must hold every permission of the role before and
 * after, the administrator role loses none, and the company must keep an active user who can
 * manage users and roles (409 `last-manager`). Holders have the new rights on their next request.
 */
export async function setRolePermissions(
  db: Db,
  auth: AuthContext,
  structureId: string,
  body: TUpdateRolePermissionBody,
): Promise<TRole> {
  await db.transaction(async (tx) => {
    await repo.lockStructure(tx, structureId);
    const role = await repo.findRole(tx, structureId, body.slug);
    if (!role) throw roleNotFound();
    assertCanEditRole(auth, role.permissions, body.permissions);
    assertKeepsAdministratorRights(role, body.permissions);
    await repo.updateRole(tx, structureId, body.slug, { permissions: body.permissions });
    await assertKeepsManager(tx, structureId);
  });
  return getRole(db, structureId, body.slug);
}

/**
 * Deletes a custom role nobody holds (409 `system-role` / `role-in-use`) and the caller is not
 * weaker than; its open invitations go with it.
 */
export async function deleteRole(db: Db, auth: AuthContext, structureId: string, slug: string) {
  await db.transaction(async (tx) => {
    await repo.lockStructure(tx, structureId);
    const role = await repo.findRole(tx, structureId, slug);
    if (!role) throw roleNotFound();
    assertCanEditRole(auth, role.permissions);
    if (role.isSystem) throw roleConflict('system-role', 'Built-in roles cannot be deleted');
    if ((await repo.countRoleUsers(tx, structureId, role.id)) > 0) {
      throw roleConflict('role-in-use', 'Users hold this role; give them another role first');
    }
    await repo.deleteRole(tx, structureId, role.id);
  });
  return { ok: true as const };
}
