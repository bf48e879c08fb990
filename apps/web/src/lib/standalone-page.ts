import type { ReactElement } from 'react';

/**
 * A guest page that links only to other documents (a survey's public link, say): the app mounts
 * it without the router, so its first visit downloads no routing code (docs/decisions.md
 * "Guest pages without the router"). The router serves the same page from the same table when the
 * app is already running, so both ways show one page.
 */
export interface StandalonePage {
  /** Below the site root, `:name` for a parameter: `user/p/survey/:slug`. */
  path: string;
  /** i18n key of the document title until the page sets its own. */
  title: string;
  /** Fetches the page's code and words; resolves to the page for the path's parameters. */
  load: () => Promise<(params: Readonly<Record<string, string>>) => ReactElement>;
}

/** The parameters of `pathname` under `path`, or null when it is not that page. */
export function matchPath(path: string, pathname: string): Record<string, string> | null {
  const wanted = path.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of wanted.entries()) {
    const value = given[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/** The page of `pages` that `pathname` opens, with its parameters. */
export function findStandalonePage(
  pages: readonly StandalonePage[],
  pathname: string,
): { page: StandalonePage; params: Record<string, string> } | null {
  for (const page of pages) {
    const params = matchPath(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}
