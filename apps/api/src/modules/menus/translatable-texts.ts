import type { TLanguage, TTranslatableContent } from '@guestloop/contracts';
import type { DbOrTx } from '../../db/client';
import * as content from './content.repo';
import { buildTree } from './mappers';
import { distinctTexts } from './menu-texts';
import * as repo from './menus.repo';
import { publicMenu } from './snapshot';

/**
 * Every text a guest reads on a menu, once, for the staff translation editor: the texts the
 * public menu shows in other languages (menu-texts.ts), in the menu's own language, whether the
 * menu is switched on or not. Null when the company has no menu under the slug.
 */
export async function menuTranslatableTexts(
  db: DbOrTx,
  structureId: string,
  slug: string,
): Promise<(TTranslatableContent & { menuId: string }) | null> {
  const row = await repo.findMenu(db, structureId, slug);
  if (!row) return null;
  const [categories, items] = await Promise.all([
    content.listCategories(db, structureId, row.id),
    content.listItems(db, structureId, row.id),
  ]);
  const menu = publicMenu(row, buildTree(categories, items), new Set(items.map((item) => item.id)), 'UTC');
  return {
    menuId: row.id,
    title: row.title,
    language: row.language as TLanguage,
    texts: distinctTexts(menu),
  };
}
