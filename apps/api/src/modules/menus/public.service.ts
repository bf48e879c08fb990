import { createHash } from 'node:crypto';
import type { TMenuItem, TPublicMenu } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as content from './content.repo';
import { buildTree, toMenuInfo } from './mappers';
import * as repo from './menus.repo';
import { encodeMenu, type PublicMenuBytes } from './public-cache';
import type { PublicMenus } from './public-menus';
import * as views from './views.repo';

/**
 * The guest side of a menu: its public answer (from cached bytes per menu version) and view
 * counts. An unknown or inactive slug is 404 NOT_FOUND.
 */

const missing = () => notFound('Menu');

/** The guest menu as plain data: no positions, no staff-only fields, related ids that still exist. */
export async function buildPublicMenu(db: Db, menuId: string): Promise<TPublicMenu | null> {
  const menu = await repo.menuById(db, menuId);
  if (!menu) return null;
  const [categories, items] = await Promise.all([
    content.listCategories(db, menu.structureId, menu.id),
    content.listItems(db, menu.structureId, menu.id),
  ]);
  const itemIds = new Set(items.map((i) => i.id));
  const publicItem = ({ position: _p, ...item }: TMenuItem) => ({
    ...item,
    settings: {
      ...item.settings,
      relatedItemIds: item.settings.relatedItemIds.filter((id) => itemIds.has(id)),
    },
  });
  const { isActive: _a, locationId: _l, updatedAt: _u, ...info } = toMenuInfo(menu);
  const settings = {
    ...info.settings,
    relatedItems: {
      ...info.settings.relatedItems,
      itemIds: info.settings.relatedItems.itemIds.filter((id) => itemIds.has(id)),
    },
  };
  const tree = buildTree(categories, items);
  return {
    ...info,
    settings,
    categories: tree.map(({ parentId: _pp, position: _cp, items: own, subCategories, ...category }) => ({
      ...category,
      items: own.map(publicItem),
      subCategories: subCategories.map(({ parentId: _sp, position: _sc, items: subItems, ...sub }) => ({
        ...sub,
        items: subItems.map(publicItem),
      })),
    })),
  };
}

/**
 * The current bytes of an active menu: the cached entry while the change feed vouches for it;
 * otherwise one indexed lookup of its id, version and state, then the cached entry when that
 * version was built already (by this process), else a fresh build.
 */
export async function publicMenuBytes(db: Db, menus: PublicMenus, slug: string): Promise<PublicMenuBytes> {
  const fresh = menus.fresh(slug);
  if (fresh) return fresh;
  const check = menus.cache.beginCheck();
  const state = await repo.publicState(db, slug);
  if (!state?.isActive) throw missing();
  return menus.cache.getOrBuild(
    slug,
    state.id,
    state.version,
    async () => {
      const menu = await buildPublicMenu(db, state.id);
      if (!menu) throw missing();
      // The entry is labelled with the version its data was read at (never older than the lookup's).
      return encodeMenu(state.id, menu.version, JSON.stringify(menu));
    },
    check,
  );
}

/** A visitor, counted per day without keeping the address: a hash of address, browser and day. */
export function visitorHash(ip: string, userAgent: string | undefined, now = new Date()): string {
  return createHash('sha256')
    .update(`${ip}\n${userAgent ?? ''}\n${now.toISOString().slice(0, 10)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** Counts a view of an active menu, or of one of its items. */
export async function recordView(
  db: Db,
  slug: string,
  itemId: string | null,
  visitor: { ip: string; userAgent: string | undefined },
): Promise<void> {
  const state = await repo.publicState(db, slug);
  if (!state?.isActive) throw missing();
  if (itemId !== null && !(await views.itemOfMenu(db, state.id, itemId))) throw notFound('Menu item');
  await views.insertView(db, state.id, itemId, visitorHash(visitor.ip, visitor.userAgent));
}
