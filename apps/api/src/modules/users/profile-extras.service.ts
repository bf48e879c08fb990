import {
  PROFILE_MENU_SECTIONS,
  type TInteractionExists,
  type TOk,
  type TProfileMenu,
  type TProfileMenuSectionId,
  type TUser,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { unauthenticated } from '../../lib/errors';
import * as authRepo from '../auth';
import { toUserView } from '../auth';
import { type AccountPrintData, printLanguage, renderAccountPdf } from './account-print';
import { type BadgeViewer, hasInteraction, menuBadges } from './contributions';
import * as visitsRepo from './section-visits.repo';
import * as repo from './users.repo';

/**
 * One entry per console section: shown when the section is built and the user holds any of its
 * permissions; its count is what arrived since the user last looked at it.
 */
export async function profileMenu(
  db: Db,
  viewer: {
    userId: string;
    structureId: string | null;
    permissions: ReadonlySet<string>;
    isSuperAdmin: boolean;
  },
): Promise<TProfileMenu> {
  const { structureId } = viewer;
  const badges = structureId
    ? await menuBadges(db, await badgeViewer(db, viewer.userId, structureId))
    : new Map();
  return {
    items: PROFILE_MENU_SECTIONS.map((section) => {
      const needed: readonly string[] = section.permissions;
      const allowed =
        needed.length === 0 ||
        (structureId !== null && (viewer.isSuperAdmin || needed.some((p) => viewer.permissions.has(p))));
      const show = section.built && allowed;
      return { id: section.id, show, notifyCount: show ? (badges.get(section.id) ?? 0) : 0 };
    }),
  };
}

async function badgeViewer(db: Db, userId: string, structureId: string): Promise<BadgeViewer> {
  const [visits, joined] = await Promise.all([
    visitsRepo.visitsOf(db, userId),
    visitsRepo.joinedAt(db, userId),
  ]);
  const fallback = joined ?? new Date();
  return { userId, structureId, since: (section) => visits.get(section) ?? fallback };
}

/** The user looked at a section: its count starts again from now. */
export async function markSectionSeen(db: Db, userId: string, section: TProfileMenuSectionId): Promise<TOk> {
  await visitsRepo.markSeen(db, userId, section);
  return { ok: true };
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
