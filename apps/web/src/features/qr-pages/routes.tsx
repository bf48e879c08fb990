import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** QR pages inside the console layout (/user/app/qr-pages…), each page loaded when first opened. */
export const qrPagesRoutes: RouteObject[] = [
  {
    path: 'qr-pages',
    handle: { title: 'qr-pages:heading' } satisfies RouteHandle,
    lazy: () => import('./routes/qr-pages-page').then((m) => ({ Component: m.QrPagesPage })),
  },
  {
    // Ranked above `qr-pages/:slug` by react-router, as a fixed segment.
    path: 'qr-pages/bookings',
    handle: { title: 'qr-pages:bookings.heading' } satisfies RouteHandle,
    lazy: () => import('./routes/qr-bookings-page').then((m) => ({ Component: m.QrBookingsPage })),
  },
  {
    path: 'qr-pages/:slug',
    handle: { title: 'qr-pages:builder.title' } satisfies RouteHandle,
    lazy: () => import('./routes/qr-builder-page').then((m) => ({ Component: m.QrBuilderPage })),
  },
  {
    path: 'qr-pages/:slug/statistics',
    handle: { title: 'qr-pages:stats.title' } satisfies RouteHandle,
    lazy: () => import('./routes/qr-stats-page').then((m) => ({ Component: m.QrStatsPage })),
  },
];
