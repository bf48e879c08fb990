import { randomInt } from 'node:crypto';
import type { TCreateShortRouteBody, TShortRoute } from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notFound } from '../../lib/errors';
import { slugConflict } from './pages.service';
import * as repo from './short-routes.repo';

/** Short routes (`/s/{slug}`) of the caller's company; the public call resolves any company's. */

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 7 characters of an alphabet without look-alikes (0/o, 1/l): 32^7 ≈ 34 billion slugs. */
const SHORT_SLUG_LENGTH = 7;

function randomSlug(): string {
  let slug = '';
  for (let i = 0; i < SHORT_SLUG_LENGTH; i++) slug += ALPHABET[randomInt(ALPHABET.length)];
  return slug;
}

const toShortRoute = (row: repo.ShortRouteRow): TShortRoute => ({
  slug: row.slug,
  data: { path: row.data.path },
});

export async function listShortRoutes(db: Db, structureId: string) {
  const rows = await repo.listShortRoutes(db, structureId);
  return { items: rows.map((row) => ({ ...toShortRoute(row), createdAt: row.createdAt.toISOString() })) };
}

/** A chosen slug that is taken is 409; a made one is made again. */
export async function createShortRoute(db: Db, structureId: string, body: TCreateShortRouteBody) {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await repo.insertShortRoute(db, structureId, {
        slug: body.slug ?? randomSlug(),
        data: { path: body.target },
      });
      return toShortRoute(row);
    } catch (error) {
      if (!isUniqueViolation(error, repo.SHORT_ROUTE_SLUG_CONSTRAINT)) throw error;
      if (body.slug !== undefined) throw slugConflict();
      if (attempt >= 4) throw error;
    }
  }
}

export async function deleteShortRoute(db: Db, structureId: string, slug: string) {
  if (!(await repo.deleteShortRoute(db, structureId, slug))) throw notFound('Short route');
  return { ok: true as const };
}

export async function resolveShortRoute(db: Db, slug: string): Promise<TShortRoute> {
  const row = await repo.findShortRoute(db, slug);
  if (!row) throw notFound('Short route');
  return toShortRoute(row);
}
