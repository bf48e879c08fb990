import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

const handle = { title: 'super-admin:title' } satisfies RouteHandle;

/** The super administrator's console, inside the console layout (/user/app/super-admin). */
export const superAdminRoutes: RouteObject[] = [
  {
    path: 'super-admin',
    handle,
    lazy: () => import('./routes/structures-page').then((m) => ({ Component: m.StructuresPage })),
  },
  {
    path: 'super-admin/structures/:id',
    handle,
    lazy: () => import('./routes/structure-page').then((m) => ({ Component: m.StructurePage })),
  },
  {
    path: 'super-admin/contents',
    handle,
    lazy: () => import('./routes/site-contents-page').then((m) => ({ Component: m.SiteContentsPage })),
  },
  {
    // The company's own record of super administrators' visits (structure.manage).
    path: 'company/takeovers',
    handle: { title: 'super-admin:takeovers.heading' } satisfies RouteHandle,
    lazy: () => import('./routes/takeovers-page').then((m) => ({ Component: m.TakeoversPage })),
  },
];

export { SuperAdminStrip } from './components/super-admin-strip';
