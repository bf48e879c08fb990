import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
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
