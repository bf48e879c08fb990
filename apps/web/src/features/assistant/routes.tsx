import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/title';

/**
 * SPEC point 2 `/ai/assistant/:id`: the AI assistant's page, mounted by the app's router under
 * /user/online-menu with the console kit; its words load with it.
 */
export const assistantRoute: RouteObject = {
  path: 'ai/assistant/:id',
  handle: { title: 'common:titles.aiAssistant' } satisfies RouteHandle,
  lazy: async () => {
    const [module] = await Promise.all([import('./routes/assistant-page'), loadNamespaces(['assistant'])]);
    return { Component: module.AssistantPage };
  },
};

/** Inside the console (behind its sign-in): the way back to the assistant after signing in. */
export const assistantConsoleRoutes: RouteObject[] = [
  {
    path: 'assistant/:id',
    handle: { title: 'common:titles.aiAssistant' } satisfies RouteHandle,
    lazy: () => import('./routes/assistant-redirect').then((m) => ({ Component: m.AssistantRedirect })),
  },
];
