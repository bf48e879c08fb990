import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { LazyErrorFallback } from '@/components/ui/LazyErrorFallback';
import { logError } from '@/lib/error-log';

/** Errors thrown while loading or rendering a route: logged, then the friendly fallback. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    void logError(error, { component: { name: 'route' }, info: `route ${pathname}` });
  }, [error, pathname]);
  return <LazyErrorFallback />;
}
