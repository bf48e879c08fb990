import type { TPermission } from './permissions';
import * as z from './zod';

/**
 * The staff console's sections, the permissions that open each (holding any one is enough; none:
 * every signed-in user) and whether the section is built yet. GET /profile/menu answers one entry
 * per section, in this order, and the console derives its navigation, the dashboard's access card
 * and the sign-in page's feature lines from this list.
 *
 * A section whose module is not built yet stays here with `built: false`: it is never shown, and
 * its permissions stay in the catalogue (roles keep them) without being offered as features. The
 * module that builds it flips `built` (docs/conventions.md, "Switching a section on").
 */
export const PROFILE_MENU_SECTIONS = [
  { id: 'dashboard', permissions: [], built: true },
  { id: 'menus', permissions: ['menus.manage'], built: true },
  { id: 'orders', permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage'], built: true },
  { id: 'tables', permissions: ['tables.manage'], built: true },
  { id: 'payments', permissions: ['payments.manage'], built: true },
  { id: 'bonus-program', permissions: ['payments.manage'], built: true },
  { id: 'surveys', permissions: ['surveys.manage'], built: true },
  { id: 'enps', permissions: ['enps.manage'], built: true },
  { id: 'quizzes', permissions: ['quizzes.manage'], built: true },
  { id: 'metrics', permissions: ['metrics.manage'], built: true },
  { id: 'reviews', permissions: ['reviews.manage'], built: true },
  { id: 'qr-pages', permissions: ['qr-info.manage'], built: true },
  { id: 'statistics', permissions: ['statistics.view'], built: true },
  { id: 'media', permissions: ['media.manage'], built: true },
  { id: 'content', permissions: ['content.manage', 'translations.manage'], built: true },
  { id: 'company', permissions: ['structure.manage'], built: true },
  { id: 'locations', permissions: ['locations.manage'], built: true },
  { id: 'users', permissions: ['users.manage'], built: true },
  { id: 'roles', permissions: ['roles.manage'], built: true },
  { id: 'integrations', permissions: ['integrations.manage'], built: true },
  { id: 'notifications', permissions: ['notifications.manage'], built: true },
  { id: 'profile', permissions: [], built: true },
] as const satisfies readonly { id: string; permissions: readonly TPermission[]; built: boolean }[];

export type TProfileMenuSectionId = (typeof PROFILE_MENU_SECTIONS)[number]['id'];
export const ZProfileMenuSectionId = z.enum(
  PROFILE_MENU_SECTIONS.map((s) => s.id) as [TProfileMenuSectionId, ...TProfileMenuSectionId[]],
);

const builtSections = new Set<string>(PROFILE_MENU_SECTIONS.filter((s) => s.built).map((s) => s.id));

/** Whether a console section exists yet (a section not built is never shown, whatever the role). */
export function isSectionBuilt(id: TProfileMenuSectionId): boolean {
  return builtSections.has(id);
}

const builtPermissions = new Set<TPermission>(
  PROFILE_MENU_SECTIONS.filter((s) => s.built).flatMap((s) => [...s.permissions]),
);

/** Whether a permission opens something that exists: permissions of sections not built are not offered as features. */
export function isPermissionBuilt(permission: TPermission): boolean {
  return builtPermissions.has(permission);
}

/** SPEC point 3 "Profile menu entry: id, show, notifyCount". */
export const ZProfileMenuEntry = z.object({
  id: ZProfileMenuSectionId,
  /** Whether the section exists and the user may open it. */
  show: z.boolean(),
  /** Items waiting in the section that the user has not seen (new orders…); 0 when none. */
  notifyCount: z.number().int().min(0),
});
export type TProfileMenuEntry = z.infer<typeof ZProfileMenuEntry>;

export const ZProfileMenu = z.object({ items: z.array(ZProfileMenuEntry) });
export type TProfileMenu = z.infer<typeof ZProfileMenu>;

/** POST /profile/menu/seen: the user has looked at a section; its notifyCount starts again from now. */
export const ZMenuSeenBody = z.object({ id: ZProfileMenuSectionId });
export type TMenuSeenBody = z.infer<typeof ZMenuSeenBody>;
