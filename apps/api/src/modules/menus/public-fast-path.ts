import type { IncomingMessage } from 'node:http';
import type { FastAnswer, FastPath, FastRoute } from '../../plugins/fast-path';
import { type Encoding, matchesEtag, negotiate, type PublicMenuBytes } from './public-cache';
import type { PublicMenus } from './public-menus';

/** The headers the public menu route sends besides the security headers, in its order. */
export const PUBLIC_MENU_CACHING = {
  'cache-control': 'public, max-age=0, must-revalidate',
  vary: 'Accept-Encoding',
} as const;

interface ReadyAnswers {
  notModified: FastAnswer;
  byEncoding: Record<Encoding, FastAnswer>;
}

/** Browsers send a handful of distinct Accept-Encoding values; parse each once. */
const NEGOTIATED_LIMIT = 64;

/**
 * GET {prefix}{slug} from ready bytes while the change feed vouches for the cached entry (200 or
 * 304, the same headers as the route in public.routes.ts); anything else — unknown or
 * unverified slugs, encoded paths, query strings — is left to the route.
 */
export function publicMenuFastRoute(fastPath: FastPath, menus: PublicMenus, prefix: string): FastRoute {
  const answers = new WeakMap<PublicMenuBytes, ReadyAnswers>();
  const negotiated = new Map<string, Encoding>();

  const encodingOf = (acceptEncoding: string | undefined): Encoding => {
    if (acceptEncoding === undefined) return 'identity';
    let encoding = negotiated.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = negotiate(acceptEncoding);
      if (negotiated.size >= NEGOTIATED_LIMIT) negotiated.clear();
      negotiated.set(acceptEncoding, encoding);
    }
    return encoding;
  };

  const prepare = (entry: PublicMenuBytes): ReadyAnswers => {
    const caching = { etag: entry.etag, ...PUBLIC_MENU_CACHING };
    const ok = (encoding: Encoding): FastAnswer => ({
      status: 200,
      headers: fastPath.headers({
        ...caching,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
        'content-type': 'application/json; charset=utf-8',
        'content-length': entry[encoding].length,
      }),
      body: entry[encoding],
    });
    return {
      notModified: { status: 304, headers: fastPath.headers(caching) },
      byEncoding: { br: ok('br'), gzip: ok('gzip'), identity: ok('identity') },
    };
  };

  return (req: IncomingMessage) => {
    const entry = menus.fresh((req.url as string).slice(prefix.length));
    if (!entry) return undefined;
    let ready = answers.get(entry);
    if (!ready) {
      ready = prepare(entry);
      answers.set(entry, ready);
    }
    if (matchesEtag(req.headers['if-none-match'], entry.etag)) return ready.notModified;
    return ready.byEncoding[encodingOf(req.headers['accept-encoding'])];
  };
}
