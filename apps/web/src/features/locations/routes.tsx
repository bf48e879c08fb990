import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Locations and sub-locations, inside the console layout (/user/app/locations…). */
export const locationsRoutes: RouteObject[] = [
  {
    path: 'locations',
    handle: { title: 'locations:title' } satisfies RouteHandle,
    lazy: () => import('./routes/locations-page').then((m) => ({ Component: m.LocationsPage })),
  },
  {
    path: 'locations/:id',
    handle: { title: 'locations:editor.title' } satisfies RouteHandle,
    lazy: () => import('./routes/location-page').then((m) => ({ Component: m.LocationPage })),
  },
];
