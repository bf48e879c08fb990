import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { visitorHash } from '../../lib/visitor-hash';
import * as repo from './menus.repo';
import * as views from './views.repo';

/**
 * View counts of the guest side of a menu (its public answer is its snapshot: snapshot.ts). An
 * unknown or inactive slug is 404 NOT_FOUND.
 */

const missing = () => notFound('Menu');

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
