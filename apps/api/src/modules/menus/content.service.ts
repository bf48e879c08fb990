import type {
  TCreateMenuCategoryBody,
  TCreateMenuItemBody,
  TDeletedMenuCategory,
  TMenuCategoryInfo,
  TMenuChange,
  TMenuItem,
  TReorderCategoriesBody,
  TReorderItemsBody,
  TUpdateMenuCategoryBody,
  TUpdateMenuItemBody,
} from '@guestloop/contracts';
import type { Db, Tx } from '../../db/client';
import type { MenuImageValue } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findImage } from '../files';
import * as repo from './content.repo';
import { cleanText, imageValue, mergeItemSettings, textPatch, toCategoryInfo, toItem } from './mappers';
import { changed, checkItems, editMenu, menuConflict } from './menus.service';

/**
 * Categories and items of a menu. Each change runs in the menu's edit transaction (version
 * bumped). Ids of another menu or company answer 404 like missing ones.
 */

const missingCategory = () => notFound('Menu category');
const missingItem = () => notFound('Menu item');

async function category(tx: Tx, structureId: string, menuId: string, id: string) {
  const row = await repo.findCategory(tx, structureId, menuId, id);
  if (!row) throw missingCategory();
  return row;
}

async function item(tx: Tx, structureId: string, menuId: string, id: string) {
  const row = await repo.findItem(tx, structureId, menuId, id);
  if (!row) throw missingItem();
  return row;
}

/** Images of the company's library, in the order given. */
async function images(db: Db | Tx, structureId: string, ids: string[]): Promise<MenuImageValue[]> {
  const out: MenuImageValue[] = [];
  for (const id of [...new Set(ids)]) {
    const row = await findImage(db, structureId, id);
    if (!row) throw notFound('Image');
    out.push(imageValue(row));
  }
  return out;
}

export async function createCategory(
  db: Db,
  structureId: string,
  slug: string,
  body: TCreateMenuCategoryBody,
): Promise<TMenuCategoryInfo> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const parentId = body.parentId ?? null;
    if (parentId) {
      const parent = await category(tx, structureId, menu.id, parentId);
      // One level of sub-categories: a sub-category's child would go under its root instead.
      if (parent.parentId !== null) throw missingCategory();
    }
    const row = await repo.insertCategory(tx, structureId, menu.id, {
      title: body.title,
      subTitle: cleanText(body.subTitle),
      parentId,
      position: await repo.nextCategoryPosition(tx, structureId, menu.id, parentId),
    });
    return toCategoryInfo(row);
  });
}

export async function updateCategory(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
  body: TUpdateMenuCategoryBody,
): Promise<TMenuCategoryInfo> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const row = await repo.updateCategory(tx, structureId, menu.id, id, {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...textPatch('subTitle', body.subTitle),
    });
    if (!row) throw missingCategory();
    return toCategoryInfo(row);
  });
}

export async function setCategoryImage(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
  imageId: string | null,
): Promise<TMenuCategoryInfo> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    await category(tx, structureId, menu.id, id);
    const [image] = imageId ? await images(tx, structureId, [imageId]) : [];
    const row = await repo.updateCategory(tx, structureId, menu.id, id, { image: image ?? null });
    return toCategoryInfo(row!);
  });
}

/**
 * Deletes a category. With sub-categories or items it answers 409 `has-dependents` with their
 * counts, unless `confirm`: then they go too, in one transaction.
 */
export async function deleteCategory(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
  confirm: boolean,
): Promise<TDeletedMenuCategory> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    await category(tx, structureId, menu.id, id);
    const all = await repo.listCategories(tx, structureId, menu.id);
    const subs = all.filter((c) => c.parentId === id).map((c) => c.id);
    const ids = [...subs, id];
    const items = await repo.countItemsIn(tx, structureId, menu.id, ids);
    if (!confirm && (subs.length > 0 || items > 0)) {
      throw menuConflict('The category has sub-categories or items; confirm to delete them too', {
        reason: 'has-dependents',
        dependents: { subCategories: subs.length, items },
      });
    }
    await repo.deleteCategories(tx, structureId, menu.id, ids);
    return { ...changed(menu), deletedCategoryIds: ids, deletedItems: items };
  });
}

/** Drag and drop of categories: the listed siblings first, in order; the others keep theirs after. */
export async function reorderCategories(
  db: Db,
  structureId: string,
  slug: string,
  body: TReorderCategoriesBody,
): Promise<TMenuChange> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const siblings = (await repo.listCategories(tx, structureId, menu.id)).filter(
      (c) => c.parentId === body.parentId,
    );
    const order = reorder(siblings, body.categoryIds, missingCategory);
    await repo.setPositions(tx, structureId, menu.id, 'categories', order);
    return changed(menu);
  });
}

export async function reorderItems(
  db: Db,
  structureId: string,
  slug: string,
  body: TReorderItemsBody,
): Promise<TMenuChange> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    await category(tx, structureId, menu.id, body.categoryId);
    const siblings = (await repo.listItems(tx, structureId, menu.id)).filter(
      (i) => i.categoryId === body.categoryId,
    );
    const order = reorder(siblings, body.itemIds, missingItem);
    await repo.setPositions(tx, structureId, menu.id, 'items', order);
    return changed(menu);
  });
}

function reorder(siblings: { id: string }[], wanted: string[], missing: () => Error): string[] {
  const known = new Set(siblings.map((s) => s.id));
  const first = [...new Set(wanted)];
  if (first.some((id) => !known.has(id))) throw missing();
  const rest = siblings.map((s) => s.id).filter((id) => !first.includes(id));
  return [...first, ...rest];
}

/**
 * `alsoInTransaction` runs in the item's transaction with the new item, for a change that must
 * be made with it or not at all (e.g. the POS link of an item made from a POS product).
 */
export async function createItem(
  db: Db,
  structureId: string,
  slug: string,
  body: TCreateMenuItemBody,
  alsoInTransaction?: (tx: Tx, item: TMenuItem) => Promise<void>,
): Promise<TMenuItem> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    await category(tx, structureId, menu.id, body.categoryId);
    await checkItems(tx, structureId, menu.id, body.relatedItemIds);
    const row = await repo.insertItem(tx, structureId, menu.id, {
      categoryId: body.categoryId,
      title: body.title,
      subTitle: cleanText(body.subTitle),
      description: cleanText(body.description),
      price: body.price,
      images: await images(tx, structureId, body.imageIds),
      position: await repo.nextItemPosition(tx, structureId, menu.id, body.categoryId),
      soldOut: body.soldOut,
      availability: body.availability,
      settings: mergeItemSettings({}, body),
    });
    const made = toItem(row);
    await alsoInTransaction?.(tx, made);
    return made;
  });
}

/**
 * Fields left out are kept; a new `categoryId` moves the item to the end of that category.
 * `alsoInTransaction` as for `createItem` (e.g. the POS's note that it sold the item out).
 */
export async function updateItem(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
  body: TUpdateMenuItemBody,
  alsoInTransaction?: (tx: Tx, item: TMenuItem) => Promise<void>,
): Promise<TMenuItem> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const current = await item(tx, structureId, menu.id, id);
    await checkItems(tx, structureId, menu.id, body.relatedItemIds);
    const moved = body.categoryId !== undefined && body.categoryId !== current.categoryId;
    if (moved) await category(tx, structureId, menu.id, body.categoryId!);
    const row = await repo.updateItem(tx, structureId, menu.id, id, {
      ...(moved
        ? {
            categoryId: body.categoryId,
            position: await repo.nextItemPosition(tx, structureId, menu.id, body.categoryId!),
          }
        : {}),
      ...(body.title === undefined ? {} : { title: body.title }),
      ...textPatch('subTitle', body.subTitle),
      ...textPatch('description', body.description),
      ...(body.price === undefined ? {} : { price: body.price }),
      ...(body.soldOut === undefined ? {} : { soldOut: body.soldOut }),
      ...(body.availability === undefined ? {} : { availability: body.availability }),
      ...(body.imageIds === undefined ? {} : { images: await images(tx, structureId, body.imageIds) }),
      settings: mergeItemSettings(current.settings, body),
    });
    const updated = toItem(row!);
    await alsoInTransaction?.(tx, updated);
    return updated;
  });
}

/** The item's main (first) photo; null removes it and the next photo becomes the main one. */
export async function setItemImage(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
  imageId: string | null,
): Promise<TMenuItem> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const current = await item(tx, structureId, menu.id, id);
    const rest = current.images.slice(1);
    const next = imageId
      ? [...(await images(tx, structureId, [imageId])), ...rest.filter((i) => i.imageId !== imageId)]
      : rest;
    return toItem((await repo.updateItem(tx, structureId, menu.id, id, { images: next }))!);
  });
}

/** A copy of the item right after it, titled "<title> (copy)". */
export async function duplicateItem(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
): Promise<TMenuItem> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    const source = await item(tx, structureId, menu.id, id);
    const siblings = (await repo.listItems(tx, structureId, menu.id)).filter(
      (i) => i.categoryId === source.categoryId,
    );
    const { id: _id, createdAt: _c, updatedAt: _u, structureId: _s, menuId: _m, ...copy } = source;
    const row = await repo.insertItem(tx, structureId, menu.id, {
      ...copy,
      title: `${source.title} (copy)`.slice(0, 200),
    });
    const order = siblings.map((s) => s.id);
    order.splice(order.indexOf(source.id) + 1, 0, row.id);
    await repo.setPositions(tx, structureId, menu.id, 'items', order);
    return toItem({ ...row, position: order.indexOf(row.id) });
  });
}

export async function deleteItem(
  db: Db,
  structureId: string,
  slug: string,
  id: string,
): Promise<TMenuChange> {
  return editMenu(db, structureId, slug, async (tx, menu) => {
    if (!(await repo.deleteItem(tx, structureId, menu.id, id))) throw missingItem();
    return changed(menu);
  });
}

/** The company's items among `ids` (any menu), with their menu's slug; others' and unknown ids are left out. */
export function findItemsOfCompany(db: Db, structureId: string, ids: string[]) {
  return repo.itemsOfCompany(db, structureId, [...new Set(ids)]);
}
