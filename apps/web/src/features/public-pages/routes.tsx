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

/** /user/p/qr (ARCHITECTURE "Web routes"); the survey, e-NPS, quiz and rating pages are features of their own. */
export const publicPageRoutes: RouteObject[] = (Object.keys(PUBLIC_PAGE_KINDS) as PublicPageKind[]).map(page);

/** /s/:slug resolves a short route and redirects. */
export const shortLinkRoute: RouteObject = {
  path: 's/:slug',
  lazy: async () => ({ Component: (await import('./routes/short-link-page')).ShortLinkPage }),
  handle: { title: 'common:titles.redirect' } satisfies RouteHandle,
};
