import type { TReviewExportFilters } from '@guestloop/contracts';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { locations, metrics, ratings } from '../../../db/schema';
import { reviewClockWhere } from '../../ratings';

/**
 * The reviews inbox's rows for the export, read straight from the ratings with the inbox's
 * filters (GET /reviews): newest first, times on the venue's clock.
 */

const subLocations = alias(locations, 'sub_locations');
const counts = or(eq(ratings.verification, 'none'), isNotNull(ratings.verifiedAt));
const pending = and(sql`${ratings.verification} <> 'none'`, isNull(ratings.verifiedAt));
const hasAttachment = or(isNotNull(ratings.audio), isNotNull(ratings.image));

const number = (value: unknown) => (value === undefined ? undefined : Number(value));

function reviewWhere(structureId: string, f: TReviewExportFilters, tz: string): SQL {
  const flag = (value: 'true' | 'false' | undefined, yes: SQL | undefined, no: SQL | undefined) =>
    value === undefined ? undefined : value === 'true' ? yes : no;
  const verification = f.verification ?? 'verified';
  return and(
    eq(ratings.structureId, structureId),
    f.locationId
      ? or(eq(ratings.locationId, f.locationId), eq(ratings.subLocationId, f.locationId))
      : undefined,
    f.metricId ? eq(ratings.metricId, f.metricId) : undefined,
    f.score === undefined ? undefined : eq(ratings.score, Number(f.score)),
    f.outcome ? eq(ratings.outcome, f.outcome) : undefined,
    f.from ? gte(ratings.createdAt, sql`(${f.from}::date)::timestamp at time zone ${tz}`) : undefined,
    f.to ? lt(ratings.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone ${tz}`) : undefined,
    reviewClockWhere(
      {
        dayOfWeek: number(f.dayOfWeek),
        hourFrom: number(f.hourFrom),
        hourTo: number(f.hourTo),
      },
      tz,
    ),
    flag(f.unread, isNull(ratings.viewedAt), isNotNull(ratings.viewedAt)),
    flag(f.withAttachment, hasAttachment, and(isNull(ratings.audio), isNull(ratings.image))),
    verification === 'verified' ? counts : verification === 'pending' ? pending : undefined,
  ) as SQL;
}

export async function reviewRows(
  db: DbOrTx,
  structureId: string,
  filters: TReviewExportFilters,
  tz: string,
  limit: number,
) {
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
    .where(reviewWhere(structureId, filters, tz))
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}

/** Whether the company has this metric. */
export async function isCompanyMetric(db: DbOrTx, structureId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: metrics.id })
    .from(metrics)
    .where(and(eq(metrics.structureId, structureId), eq(metrics.id, id)));
  return row !== undefined;
}
