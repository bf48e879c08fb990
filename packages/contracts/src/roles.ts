import { ZPermission } from './permissions';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * Roles are data (SPEC point 6): each company has the built-in administrator, manager and waiter
 * roles and may add its own. A role is a name, a slug (fixed once made) and a list of permissions
 * from the catalogue (PERMISSIONS, explained in docs/permissions.md).
 */

export const ROLE_PERMISSIONS_MAX = 100;

export const ZRoleName = z.string().trim().min(1).max(80);
/** A role's slug: lowercase Latin letters and digits joined by single hyphens. */
export const ZRoleSlug = ZSlug;

/** Permissions sent by the role editor; every entry must be in the catalogue, repeats are dropped. */
export const ZPermissionList = z
  .array(ZPermission)
  .max(ROLE_PERMISSIONS_MAX)
  .transform((list) => [...new Set(list)]);

export const ZRole = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  permissions: z.array(ZPermission),
  /** A built-in role (administrator, manager, waiter): its slug is fixed and it cannot be deleted. */
  isSystem: z.boolean(),
  /** How many users of the company hold the role. */
  userCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TRole = z.infer<typeof ZRole>;

/** GET /roles: the company's roles, built-in ones first, then by name. */
export const ZRoleList = z.object({ items: z.array(ZRole) });
export type TRoleList = z.infer<typeof ZRoleList>;

export const ZRoleSlugParams = z.object({ slug: ZRoleSlug });
export type TRoleSlugParams = z.infer<typeof ZRoleSlugParams>;

/** A new role; the slug is made from the name when absent. */
export const ZCreateRoleBody = z.object({
  name: ZRoleName,
  slug: ZRoleSlug.optional(),
  permissions: ZPermissionList,
});
export type TCreateRoleBody = z.infer<typeof ZCreateRoleBody>;

/** Renames a role (built-in ones too); the slug never changes. */
export const ZUpdateRoleBody = z.object({ slug: ZRoleSlug, name: ZRoleName });
export type TUpdateRoleBody = z.infer<typeof ZUpdateRoleBody>;

/** Replaces a role's permission list. */
export const ZUpdateRolePermissionBody = z.object({ slug: ZRoleSlug, permissions: ZPermissionList });
export type TUpdateRolePermissionBody = z.infer<typeof ZUpdateRolePermissionBody>;

/**
 * `details.reason` of a 409 CONFLICT from the role and user calls:
 * `slug-taken` (another role of the company has the slug), `role-in-use` (users hold the role),
 * `system-role` (built-in roles cannot be deleted), `last-manager` (the change would leave the
 * company without an active user who holds both users.manage and roles.manage).
 */
export const ROLE_CONFLICT_REASONS = ['slug-taken', 'role-in-use', 'system-role', 'last-manager'] as const;
export const ZRoleConflict = z.object({ reason: z.enum(ROLE_CONFLICT_REASONS) });
export type TRoleConflict = z.infer<typeof ZRoleConflict>;
