/**
 * Menu snapshots kept by slug in a small LRU per app. An entry may be used without asking the
 * database only while it is *verified*: a version check vouched for it after the last reconnect
 * of the change feed (`epoch`) and no change notice arrived while that check ran. Change notices
 * drop entries.
 */

/** What identifies what a snapshot was built from (a zone change bumps no version). */
export interface Stamped {
  menuId: string;
  version: number;
  timeZone: string;
}

/** What the cache looked like when a version check began; see `SnapshotLru.beginCheck`. */
export interface VersionCheck {
  epoch: number;
  changes: number;
}

interface Entry<T> {
  value: T;
  /** The cache epoch a version check vouched for this entry in; -1 until one does. */
  verifiedEpoch: number;
}

const sameStamp = (a: Stamped, b: Stamped) =>
  a.menuId === b.menuId && a.version === b.version && a.timeZone === b.timeZone;

/** Least recently used entries go first once `limit` slugs are held. */
export class SnapshotLru<T extends Stamped> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Builds under way, so that a burst of requests after an edit builds once. */
  private readonly building = new Map<string, Promise<T | null>>();

  /** Bumped whenever change notices may have been missed: every entry needs a check again. */
  private epoch = 0;
  /** Bumped on every change notice, so a check that overlapped one does not vouch for its entry. */
  private changes = 0;

  constructor(private readonly limit = 500) {}

  /** Call before reading a menu's version from the database. */
  beginCheck(): VersionCheck {
    return { epoch: this.epoch, changes: this.changes };
  }

  /** The entry, if it can be used without asking the database (the caller knows the feed is up). */
  verified(slug: string): T | undefined {
    const entry = this.entries.get(slug);
    return entry?.verifiedEpoch === this.epoch ? entry.value : undefined;
  }

  /** A menu changed (or went): its entries go. */
  invalidate(menuId: string): void {
    this.changes++;
    for (const [slug, entry] of this.entries) if (entry.value.menuId === menuId) this.entries.delete(slug);
  }

  /** Change notices may have been lost: no entry is used again before a fresh version check. */
  distrustAll(): void {
    this.epoch++;
  }

  private vouch(entry: Entry<T>, check: VersionCheck | undefined): void {
    if (check && check.epoch === this.epoch && check.changes === this.changes)
      entry.verifiedEpoch = this.epoch;
  }

  get(slug: string): T | undefined {
    const entry = this.entries.get(slug);
    if (entry) {
      this.entries.delete(slug);
      this.entries.set(slug, entry);
    }
    return entry?.value;
  }

  /**
   * The entry built from `stamp`, built at most once at a time per slug and stamp (null when the
   * build finds the menu gone). `check` is the state taken before the stamp was read; when
   * nothing changed since, the entry is verified (usable without the database while the change
   * feed is up).
   */
  async getOrBuild(
    slug: string,
    stamp: Stamped,
    build: () => Promise<T | null>,
    check?: VersionCheck,
  ): Promise<T | null> {
    const cached = this.entries.get(slug);
    if (cached && sameStamp(cached.value, stamp)) {
      this.get(slug);
      this.vouch(cached, check);
      return cached.value;
    }
    const key = `${slug}\u0000${stamp.menuId}\u0000${stamp.version}\u0000${stamp.timeZone}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then((value) => {
        if (!value) return null;
        const current = this.entries.get(slug)?.value;
        // A slower build of an older version never replaces a newer one.
        if (!current || current.menuId !== value.menuId || current.version <= value.version) {
          const entry: Entry<T> = { value, verifiedEpoch: -1 };
          this.vouch(entry, check);
          this.entries.delete(slug);
          this.entries.set(slug, entry);
          while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
        }
        return value;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  get size() {
    return this.entries.size;
  }
}
