import type { TContentConflict, TMenuPage, TPublicMenuPage, TSaveMenuPageBody } from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { firstFreeSlug, slugify } from '../../lib/slug';
import * as repo from './pages.repo';

/** Custom pages of the caller's company's menus; another company's menu is 404. */

export const slugConflict = () =>
  new AppError(409, 'CONFLICT', 'The slug is taken', {
    reason: 'slug-taken',
    path: 'body.slug',
  } satisfies TContentConflict);

const toPage = (row: repo.MenuPageRow): TMenuPage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  bodyHtml: row.bodyHtml,
  isPublished: row.isPublished,
  position: row.position,
  updatedAt: row.updatedAt.toISOString(),
});

async function requireMenu(db: DbOrTx, structureId: string, slug: string) {
  const menu = await repo.findMenu(db, structureId, slug);
  if (!menu) throw notFound('Menu');
  return menu;
}

export async function listPages(db: Db, structureId: string, menuSlug: string) {
  const menu = await requireMenu(db, structureId, menuSlug);
  return { items: (await repo.listPages(db, structureId, menu.id)).map(toPage) };
}

/** Creates a page (no `id`) or replaces one; the HTML is sanitised, the slug made from the title when absent. */
export async function savePage(
  db: Db,
  structureId: string,
  menuSlug: string,
  body: TSaveMenuPageBody,
): Promise<TMenuPage> {
  const bodyHtml = sanitizeHtml(body.bodyHtml);
  try {
    const row = await db.transaction(async (tx) => {
      const menu = await requireMenu(tx, structureId, menuSlug);
      const current = body.id ? await repo.findPage(tx, structureId, menu.id, body.id) : null;
      if (body.id && !current) throw notFound('Page');
      const base = body.slug ?? current?.slug ?? slugify(body.title, 'page');
      const others = (await repo.slugsLike(tx, structureId, menu.id, base)).filter(
        (r) => r.id !== current?.id,
      );
      const taken = new Set(others.map((r) => r.slug));
      if (body.slug !== undefined && taken.has(body.slug)) throw slugConflict();
      const values = {
        slug: body.slug ?? current?.slug ?? firstFreeSlug(base, taken),
        title: body.title,
        bodyHtml,
        isPublished: body.isPublished,
        position: body.position ?? current?.position ?? (await repo.nextPosition(tx, structureId, menu.id)),
      };
      return current
        ? repo.updatePage(tx, structureId, current.id, values)
        : repo.insertPage(tx, structureId, menu.id, values);
    });
    return toPage(row);
  } catch (error) {
    throw isUniqueViolation(error, repo.PAGE_SLUG_CONSTRAINT) ? slugConflict() : error;
  }
}

export async function deletePage(db: Db, structureId: string, menuSlug: string, pageSlug: string) {
  const menu = await requireMenu(db, structureId, menuSlug);
  if (!(await repo.deletePage(db, structureId, menu.id, pageSlug))) throw notFound('Page');
  return { ok: true as const };
}

/** A published page of an active menu; anything else is 404. */
export async function publicPage(db: Db, menuSlug: string, pageSlug: string): Promise<TPublicMenuPage> {
  const page = await repo.findPublicPage(db, menuSlug, pageSlug);
  if (!page) throw notFound('Page');
  return page;
}
