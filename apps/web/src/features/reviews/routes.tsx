import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The reviews inbox inside the console layout (/user/app/reviews, `?review=<id>` opens one). */
export const reviewsRoutes: RouteObject[] = [
  {
    path: 'reviews',
    handle: { title: 'reviews:title' } satisfies RouteHandle,
    lazy: () => import('./routes/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
  },
];
