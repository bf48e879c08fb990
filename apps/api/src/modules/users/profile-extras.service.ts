import {
  PROFILE_MENU_SECTIONS,
  type TInteractionExists,
  type TProfileMenu,
  type TUser,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import * as authRepo from '../auth';
import { toUserView } from '../auth';
import { type AccountPrintData, printLanguage, renderAccountPdf } from './account-print';
import { hasInteraction, menuBadges } from './contributions';
import * as repo from './users.repo';

/** One entry per console section: shown when the user holds any of its permissions. */
export async function profileMenu(
  db: Db,
  viewer: {
    userId: string;
    structureId: string | null;
    permissions: ReadonlySet<string>;
    isSuperAdmin: boolean;
  },
): Promise<TProfileMenu> {
  const badges = viewer.structureId
    ? await menuBadges(db, { userId: viewer.userId, structureId: viewer.structureId })
    : new Map();
  return {
    items: PROFILE_MENU_SECTIONS.map((section) => {
      const needed: readonly string[] = section.permissions;
      const show =
        needed.length === 0 ||
        (viewer.structureId !== null &&
          (viewer.isSuperAdmin || needed.some((p) => viewer.permissions.has(p))));
      return { id: section.id, show, notifyCount: show ? (badges.get(section.id) ?? 0) : 0 };
    }),
  };
}

/** Whether the company has had a customer interaction; false for a user without a company. */
export async function interactionExists(db: Db, structureId: string | null): Promise<TInteractionExists> {
  return { exists: structureId ? await hasInteraction(db, structureId) : false };
}

/** The signed-in user's own data as a PDF, and the file name to save it under. */
export async function printAccount(db: Db, userId: string, options: { now?: Date } = {}) {
  const row = await authRepo.findUserView(db, userId);
  if (!row) throw unauthenticated();
  const user: TUser = toUserView(row);
  const structureId = row.user.structureId;
  const locations = structureId ? await repo.locationsOfUsers(db, structureId, [userId]) : [];
  const data: AccountPrintData = {
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    company: user.structure?.name ?? null,
    role: user.role?.name ?? (user.isSuperAdmin ? 'Super administrator' : null),
    permissions: user.permissions,
    locations: locations.map((l) => l.name),
    language: user.language,
    status: user.status,
    createdAt: row.user.createdAt,
  };
  const now = options.now ?? new Date();
  const pdf = await renderAccountPdf(data, printLanguage(user.language), { now });
  return { pdf, fileName: `guestloop-account-${now.toISOString().slice(0, 10)}.pdf` };
}
