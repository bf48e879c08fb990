import { date, integer, pgTable, smallint, unique, uuid } from 'drizzle-orm/pg-core';
import { company } from './columns';

/**
 * Rating statistics kept ready (SPEC point 7 "Statistics"): sums of the ratings that count
 * (verification none, or confirmed), per company and LOCAL day of the company's time zone, so a
 * chart reads a few hundred rows whatever the number of ratings. Database triggers keep them in
 * the transaction of every change of a rating (migration `rating_rollup_triggers`); the rebuild
 * (`gl_rating_rollups_rebuild`) recomputes them from the ratings. The place, metric and table
 * columns are plain ids, not foreign keys: the triggers move a rating's sums when its location or
 * table is deleted (set null), and a deleted metric's ratings go with it.
 */

const count = (name: string) => integer(name).notNull().default(0);

/** How many ratings, their score sum, and how many of each outcome. */
const measures = () => ({
  n: count('n'),
  scoreSum: count('score_sum'),
  bad: count('bad'),
  neutral: count('neutral'),
  good: count('good'),
});

/** How many ratings gave each score 0–10 (the distribution; a type uses its own range). */
const distribution = () => ({
  s0: count('s0'),
  s1: count('s1'),
  s2: count('s2'),
  s3: count('s3'),
  s4: count('s4'),
  s5: count('s5'),
  s6: count('s6'),
  s7: count('s7'),
  s8: count('s8'),
  s9: count('s9'),
  s10: count('s10'),
});

/** Where a rating was given: the metric's location and the sub-location the guest named. */
const place = () => ({
  metricId: uuid('metric_id').notNull(),
  locationId: uuid('location_id'),
  subLocationId: uuid('sub_location_id'),
});

/** Per local day, metric and place. `badUnread`: bad ratings nobody has opened yet. */
export const ratingDayRollups = pgTable(
  'rating_day_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    ...place(),
    ...measures(),
    ...distribution(),
    badUnread: count('bad_unread'),
  },
  (t) => [
    unique('rating_day_rollups_key')
      .on(t.structureId, t.day, t.metricId, t.locationId, t.subLocationId)
      .nullsNotDistinct(),
  ],
);

/** Per local day and hour (0–23 of the local clock), metric and place. */
export const ratingHourRollups = pgTable(
  'rating_hour_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    ...place(),
    ...measures(),
    ...distribution(),
  },
  (t) => [
    unique('rating_hour_rollups_key')
      .on(t.structureId, t.day, t.hour, t.metricId, t.locationId, t.subLocationId)
      .nullsNotDistinct(),
  ],
);

/**
 * Per local month (its first day), metric and place, as the daily rollup: a long period reads its
 * whole months here and only the days outside them from the daily rollup.
 */
export const ratingMonthRollups = pgTable(
  'rating_month_rollups',
  {
    structureId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    ...place(),
    ...measures(),
    ...distribution(),
    badUnread: count('bad_unread'),
  },
  (t) => [
    unique('rating_month_rollups_key')
      .on(t.structureId, t.month, t.metricId, t.locationId, t.subLocationId)
      .nullsNotDistinct(),
  ],
);

/**
 * Per local month, ISO day of the week (1 Monday – 7 Sunday) and local hour, metric and place:
 * the heat map of a long period reads a month's hours as ~4 days' worth of rows. `month` is
 * the month's first day; the days of a period outside whole months are read from the hourly rollup.
 * No distribution of scores: the charts by hour show counts, averages and outcomes, and a row
 * without it is smaller to read and to keep.
 */
export const ratingMonthHourRollups = pgTable(
  'rating_month_hour_rollups',
  {
    structureId: company(),
    month: date('month', { mode: 'string' }).notNull(),
    dayOfWeek: smallint('day_of_week').notNull(),
    hour: smallint('hour').notNull(),
    ...place(),
    ...measures(),
  },
  (t) => [
    unique('rating_month_hour_rollups_key')
      .on(t.structureId, t.month, t.dayOfWeek, t.hour, t.metricId, t.locationId, t.subLocationId)
      .nullsNotDistinct(),
  ],
);

/** Per local day and table (ratings given at a table only), metric and place. */
export const ratingTableRollups = pgTable(
  'rating_table_rollups',
  {
    structureId: company(),
    day: date('day', { mode: 'string' }).notNull(),
    tableId: uuid('table_id').notNull(),
    ...place(),
    ...measures(),
  },
  (t) => [
    unique('rating_table_rollups_key')
      .on(t.structureId, t.day, t.tableId, t.metricId, t.locationId, t.subLocationId)
      .nullsNotDistinct(),
  ],
);
