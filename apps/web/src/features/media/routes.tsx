import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The media library, inside the console layout (/user/app/media). */
export const mediaRoutes: RouteObject[] = [
  {
    path: 'media',
    handle: { title: 'media:title' } satisfies RouteHandle,
    lazy: () => import('./routes/media-page').then((m) => ({ Component: m.MediaPage })),
  },
];
