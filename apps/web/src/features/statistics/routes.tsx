import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The statistics section inside the console layout (/user/app/statistics and its views). */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    handle: { title: 'statistics:title' } satisfies RouteHandle,
    lazy: () => import('./routes/statistics-layout').then((m) => ({ Component: m.StatisticsLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./routes/overview-page').then((m) => ({ Component: m.OverviewPage })),
      },
      {
        path: 'compare',
        handle: { title: 'statistics:views.compare' } satisfies RouteHandle,
        lazy: () => import('./routes/compare-page').then((m) => ({ Component: m.ComparePage })),
      },
      {
        path: 'metric/:metricId',
        handle: { title: 'statistics:metric.title' } satisfies RouteHandle,
        lazy: () => import('./routes/metric-page').then((m) => ({ Component: m.MetricPage })),
      },
      {
        path: 'topics',
        handle: { title: 'statistics:views.topics' } satisfies RouteHandle,
        lazy: () => import('./routes/topics-page').then((m) => ({ Component: m.TopicsPage })),
      },
      {
        path: 'sales',
        handle: { title: 'statistics:views.sales' } satisfies RouteHandle,
        lazy: () => import('./routes/sales-page').then((m) => ({ Component: m.SalesPage })),
      },
    ],
  },
];
