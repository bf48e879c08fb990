import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflineNotice } from '@/components/ui/OfflineNotice';
import { loadAllNamespaces, namespacesForPath } from '@/lib/i18n';
import { TitleManager } from '@/lib/route-title';

/** Shell of every route: title, navigation progress, offline notice, scroll restoration. */
export function RootLayout() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
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
      <OfflineNotice />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
