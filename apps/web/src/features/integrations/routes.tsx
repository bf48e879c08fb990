import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** The integrations section inside the console layout (/user/app/integrations). */
export const integrationsRoutes: RouteObject[] = [
  {
    path: 'integrations',
    handle: { title: 'integrations:title' } satisfies RouteHandle,
    lazy: () => import('./routes/integrations-page').then((m) => ({ Component: m.IntegrationsPage })),
  },
];
