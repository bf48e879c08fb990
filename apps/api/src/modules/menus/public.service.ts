import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as repo from './menus.repo';
import * as views from './views.repo';

/**
 * View counts of the guest side of a menu (its public answer is its snapshot: snapshot.ts). An
 * unknown or inactive slug is 404 NOT_FOUND.
 */

const missing = () => notFound('Menu');

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
