import type { Database, Db } from '../../db/client';
import { FeedCache } from '../../db/feed-cache';
import { COMPANY_PAGES_CHANNEL } from '../structure';
import { buildMetricSnapshot, type MetricSnapshot } from './public-snapshot';

/**
 * This process's metric snapshots by slug (public-snapshot.ts), kept fresh by the company pages'
 * change notices: a guest's rating and the rating page ask here, and need no statement while the
 * change feed vouches for the entry. Without the feed every call reads the snapshot again: it is
 * one statement, the same as checking a version would be.
 */
export class MetricSnapshots extends FeedCache<MetricSnapshot> {
  constructor(db: Db, database: Database, limit = 1000) {
    super(db, database, {
      channel: COMPANY_PAGES_CHANNEL,
      build: buildMetricSnapshot,
      noticeKeyOf: (snapshot) => snapshot.metric.structureId,
      limit,
    });
  }
}
