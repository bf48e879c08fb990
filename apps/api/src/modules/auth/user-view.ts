import { isLanguage, PERMISSIONS, type TPermission, type TUser } from '@guestloop/contracts';
import type { UserViewRow } from './auth.repo';

const KNOWN_PERMISSIONS = new Set<string>(PERMISSIONS);

/** The one mapping from database rows to the user every auth call answers with. */
export function toUserView({ user, structure, role }: UserViewRow): TUser {
  const permissions = user.isSuperAdmin
    ? [...PERMISSIONS]
    : ((role?.permissions ?? []).filter((p) => KNOWN_PERMISSIONS.has(p)) as TPermission[]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: isLanguage(user.language) ? user.language : 'en',
    imageUrl: user.imageUrl,
    status: user.status,
    isSuperAdmin: user.isSuperAdmin,
    emailVerified: user.emailVerifiedAt !== null,
    hasPassword: user.passwordHash !== null,
    hasGoogle: user.googleSub !== null,
    registrationComplete: user.structureId !== null || user.isSuperAdmin,
    guestAccount: user.guestAccount && user.structureId === null,
    structure: structure ? { id: structure.id, name: structure.name, slug: structure.slug } : null,
    role: role ? { slug: role.slug, name: role.name } : null,
    permissions,
  };
}
