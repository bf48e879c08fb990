import { ChangeFeed, type ChangeFeedTarget, onChangeCommitted } from './change-feed';
import type { Database, Db } from './client';

export interface FeedCacheOptions<V> {
  /** The channel whose notices name what changed (`notifyChange`, sent in each change's transaction). */
  channel: string;
  /** Reads the value behind a key; null when there is none (nothing is cached then). */
  build: (db: Db, key: string) => Promise<V | null>;
  /** The key a change notice names when this value may have changed (its company's id, say). */
  noticeKeyOf: (value: V) => string;
  /** At most this many values are kept, the least recently used going first. */
  limit?: number;
}

interface Entry<V> {
  value: V;
  /** The epoch in which a build vouched for this entry; -1 when it never could. */
  verifiedEpoch: number;
  /** When it was last used, on the cache's own clock (see `fresh`). */
  usedAt: number;
}

/**
 * This process's values built from the database by key, kept fresh by a channel's change notices:
 * a caller needs no statement while the change feed vouches for the entry. An entry is vouched
 * for by the build that made it when no change notice arrived and no notice may have been lost
 * (`epoch`) while it read the database. Without the feed (a PostgreSQL listening connection down)
 * every call builds again. Values are shared by every caller of the process: never change one.
 */
export class FeedCache<V> implements ChangeFeedTarget {
  readonly feed: ChangeFeed;
  private readonly entries = new Map<string, Entry<V>>();
  /** Builds under way by key, so a burst of calls after an edit reads once. */
  private readonly building = new Map<string, Promise<V | null>>();
  /** Bumped whenever change notices may have been missed: no entry is used before a new build. */
  private epoch = 0;
  /** Bumped on every change notice, so a build that overlapped one does not vouch for its entry. */
  private changes = 0;
  private stopLocal: (() => void) | null = null;
  /** Counts uses: the least recently used entry has the smallest `usedAt`. */
  private clock = 0;
  private readonly limit: number;

  constructor(
    private readonly db: Db,
    database: Database,
    private readonly options: FeedCacheOptions<V>,
  ) {
    this.limit = options.limit ?? 1000;
    this.feed = new ChangeFeed(database, options.channel, this);
  }

  /** Listens to the channel's notices and to this process's own commits (told at once). */
  async start(): Promise<void> {
    this.stopLocal ??= onChangeCommitted(this.db, this.options.channel, (key) => this.invalidate(key));
    await this.feed.start();
  }

  async stop(): Promise<void> {
    this.stopLocal?.();
    this.stopLocal = null;
    await this.feed.stop();
  }

  /** Something named by this notice key changed: its values go. */
  invalidate(noticeKey: string): void {
    this.changes++;
    // A build that began before the change may have read the old rows: later callers start anew.
    this.building.clear();
    for (const [key, entry] of this.entries) {
      if (this.options.noticeKeyOf(entry.value) === noticeKey) this.entries.delete(key);
    }
  }

  /** The key's value is read again on its next use (it was found out of date). */
  forget(key: string): void {
    this.entries.delete(key);
    this.building.delete(key);
  }

  distrustAll(): void {
    this.epoch++;
    this.building.clear();
  }

  /** The value without asking the database, while the change feed vouches for it. */
  fresh(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(key);
    if (entry?.verifiedEpoch !== this.epoch) return undefined;
    // A use is stamped, not moved to the end of the map: a hot public page is read thousands of
    // times a second and evictions are rare (see `build`).
    entry.usedAt = ++this.clock;
    return entry.value;
  }

  /** The key's value, or null when the database has none. */
  current(key: string): Promise<V | null> {
    const fresh = this.fresh(key);
    if (fresh !== undefined) return Promise.resolve(fresh);
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.build(key).finally(() => {
      if (this.building.get(key) === build) this.building.delete(key);
    });
    this.building.set(key, build);
    return build;
  }

  private async build(key: string): Promise<V | null> {
    const epoch = this.epoch;
    const changes = this.changes;
    const value = await this.options.build(this.db, key);
    const vouched = epoch === this.epoch && changes === this.changes;
    this.entries.delete(key);
    if (value !== null) {
      this.entries.set(key, { value, verifiedEpoch: vouched ? epoch : -1, usedAt: ++this.clock });
      while (this.entries.size > this.limit) this.entries.delete(this.leastRecentlyUsed());
    }
    return value;
  }

  private leastRecentlyUsed(): string {
    let oldest: [string, number] | null = null;
    for (const [key, { usedAt }] of this.entries) if (!oldest || usedAt < oldest[1]) oldest = [key, usedAt];
    return oldest![0];
  }

  get size(): number {
    return this.entries.size;
  }
}
