/**
 * The release of the running code (SPEC point 9): the package version and the time the build
 * was made, both written into the bundle by the build (vite.config.ts `define`).
 */
export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_STAMP: string = __BUILD_STAMP__;

/** `2026-05-12T10:15:00.123Z` → `20260512T101500Z`: short and safe in a query string. */
export function compactStamp(isoTime: string): string {
  return isoTime.replace(/\.\d+(?=Z$)/, '').replace(/[-:]/g, '');
}

/** One word for this build, e.g. `0.1.0-20260512T101500Z`: sent with error logs, shown in the console. */
export const VERSION_STAMP = `${APP_VERSION}-${compactStamp(BUILD_STAMP)}`;

/** A URL with this build's version query, so a browser fetches the file again after a release. */
export function withVersionQuery(url: string, stamp: string = VERSION_STAMP): string {
  const [path, hash] = url.split('#', 2);
  const joined = `${path}${path?.includes('?') ? '&' : '?'}v=${encodeURIComponent(stamp)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
