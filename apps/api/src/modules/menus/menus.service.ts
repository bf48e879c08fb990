import { randomBytes } from 'node:crypto';
import type {
  TCreateMenuBody,
  TMenu,
  TMenuAnalysis,
  TMenuChange,
  TMenuConflict,
  TMenuInfo,
  TMenuList,
  TUpdateMenuBody,
} from '@guestloop/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { firstFreeSlug, slugify } from '../../lib/slug';
import { findImage } from '../files';
import { findLocation, findStructure } from '../structure';
import * as content from './content.repo';
import { buildTree, imageValue, mergeMenuSettings, textPatch, toMenuInfo, toMenuSummary } from './mappers';
import { menuChanged } from './menu-changes';
import * as repo from './menus.repo';
import * as views from './views.repo';

/** Menus of the caller's company. Another company's slug is 404, like an unknown one. */

const missingMenu = () => notFound('Menu');
export const menuConflict = (message: string, details: TMenuConflict) =>
  new AppError(409, 'CONFLICT', message, details);
const slugConflict = () =>
  menuConflict('Another menu has this address', { reason: 'slug-taken', path: 'body.slug' });

/**
 * A change of a menu or anything in it, in one transaction that first bumps the menu's version
 * (and locks it) and notifies the change, so every process drops its cached public answer.
 */
export async function editMenu<T>(
  db: Db,
  structureId: string,
  slug: string,
  change: (tx: Tx, menu: repo.MenuRow) => Promise<T>,
  values: repo.MenuValues = {},
): Promise<T> {
  let menuId: string | undefined;
  const result = await db.transaction(async (tx) => {
    const menu = await repo.bumpMenu(tx, structureId, slug, values);
    if (!menu) throw missingMenu();
    menuId = menu.id;
    return change(tx, menu);
  });
  if (menuId) menuChanged(db, menuId);
  return result;
}

/**
 * Tables, groups or locations of the company changed (renamed, moved, deleted): every process
 * drops its cached answers of the company's menus, and with them what orders kept beside them
 * (table lookups among it). Called after the change committed.
 */
export async function seatingChanged(db: Db, structureId: string): Promise<void> {
  for (const menuId of await repo.companyMenuIds(db, structureId)) {
    await repo.notifyMenuChanged(db, menuId);
    menuChanged(db, menuId);
  }
}

/**
 * Translations of the company's texts into `language` changed (an engine's answers arrived, a
 * staff member corrected one): every process drops its menus' translations into that language,
 * keeping the menus themselves. Called after the change committed.
 */
export async function translationsChanged(db: Db, structureId: string, language: string): Promise<void> {
  for (const menuId of await repo.companyMenuIds(db, structureId)) {
    const key = `${menuId}:${language}`;
    await repo.notifyMenuChanged(db, key);
    menuChanged(db, key);
  }
}

export const changed = (menu: repo.MenuRow): TMenuChange => ({ ok: true, version: menu.version });

async function checkLocation(db: Db | Tx, structureId: string, locationId: string | null | undefined) {
  if (locationId && !(await findLocation(db, structureId, locationId))) throw notFound('Location');
}

/** Items named in settings must be the menu's own (another company's id is 404, like a missing one). */
export async function checkItems(
  db: Db | Tx,
  structureId: string,
  menuId: string,
  ids: string[] | undefined,
) {
  if (!ids?.length) return;
  const found = await content.existingItemIds(db, structureId, menuId, ids);
  if (ids.some((id) => !found.has(id))) throw notFound('Menu item');
}

export async function createMenu(db: Db, structureId: string, body: TCreateMenuBody): Promise<TMenuInfo> {
  await checkLocation(db, structureId, body.locationId);
  const { language, currency } = await menuDefaults(db, structureId, body);
  const base = slugify(body.title, 'menu');
  for (let attempt = 0; ; attempt++) {
    let slug = body.slug;
    if (slug === undefined) {
      slug =
        attempt < 3
          ? firstFreeSlug(base, await repo.slugsLike(db, base))
          : `${base}-${randomBytes(3).toString('hex')}`;
    } else if (await repo.slugTaken(db, slug)) {
      throw slugConflict();
    }
    try {
      const row = await repo.insertMenu(db, structureId, {
        slug,
        title: body.title,
        language,
        currency,
        locationId: body.locationId ?? null,
      });
      return toMenuInfo(row);
    } catch (error) {
      if (!isUniqueViolation(error, repo.MENU_SLUG_CONSTRAINT)) throw error;
      if (body.slug !== undefined) throw slugConflict();
      if (attempt >= 4) throw error;
    }
  }
}

/** The language and currency a new menu has: the ones sent, else the company's. */
async function menuDefaults(db: Db, structureId: string, body: TCreateMenuBody) {
  if (body.language && body.currency) return { language: body.language, currency: body.currency };
  const company = await findStructure(db, structureId);
  if (!company) throw notFound();
  return { language: body.language ?? company.language, currency: body.currency ?? company.currency };
}

export async function listMenus(db: Db, structureId: string): Promise<TMenuList> {
  const rows = await repo.listMenus(db, structureId);
  return {
    items: rows.map((r) => ({
      ...toMenuSummary(r.menu),
      categoriesCount: Number(r.categoriesCount),
      itemsCount: Number(r.itemsCount),
    })),
  };
}

export async function getMenu(db: Db, structureId: string, slug: string): Promise<TMenu> {
  const menu = await repo.findMenu(db, structureId, slug);
  if (!menu) throw missingMenu();
  const [categories, items] = await Promise.all([
    content.listCategories(db, structureId, menu.id),
    content.listItems(db, structureId, menu.id),
  ]);
  return { ...toMenuInfo(menu), categories: buildTree(categories, items) };
}

/** Fields left out are kept; a settings section sent replaces the stored one. */
export async function updateMenu(
  db: Db,
  structureId: string,
  slug: string,
  body: TUpdateMenuBody,
): Promise<TMenuInfo> {
  try {
    return await editMenu(db, structureId, slug, async (tx, menu) => {
      await checkLocation(tx, structureId, body.locationId);
      await checkItems(tx, structureId, menu.id, body.settings?.relatedItems?.itemIds);
      if (
        body.slug !== undefined &&
        body.slug !== menu.slug &&
        (await repo.slugTaken(tx, body.slug, menu.id))
      ) {
        throw slugConflict();
      }
      const row = await repo.setMenu(tx, structureId, menu.id, {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...textPatch('subTitle', body.subTitle),
        ...(body.slug === undefined ? {} : { slug: body.slug }),
        ...(body.language === undefined ? {} : { language: body.language }),
        ...(body.currency === undefined ? {} : { currency: body.currency }),
        ...(body.locationId === undefined ? {} : { locationId: body.locationId }),
        settings: mergeMenuSettings(menu.settings, body.settings),
      });
      return toMenuInfo(row ?? menu);
    });
  } catch (error) {
    throw isUniqueViolation(error, repo.MENU_SLUG_CONSTRAINT) ? slugConflict() : error;
  }
}

export async function deleteMenu(db: Db, structureId: string, slug: string): Promise<{ ok: true }> {
  const deletedId = await db.transaction((tx) => repo.deleteMenu(tx, structureId, slug));
  if (!deletedId) throw missingMenu();
  menuChanged(db, deletedId);
  return { ok: true };
}

export async function setActive(db: Db, structureId: string, slug: string, isActive: boolean) {
  return editMenu(db, structureId, slug, async (_tx, menu) => toMenuInfo(menu), { isActive });
}

/** The menu's logo or background from the company's media library; null removes it. */
export async function setMenuImage(
  db: Db,
  structureId: string,
  slug: string,
  kind: 'logo' | 'background',
  imageId: string | null,
): Promise<TMenuInfo> {
  let value = null;
  if (imageId !== null) {
    const image = await findImage(db, structureId, imageId);
    if (!image) throw notFound('Image');
    value = imageValue(image);
  }
  const key = kind === 'logo' ? 'logoImage' : 'backgroundImage';
  return editMenu(db, structureId, slug, async (_tx, menu) => toMenuInfo(menu), { [key]: value });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Menu views by UTC day (every day of the period) and the most viewed items. */
export async function analysis(
  db: Db,
  structureId: string,
  slug: string,
  days: number,
): Promise<TMenuAnalysis> {
  const menu = await repo.findMenu(db, structureId, slug);
  if (!menu) throw missingMenu();
  const today = new Date(`${isoDay(new Date())}T00:00:00Z`);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  const [byDay, totals, top] = await Promise.all([
    views.viewsByDay(db, structureId, menu.id, from),
    views.totals(db, structureId, menu.id, from),
    views.topItems(db, structureId, menu.id, from, 10),
  ]);
  const found = new Map(byDay.map((d) => [d.day, d]));
  const viewsByDay = Array.from({ length: days }, (_, i) => {
    const key = isoDay(new Date(from.getTime() + i * 86_400_000));
    const row = found.get(key);
    return { day: key, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) };
  });
  return {
    from: isoDay(from),
    to: isoDay(today),
    totals,
    viewsByDay,
    topItems: top.map((t) => ({ itemId: t.itemId, title: t.title, views: Number(t.views) })),
  };
}
