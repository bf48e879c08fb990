import { QueryClientProvider } from '@tanstack/react-query';
import { PrimeReactContext, PrimeReactProvider } from 'primereact/api';
import { type ReactNode, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { AppErrorBoundary } from '@/lib/error-boundary';
import { currentLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import { TourProvider } from '@/lib/tour';
import { primeReactConfig, registerPrimeLocale } from './primereact';

/** Follows the UI language in PrimeReact (date picker texts, aria labels). */
function PrimeLocaleSync() {
  const { t, i18n } = useTranslation('common');
  const prime = useContext(PrimeReactContext);
  const language = currentLanguage(i18n.language);
  useEffect(() => {
    registerPrimeLocale(language, {
      today: t('datePicker.today'),
      clear: t('datePicker.clear'),
      weekHeader: t('datePicker.weekHeader'),
    });
    prime?.setLocale?.(language);
  }, [language, prime, t]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <PrimeReactProvider value={primeReactConfig(currentLanguage(i18n.language))}>
          <PrimeLocaleSync />
          <ToastProvider>
            <TourProvider>{children}</TourProvider>
          </ToastProvider>
        </PrimeReactProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
