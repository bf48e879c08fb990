import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { loadAllNamespaces, namespacesForPath } from '@/lib/i18n';
import { TitleManager } from '@/lib/title';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** Shell of every route: title, navigation progress, offline notice, scroll restoration. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const online = useOnline();
  const { pathname } = useLocation();
  // Leaving the guest menu (which loads only its namespaces) for any other page loads the rest.
  useEffect(() => {
    if (namespacesForPath(pathname) === 'all') void loadAllNamespaces();
  }, [pathname]);
  return (
    <>
      <TitleManager />
      {navigation.state !== 'idle' ? (
        <div className="gl-progress" role="progressbar" aria-label={t('app.loading')} />
      ) : null}
      {online ? null : (
        <div className="gl-offline" role="status">
          <span className="pi pi-wifi" aria-hidden="true" /> {t('offline.message')}
        </div>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
