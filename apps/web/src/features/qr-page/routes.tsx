import { type RouteObject, useParams } from 'react-router';
import type { RouteHandle } from '@/lib/title';
import { qrInfoPage } from './pages';

/** Under /user/p/: the QR info page, when the app is already running. */
export const qrPageRoutes: RouteObject[] = [qrInfoPage].map((page) => ({
  path: page.path.replace(/^user\/p\//, ''),
  lazy: async () => {
    const render = await page.load();
    return { Component: () => render(useParams() as Record<string, string>) };
  },
  handle: { title: page.title } satisfies RouteHandle,
}));
