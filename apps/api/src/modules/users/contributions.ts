import type { TProfileMenuSectionId } from '@guestloop/contracts';
import type { Db } from '../../db/client';

/**
 * What other modules tell the profile calls, without this module knowing them:
 * - an interaction check answers whether a company has had a customer interaction of its kind
 *   (ratings, orders, survey answers…), for GET /profile/interaction-exists;
 * - a menu badge source counts what waits for a user per console section (new orders…), for
 *   the notifyCount of GET /profile/menu; `since(section)` is when the user last looked at the
 *   section (POST /profile/menu/seen), or joined the company when they never have.
 * A module registers once, at import time, under its own name (registering again replaces it).
 */

export type InteractionCheck = (db: Db, structureId: string) => Promise<boolean>;
export interface BadgeViewer {
  userId: string;
  structureId: string;
  since: (section: TProfileMenuSectionId) => Date;
}
export type MenuBadgeSource = (
  db: Db,
  viewer: BadgeViewer,
) => Promise<Partial<Record<TProfileMenuSectionId, number>>>;

const interactionChecks = new Map<string, InteractionCheck>();
const menuBadgeSources = new Map<string, MenuBadgeSource>();

export function registerInteractionCheck(name: string, check: InteractionCheck) {
  interactionChecks.set(name, check);
}

export function registerMenuBadgeSource(name: string, source: MenuBadgeSource) {
  menuBadgeSources.set(name, source);
}

/** True as soon as one registered check finds an interaction. */
export async function hasInteraction(db: Db, structureId: string): Promise<boolean> {
  for (const check of interactionChecks.values()) if (await check(db, structureId)) return true;
  return false;
}

/** Every source's counts, added up per section. */
export async function menuBadges(db: Db, viewer: BadgeViewer) {
  const total = new Map<TProfileMenuSectionId, number>();
  const all = await Promise.all([...menuBadgeSources.values()].map((source) => source(db, viewer)));
  for (const counts of all) {
    for (const [id, n] of Object.entries(counts) as [TProfileMenuSectionId, number][]) {
      total.set(id, (total.get(id) ?? 0) + Math.max(0, Math.trunc(n)));
    }
  }
  return total;
}
