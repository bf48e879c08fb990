import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/title';

/** The guest's rating page loads its module and its words together, nothing of the console. */
const ratingPage: RouteObject['lazy'] = async () => {
  const [module] = await Promise.all([import('./routes/rating-page'), loadNamespaces(['rating'])]);
  return { Component: module.RatingPage };
};

const handle = { title: 'common:titles.rate' } satisfies RouteHandle;

/** Under /user/p/: a metric's link, and a table's sticker (group and table slugs of its location). */
export const ratingRoutes: RouteObject[] = [
  { path: 'rate/:slug', lazy: ratingPage, handle },
  { path: 'rate/:slug/:groupSlug/:tableSlug', lazy: ratingPage, handle },
];
