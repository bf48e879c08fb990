import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * The guest menu as ready bytes: serialised once per menu version and compressed once per
 * encoding, kept in a small LRU per database. Whether an entry is still current is decided by the
 * caller, who compares the version read from the database on each request.
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

  constructor(private readonly limit = 500) {}

  get(slug: string): PublicMenuBytes | undefined {
    const entry = this.entries.get(slug);
    if (entry) {
      this.entries.delete(slug);
      this.entries.set(slug, entry);
    }
    return entry;
  }

  /** The entry for this menu version, built at most once at a time per slug and version. */
  async getOrBuild(
    slug: string,
    menuId: string,
    version: number,
    build: () => Promise<PublicMenuBytes>,
  ): Promise<PublicMenuBytes> {
    const cached = this.get(slug);
    if (cached && cached.menuId === menuId && cached.version === version) return cached;
    const key = `${slug}\u0000${menuId}\u0000${version}`;
    const pending = this.building.get(key);
    if (pending) return pending;
    const promise = build()
      .then((entry) => {
        const current = this.entries.get(slug);
        // A slower build of an older version never replaces a newer one.
        if (!current || current.menuId !== entry.menuId || current.version <= entry.version) {
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
