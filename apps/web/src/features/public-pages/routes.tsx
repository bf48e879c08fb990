import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';
import { PUBLIC_PAGE_KINDS, type PublicPageKind } from './kinds';

function page(kind: PublicPageKind): RouteObject {
  return {
    path: `${kind}/:slug`,
    lazy: async () => ({ Component: (await import('./routes/public-resource-page')).PUBLIC_PAGES[kind] }),
    handle: { title: `common:titles.${kind}` } satisfies RouteHandle,
  };
}

/** /user/p/: survey, e-NPS, quiz and QR info page (ARCHITECTURE "Web routes"); the rating page is its own feature. */
export const publicPageRoutes: RouteObject[] = (Object.keys(PUBLIC_PAGE_KINDS) as PublicPageKind[]).map(page);

/** /s/:slug resolves a short route and redirects. */
export const shortLinkRoute: RouteObject = {
  path: 's/:slug',
  lazy: async () => ({ Component: (await import('./routes/short-link-page')).ShortLinkPage }),
  handle: { title: 'common:titles.redirect' } satisfies RouteHandle,
};
