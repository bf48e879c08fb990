import { ChangeFeed, type ChangeFeedTarget } from '../../db/change-feed';
import type { Database, Db } from '../../db/client';
import { COMPANY_PAGES_CHANNEL } from '../structure';
import { buildMetricSnapshot, type MetricSnapshot } from './public-snapshot';

interface Entry {
  value: MetricSnapshot;
  /** The epoch in which a build vouched for this entry; -1 when it never could. */
  verifiedEpoch: number;
}

/**
 * This process's metric snapshots by slug (public-snapshot.ts), kept fresh by the company pages'
 * change notices: a guest's rating and the rating page ask here, and need no statement while the
 * change feed vouches for the entry. An entry is vouched for by the build that made it when no
 * change notice arrived and no notice may have been lost (`epoch`) while it read the database.
 * Without the feed (a PostgreSQL listening connection down) every call reads the snapshot again:
 * it is one statement, the same as checking a version would be.
 */
export class MetricSnapshots implements ChangeFeedTarget {
  readonly feed: ChangeFeed;
  private readonly entries = new Map<string, Entry>();
  /** Builds under way by slug, so a burst of ratings after an edit reads once. */
  private readonly building = new Map<string, Promise<MetricSnapshot | null>>();
  /** Bumped whenever change notices may have been missed: no entry is used before a new build. */
  private epoch = 0;
  /** Bumped on every change notice, so a build that overlapped one does not vouch for its entry. */
  private changes = 0;

  constructor(
    private readonly db: Db,
    database: Database,
    private readonly limit = 1000,
  ) {
    this.feed = new ChangeFeed(database, COMPANY_PAGES_CHANNEL, this);
  }

  /** Something the company's public pages show changed: its snapshots go. */
  invalidate(structureId: string): void {
    this.changes++;
    // A build that began before the change may have read the old rows: later callers start anew.
    this.building.clear();
    for (const [slug, entry] of this.entries) {
      if (entry.value.metric.structureId === structureId) this.entries.delete(slug);
    }
  }

  /** The metric's snapshot is read again on its next use (it was found out of date). */
  forget(slug: string): void {
    this.entries.delete(slug);
    this.building.delete(slug);
  }

  distrustAll(): void {
    this.epoch++;
    this.building.clear();
  }

  /** The snapshot without asking the database, while the change feed vouches for it. */
  fresh(slug: string): MetricSnapshot | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(slug);
    if (entry?.verifiedEpoch !== this.epoch) return undefined;
    this.entries.delete(slug);
    this.entries.set(slug, entry);
    return entry.value;
  }

  /** The metric's snapshot (active or not), or null when no metric has the slug. */
  current(slug: string): Promise<MetricSnapshot | null> {
    const fresh = this.fresh(slug);
    if (fresh) return Promise.resolve(fresh);
    const pending = this.building.get(slug);
    if (pending) return pending;
    const build = this.build(slug).finally(() => {
      if (this.building.get(slug) === build) this.building.delete(slug);
    });
    this.building.set(slug, build);
    return build;
  }

  private async build(slug: string): Promise<MetricSnapshot | null> {
    const epoch = this.epoch;
    const changes = this.changes;
    const value = await buildMetricSnapshot(this.db, slug);
    const vouched = epoch === this.epoch && changes === this.changes;
    this.entries.delete(slug);
    if (value) {
      this.entries.set(slug, { value, verifiedEpoch: vouched ? epoch : -1 });
      while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
