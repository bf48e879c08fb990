import {
  isLanguage,
  type TChangeUserPasswordBody,
  type TCreateUserBody,
  type TStaffUser,
  type TStaffUserPage,
  type TUpdateUserBody,
  type TUserExists,
  type TUserLocation,
  type TUserLocations,
  type TUsersQuery,
} from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { AuthContext } from '../../plugins/access';
import * as authRepo from '../auth';
import { deleteUserSessions, emailTaken } from '../auth';
import * as rolesRepo from '../roles';
import { assertCanAssign, assertCanManage, assertKeepsManager, roleNotFound } from '../roles';
import * as repo from './users.repo';

const userNotFound = () => notFound('User');
const locationNotFound = () => notFound('Location');

function toStaffView(row: repo.StaffRow, locations: TUserLocation[]): TStaffUser {
  const { user, role } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    imageUrl: user.imageUrl,
    language: isLanguage(user.language) ? user.language : 'en',
    role: role ? { slug: role.slug, name: role.name } : null,
    status: user.status,
    locations,
    createdAt: user.createdAt.toISOString(),
  };
}

async function locationsByUser(db: DbOrTx, structureId: string, userIds: string[]) {
  const byUser = new Map<string, TUserLocation[]>();
  for (const { userId, ...location } of await repo.locationsOfUsers(db, structureId, userIds)) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), location]);
  }
  return byUser;
}

export async function listUsers(db: Db, structureId: string, query: TUsersQuery): Promise<TStaffUserPage> {
  const { rows, total } = await repo.listStaff(db, structureId, query);
  const locations = await locationsByUser(
    db,
    structureId,
    rows.map((r) => r.user.id),
  );
  return {
    items: rows.map((r) => toStaffView(r, locations.get(r.user.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function getUser(db: DbOrTx, structureId: string, userId: string): Promise<TStaffUser> {
  const row = await repo.findStaff(db, structureId, userId);
  if (!row) throw userNotFound();
  const locations = await locationsByUser(db, structureId, [userId]);
  return toStaffView(row, locations.get(userId) ?? []);
}

/** A user of the company the caller may change (404 for another company's, 403 above the caller's rights). */
async function manageableUser(tx: DbOrTx, auth: AuthContext, structureId: string, userId: string) {
  const row = await repo.findStaff(tx, structureId, userId);
  if (!row) throw userNotFound();
  assertCanManage(auth, row.role);
  return row;
}

async function assignableRole(tx: DbOrTx, auth: AuthContext, structureId: string, slug: string) {
  const role = await rolesRepo.findRole(tx, structureId, slug);
  if (!role) throw roleNotFound();
  assertCanAssign(auth, role);
  return role;
}

async function assertCompanyLocations(tx: DbOrTx, structureId: string, ids: readonly string[]) {
  const found = await repo.companyLocationIds(tx, structureId, ids);
  if (ids.some((id) => !found.has(id))) throw locationNotFound();
}

/** A staff member made by an administrator: active at once, in the role and locations given. */
export async function createUser(
  db: Db,
  auth: AuthContext,
  structureId: string,
  body: TCreateUserBody,
): Promise<TStaffUser> {
  if (await authRepo.emailInUse(db, body.email)) throw emailTaken();
  const companyLanguage = (await repo.findCompany(db, structureId))?.language ?? 'en';
  const passwordHash = await hashPassword(body.password);
  const userId = await db
    .transaction(async (tx) => {
      await rolesRepo.lockStructure(tx, structureId);
      const role = await assignableRole(tx, auth, structureId, body.roleSlug);
      const locationIds = body.locationIds ?? [];
      await assertCompanyLocations(tx, structureId, locationIds);
      if (await authRepo.emailInUse(tx, body.email)) throw emailTaken();
      const { id } = await repo.insertStaff(tx, structureId, {
        roleId: role.id,
        email: body.email.toLowerCase(),
        name: body.name,
        passwordHash,
        language: body.language ?? companyLanguage,
        status: 'active',
      });
      await repo.replaceUserLocations(tx, structureId, id, locationIds);
      return id;
    })
    .catch((error: unknown) => {
      throw authRepo.isUniqueViolation(error) ? emailTaken() : error;
    });
  return getUser(db, structureId, userId);
}

/**
 * Renames, gives another role, disables or re-enables a user. Disabling ends their sessions; nobody
 * disables themselves, and the company keeps an active user who can manage users and roles.
 */
export async function updateUser(
  db: Db,
  auth: AuthContext,
  structureId: string,
  body: TUpdateUserBody,
): Promise<TStaffUser> {
  await db.transaction(async (tx) => {
    await rolesRepo.lockStructure(tx, structureId);
    const target = await manageableUser(tx, auth, structureId, body.id);
    if (body.status === 'disabled' && body.id === auth.userId) {
      throw forbidden('You cannot disable your own account');
    }
    const role = body.roleSlug ? await assignableRole(tx, auth, structureId, body.roleSlug) : undefined;
    await repo.updateStaff(tx, structureId, body.id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(role ? { roleId: role.id } : {}),
      ...(body.status === undefined ? {} : { status: body.status }),
    });
    if (body.status === 'disabled' && target.user.status !== 'disabled') {
      await deleteUserSessions(tx, body.id);
    }
    if (role || body.status) await assertKeepsManager(tx, structureId);
  });
  return getUser(db, structureId, body.id);
}

/** An administrator sets another user's password; that user's sessions and reset links end. */
export async function changeUserPassword(
  db: Db,
  auth: AuthContext,
  structureId: string,
  body: TChangeUserPasswordBody,
): Promise<TStaffUser> {
  if (body.id === auth.userId) {
    throw forbidden('Change your own password in your profile, with your current password');
  }
  await manageableUser(db, auth, structureId, body.id);
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await manageableUser(tx, auth, structureId, body.id);
    await repo.updateStaff(tx, structureId, body.id, { passwordHash });
    await deleteUserSessions(tx, body.id);
    await authRepo.retireAccountTokens(tx, body.id, 'reset_password');
  });
  return getUser(db, structureId, body.id);
}

export async function getUserLocations(db: Db, structureId: string, userId: string): Promise<TUserLocations> {
  if (!(await repo.findStaff(db, structureId, userId))) throw userNotFound();
  const locations = await locationsByUser(db, structureId, [userId]);
  return { items: locations.get(userId) ?? [] };
}

/** Replaces a user's locations; every one must belong to the company (404 otherwise, nothing changes). */
export async function setUserLocations(
  db: Db,
  auth: AuthContext,
  structureId: string,
  userId: string,
  locationIds: string[],
): Promise<TUserLocations> {
  await db.transaction(async (tx) => {
    await manageableUser(tx, auth, structureId, userId);
    await assertCompanyLocations(tx, structureId, locationIds);
    await repo.replaceUserLocations(tx, structureId, userId, locationIds);
  });
  return getUserLocations(db, structureId, userId);
}

/** Whether any account uses the address (addresses are unique across the product). */
export async function userExists(db: Db, email: string): Promise<TUserExists> {
  return { exists: await authRepo.emailInUse(db, email) };
}
