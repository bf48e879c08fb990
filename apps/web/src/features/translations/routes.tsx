import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

/** Content translations inside the console layout (/user/app/translations…). */
export const translationsRoutes: RouteObject[] = [
  {
    path: 'translations',
    handle: { title: 'translations:title' } satisfies RouteHandle,
    lazy: () => import('./routes/translations-page').then((m) => ({ Component: m.TranslationsPage })),
  },
  {
    path: 'translations/:kind/:slug',
    handle: { title: 'translations:title' } satisfies RouteHandle,
    lazy: () =>
      import('./routes/translation-editor-page').then((m) => ({ Component: m.TranslationEditorPage })),
  },
];
