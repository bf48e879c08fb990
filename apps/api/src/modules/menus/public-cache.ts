import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The guest menu as ready bytes: serialised once per menu version and compressed once per
 * encoding, kept in a small LRU per app. An entry may be served without asking the database only
 * while it is *verified*: a version check vouched for it after the last reconnect of the change
 * feed (`epoch`) and no change notice arrived while that check ran. Change notices drop entries.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PublicMenuBytes {
  menuId: string;
  version: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The cache epoch a version check vouched for this entry in; -1 until one does. */
  verifiedEpoch?: number;
}

/** What the cache looked like when a version check began; see `MenuLru.beginCheck`. */
export interface VersionCheck {
  epoch: number;
  changes: number;
}

export { type Encoding, negotiate } from '../../plugins/compression';

export const etagOf = (menuId: string, version: number) => `"${menuId}-${version}"`;

export async function encodeMenu(menuId: string, version: number, json: string): Promise<PublicMenuBytes> {
  const identity = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { menuId, version, etag: etagOf(menuId, version), identity, gzip: gz, br };
}

/** Least recently used entries go first once `limit` slugs are held. */
export class MenuLru {
  private readonly entries = new Map<string, PublicMenuBytes>();
  /** Builds under way, so that a burst of requests after an edit builds once. */
  private readonly building = new Map<string, Promise<PublicMenuBytes>>();

  /** Bumped whenever change notices may have been missed: every entry needs a check again. */
  private epoch = 0;
  /** Bumped on every change notice, so a check that overlapped one does not vouch for its entry. */
  private changes = 0;

  constructor(private readonly limit = 500) {}

  /** Call before reading a menu's version from the database. */
  beginCheck(): VersionCheck {
    return { epoch: this.epoch, changes: this.changes };
  }

  /** The entry, if it can be served without asking the database (the caller knows the feed is up). */
  verified(slug: string): PublicMenuBytes | undefined {
    const entry = this.entries.get(slug);
    return entry?.verifiedEpoch === this.epoch ? entry : undefined;
  }

  /** A menu changed (or went): its entries go. */
  invalidate(menuId: string): void {
    this.changes++;
    for (const [slug, entry] of this.entries) if (entry.menuId === menuId) this.entries.delete(slug);
  }

  /** Change notices may have been lost: no entry is served again before a fresh version check. */
  distrustAll(): void {
    this.epoch++;
  }

  private vouch(entry: PublicMenuBytes, check: VersionCheck | undefined): void {
    const current = check && check.epoch === this.epoch && check.changes === this.changes;
    if (current) entry.verifiedEpoch = this.epoch;
    else entry.verifiedEpoch ??= -1;
  }

  get(slug: string): PublicMenuBytes | undefined {
    const entry = this.entries.get(slug);
    if (entry) {
      this.entries.delete(slug);
      this.entries.set(slug, entry);
    }
    return entry;
  }

  /**
   * The entry for this menu version, built at most once at a time per slug and version. `check`
   * is the state taken before the version was read; when nothing changed since, the entry is
   * verified (servable without the database while the change feed is up).
   */
  async getOrBuild(
    slug: string,
    menuId: string,
    version: number,
    build: () => Promise<PublicMenuBytes>,
    check?: VersionCheck,
  ): Promise<PublicMenuBytes> {
    const cached = this.get(slug);
    if (cached && cached.menuId === menuId && cached.version === version) {
      this.vouch(cached, check);
      return cached;
    }
    const key = `${slug}\u0000${menuId}\u0000${version}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then((entry) => {
        const current = this.entries.get(slug);
        // A slower build of an older version never replaces a newer one.
        if (!current || current.menuId !== entry.menuId || current.version <= entry.version) {
          this.vouch(entry, check);
          this.entries.delete(slug);
          this.entries.set(slug, entry);
          while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
        }
        return entry;
      })
      .finally(() => this.building.delete(key));
    this.building.set(key, promise);
    return promise;
  }

  get size() {
    return this.entries.size;
  }
}

/** True when an If-None-Match header names the entity tag (weak comparison). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
