import type { RouteObject } from 'react-router';

export const loadConsoleKit = () => import('./console-kit');

/** A route built with PrimeReact loads the console kit (console-kit.ts) along with its code. */
export function withConsoleKit(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: async () => {
      const [loaded] = await Promise.all([lazy(), loadConsoleKit()]);
      return loaded;
    },
  };
}
