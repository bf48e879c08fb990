import { randomBytes } from 'node:crypto';
import type { TEditPasswordBody, TLanguage, TUser } from '@guestloop/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, conflict, unauthenticated } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { type StorageProvider, storageKeyFromUrl } from '../../providers/storage';
import * as authRepo from '../auth';
import { toUserView } from '../auth';
import { companyPagesChanged, notifyCompanyPages } from '../structure';
import { toProfileWebp } from './image';
import * as repo from './profile.repo';

const wrongPassword = () => new AppError(400, 'WRONG_PASSWORD', 'The current password is not correct');

async function userOf(db: Db, userId: string) {
  const user = await authRepo.findUserById(db, userId);
  if (!user) throw unauthenticated();
  return user;
}

export async function profile(db: Db, userId: string): Promise<TUser> {
  const row = await authRepo.findUserView(db, userId);
  if (!row) throw unauthenticated();
  return toUserView(row);
}

export async function setLanguage(db: Db, userId: string, language: TLanguage): Promise<TUser> {
  await authRepo.updateUser(db, userId, { language });
  return profile(db, userId);
}

export async function editProfile(db: Db, userId: string, name: string): Promise<TUser> {
  await authRepo.updateUser(db, userId, { name });
  return profile(db, userId);
}

/**
 * Changes the password after checking the current one; every other session of the user ends,
 * and open password-reset links stop working.
 */
export async function changePassword(
  db: Db,
  userId: string,
  currentTokenHash: string | null,
  body: TEditPasswordBody,
): Promise<TUser> {
  const user = await userOf(db, userId);
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw wrongPassword();
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await authRepo.updateUser(tx, userId, { passwordHash });
    await repo.deleteOtherSessions(tx, userId, currentTokenHash);
    await authRepo.retireAccountTokens(tx, userId, 'reset_password');
  });
  return profile(db, userId);
}

/** Stores the picture as a 256×256 WebP under a random name and drops the previous one. */
export async function setImage(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  userId: string,
  bytes: Buffer,
): Promise<TUser> {
  const webp = await toProfileWebp(bytes);
  const previous = (await userOf(db, userId)).imageUrl;
  const key = `avatars/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, webp, 'image/webp');
  try {
    await authRepo.updateUser(db, userId, { imageUrl: storage.url(key) });
  } catch (error) {
    await storage.delete(key).catch(() => {});
    throw error;
  }
  await removeFile(storage, log, previous);
  return profile(db, userId);
}

/**
 * Deletes the signed-in user (sessions go with it). The password is checked when the account
 * has one. The last administrator of a company that has other users is refused (409): they
 * must make someone else an administrator first. A company whose last user leaves is deleted
 * with everything it owns.
 */
export async function deleteAccount(
  db: Db,
  storage: StorageProvider,
  log: FastifyBaseLogger,
  userId: string,
  password: string | undefined,
): Promise<void> {
  const view = await authRepo.findUserView(db, userId);
  if (!view) throw unauthenticated();
  const { user } = view;
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, password ?? ''))) throw wrongPassword();
  const isAdministrator = Boolean(view.role?.permissions.includes('users.manage'));

  const companyDeleted = await db.transaction(async (tx) => {
    if (user.isSuperAdmin && (await repo.countOtherSuperAdmins(tx, userId)) === 0) {
      throw conflict('CONFLICT', 'You are the last super administrator. Appoint another one first.');
    }
    const structureId = user.structureId;
    if (!structureId) {
      await repo.deleteUser(tx, userId);
      return null;
    }
    await repo.lockStructure(tx, structureId);
    const others = await repo.countOtherUsers(tx, structureId, userId);
    if (
      others > 0 &&
      isAdministrator &&
      (await repo.countOtherAdministrators(tx, structureId, userId)) === 0
    ) {
      throw conflict(
        'CONFLICT',
        'You are the last administrator of your company. Make another user an administrator first.',
      );
    }
    await repo.deleteUser(tx, userId);
    if (others > 0) return null;
    await repo.deleteStructure(tx, structureId);
    // Its metrics' rating pages go with it.
    await notifyCompanyPages(tx, structureId);
    return structureId;
  });
  if (companyDeleted) companyPagesChanged(db, companyDeleted);
  await removeFile(storage, log, user.imageUrl);
}

/** Best effort: a file left behind costs disk space, never correctness. */
async function removeFile(storage: StorageProvider, log: FastifyBaseLogger, url: string | null) {
  const key = storageKeyFromUrl(storage, url);
  if (!key) return;
  await storage.delete(key).catch((err) => log.warn({ err, key }, 'could not delete a stored file'));
}
