import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '@/lib/error-boundary';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import { TourProvider } from '@/lib/tour';

/**
 * The providers of every page, routed or standalone. PrimeReact has none: it is configured
 * globally by the pages that use it (console-kit.ts), so the guest menu loads no PrimeReact code.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <TourProvider>{children}</TourProvider>
        </ToastProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
