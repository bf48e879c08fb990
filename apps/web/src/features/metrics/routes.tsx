import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The Ratings section inside the console layout (/user/app/metrics…). */
export const metricsRoutes: RouteObject[] = [
  {
    path: 'metrics',
    handle: { title: 'metrics:title' } satisfies RouteHandle,
    lazy: () => import('./routes/metrics-page').then((m) => ({ Component: m.MetricsPage })),
  },
  {
    path: 'metrics/:slug',
    handle: { title: 'metrics:editor.title' } satisfies RouteHandle,
    lazy: () => import('./routes/metric-page').then((m) => ({ Component: m.MetricPage })),
  },
  {
    path: 'metrics/:slug/sticker',
    handle: { title: 'metrics:sticker.title' } satisfies RouteHandle,
    lazy: () => import('./routes/metric-sticker-page').then((m) => ({ Component: m.MetricStickerPage })),
  },
  {
    path: 'metrics/:slug/share',
    handle: { title: 'metrics:share.title' } satisfies RouteHandle,
    lazy: () => import('./routes/metric-share-page').then((m) => ({ Component: m.MetricSharePage })),
  },
];
