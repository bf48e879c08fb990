import { lazy, Suspense } from 'react';
import type { ErrorFallbackProps } from './ErrorFallback';

const ErrorFallback = lazy(async () => ({ default: (await import('./ErrorFallback')).ErrorFallback }));

/**
 * ErrorFallback loaded when a page crashes: the error boundaries wrap every page, and the
 * fallback's PrimeReact button and styles would otherwise weigh on every first load.
 */
export function LazyErrorFallback(props: ErrorFallbackProps) {
  return (
    <Suspense fallback={null}>
      <ErrorFallback {...props} />
    </Suspense>
  );
}
