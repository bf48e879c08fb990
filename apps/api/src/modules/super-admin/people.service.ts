import {
  PERMISSIONS,
  type TLanguage,
  type TOk,
  type TPermission,
  type TSuperAdminRole,
  type TSuperAdminRolePage,
  type TSuperAdminUpdateRoleBody,
  type TSuperAdminUser,
  type TSuperAdminUserInfo,
  type TSuperAdminUserLocations,
  type TSuperAdminUserPage,
} from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { type StorageProvider, storageKeyFromUrl } from '../../providers/storage';
import { assertKeepsManager, lockStructure, roleNotFound } from '../roles';
import * as repo from './people.repo';

const KNOWN = new Set<string>(PERMISSIONS);
const known = (list: readonly string[]) => list.filter((p): p is TPermission => KNOWN.has(p));
const userNotFound = () => notFound('User');

function toUser(row: repo.UserRow): TSuperAdminUser {
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    isSuperAdmin: user.isSuperAdmin,
    structure: row.structure,
    role: row.role ? { id: row.role.id, name: row.role.name, slug: row.role.slug } : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, filter: repo.UserFilter): Promise<TSuperAdminUserPage> {
  const { items, total } = await repo.listUsers(db, filter);
  return { items: items.map(toUser), total, page: filter.page, pageSize: filter.pageSize };
}

export async function userInfo(db: Db, id: string): Promise<TSuperAdminUserInfo> {
  const row = await repo.findUser(db, id);
  if (!row) throw userNotFound();
  const [places, sessions] = await Promise.all([repo.locationsOfUser(db, id), repo.sessionsOfUser(db, id)]);
  return {
    ...toUser(row),
    language: row.user.language as TLanguage,
    emailVerified: row.user.emailVerifiedAt !== null,
    permissions: row.user.isSuperAdmin ? [...PERMISSIONS] : known(row.role?.permissions ?? []),
    locations: places.map((l) => l.name),
    sessionCount: sessions.count,
    lastSeenAt: sessions.lastSeenAt ? new Date(sessions.lastSeenAt).toISOString() : null,
  };
}

export async function userLocations(db: Db, id: string): Promise<TSuperAdminUserLocations> {
  if (!(await repo.findUser(db, id))) throw userNotFound();
  return { items: await repo.locationsOfUser(db, id) };
}

/**
 * Deletes an account (its sessions and assignments go with it). Nobody deletes themselves here
 * (the profile has its own call), and a company keeps a user who can manage users and roles.
 */
export async function deleteUser(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  callerId: string,
  id: string,
): Promise<TOk> {
  if (id === callerId) {
    throw new AppError(409, 'CONFLICT', 'Delete your own account from your profile', { reason: 'self' });
  }
  const imageUrl = await db.transaction(async (tx) => {
    const row = await repo.findUser(tx, id);
    if (!row) throw userNotFound();
    if (row.user.structureId) await lockStructure(tx, row.user.structureId);
    await repo.deleteUser(tx, id);
    if (row.user.structureId && !row.user.isSuperAdmin) await assertKeepsManager(tx, row.user.structureId);
    return row.user.imageUrl;
  });
  const key = storageKeyFromUrl(storage, imageUrl);
  if (key) await storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file'));
  return { ok: true };
}

function toRole(row: repo.RoleRow): TSuperAdminRole {
  return {
    id: row.role.id,
    structure: row.structure?.id ? { id: row.structure.id, name: row.structure.name } : null,
    slug: row.role.slug,
    name: row.role.name,
    permissions: known(row.role.permissions),
    isSystem: row.role.isSystem,
    userCount: row.userCount,
  };
}

export async function listRoles(db: Db, filter: repo.RoleFilter): Promise<TSuperAdminRolePage> {
  const { items, total } = await repo.listRoles(db, filter);
  return { items: items.map(toRole), total, page: filter.page, pageSize: filter.pageSize };
}

export async function getRole(db: Db, id: string): Promise<TSuperAdminRole> {
  const row = await repo.findRole(db, id);
  if (!row) throw roleNotFound();
  return toRole(row);
}

/**
 * Renames a role or replaces its permissions. The built-in administrator role keeps every
 * permission, and the company keeps an active user who can manage users and roles.
 */
export async function updateRole(db: Db, body: TSuperAdminUpdateRoleBody): Promise<TSuperAdminRole> {
  await db.transaction(async (tx) => {
    const row = await repo.findRole(tx, body.id);
    if (!row) throw roleNotFound();
    const { role } = row;
    if (role.structureId) await lockStructure(tx, role.structureId);
    if (body.permissions && role.isSystem && role.slug === 'administrator') {
      const next = new Set<string>(body.permissions);
      if (known(role.permissions).some((p) => !next.has(p))) {
        throw new AppError(403, 'FORBIDDEN', 'The administrator role keeps all its permissions', {
          reason: 'administrator-role',
        });
      }
    }
    await repo.updateRole(tx, body.id, { name: body.name, permissions: body.permissions });
    if (role.structureId && body.permissions) await assertKeepsManager(tx, role.structureId);
  });
  return getRole(db, body.id);
}
