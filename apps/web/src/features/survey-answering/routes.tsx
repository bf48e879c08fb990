import { type RouteObject, useParams } from 'react-router';
import type { RouteHandle } from '@/lib/title';
import { surveyAnsweringPages } from './pages';

/** Under /user/p/: the answering pages, when the app is already running. */
export const surveyAnsweringRoutes: RouteObject[] = surveyAnsweringPages.map((page) => ({
  path: page.path.replace(/^user\/p\//, ''),
  lazy: async () => {
    const render = await page.load();
    return { Component: () => render(useParams() as Record<string, string>) };
  },
  handle: { title: page.title } satisfies RouteHandle,
}));
