import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

export { ConsoleLayout } from './components/console-layout';
export { CONSOLE_SECTIONS, type ConsoleSection, canSee, visibleSections } from './sections';

/** The console's own pages, inside ConsoleLayout under /user/app. */
export const consoleRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: 'console:titles.dashboard' } satisfies RouteHandle,
    lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
];
