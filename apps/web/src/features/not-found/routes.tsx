import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

export const notFoundRoute: RouteObject = {
  path: 'not-found',
  lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
  handle: { title: 'common:titles.notFound' } satisfies RouteHandle,
};
