import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Tables and their QR codes, inside the console layout (/user/app/tables). */
export const tablesRoutes: RouteObject[] = [
  {
    path: 'tables',
    handle: { title: 'tables:title' } satisfies RouteHandle,
    lazy: () => import('./routes/tables-page').then((m) => ({ Component: m.TablesPage })),
  },
];

/** The printable table cards (/user/app/tables/print), signed in but without the console around them. */
export const tablesSheetRoutes: RouteObject[] = [
  {
    path: 'tables/print',
    handle: { title: 'tables:sheet.heading' } satisfies RouteHandle,
    lazy: () => import('./routes/table-qr-sheet-page').then((m) => ({ Component: m.TableQrSheetPage })),
  },
];
