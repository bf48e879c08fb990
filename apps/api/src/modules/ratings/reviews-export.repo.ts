import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { locations, metrics, ratings } from '../../db/schema';
import { type ReviewFilter, reviewWhere } from './ratings.repo';

const subLocations = alias(locations, 'sub_locations');

/** The reviews a filter selects as the download's rows: newest first, times on the venue's clock. */
export async function reviewExportRows(db: DbOrTx, structureId: string, filter: ReviewFilter, limit: number) {
  const tz = filter.timeZone;
  return db
    .select({
      localTime: sql<string>`to_char(${ratings.createdAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI')`,
      location: locations.name,
      subLocation: subLocations.name,
      table: ratings.tableLabel,
      metric: metrics.title,
      score: ratings.score,
      outcome: ratings.outcome,
      comment: ratings.comment,
      language: ratings.language,
      viewed: sql<boolean>`${ratings.viewedAt} is not null`,
    })
    .from(ratings)
    .innerJoin(metrics, eq(metrics.id, ratings.metricId))
    .leftJoin(locations, eq(locations.id, ratings.locationId))
    .leftJoin(subLocations, eq(subLocations.id, ratings.subLocationId))
    .where(reviewWhere(structureId, filter))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}
