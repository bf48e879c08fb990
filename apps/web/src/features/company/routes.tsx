import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The company's own page, inside the console layout (/user/app/company). */
export const companyRoutes: RouteObject[] = [
  {
    path: 'company',
    handle: { title: 'company:title' } satisfies RouteHandle,
    lazy: () => import('./routes/company-page').then((m) => ({ Component: m.CompanyPage })),
  },
];
