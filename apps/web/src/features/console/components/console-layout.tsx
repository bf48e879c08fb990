import { Sidebar } from 'primereact/sidebar';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLogo, PageLoader } from '@/components/ui';
import { useCurrentUser } from '@/lib/session';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import { NewOrdersWatcher, useSectionBadges, watchesOrders } from './use-section-badges';
import './console.css';

/**
 * The frame of every console page (the router's guard has already made sure a user with a
 * complete registration is signed in): top bar, navigation, and the page in <main>.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const { user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const badges = useSectionBadges(user ?? { structure: null });

  if (!user) return <PageLoader fullScreen />;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const close = () => setDrawerOpen(false);

  return (
    <div className="gl-console">
      <a href="#console-main" className="gl-skip-link">
        {t('skipToContent')}
      </a>
      {watchesOrders(user) ? <NewOrdersWatcher /> : null}
      <TopBar
        user={user}
        navOpen={drawerOpen}
        navId={drawerId}
        alert={Object.keys(badges).length > 0}
        onOpenNav={() => setDrawerOpen(true)}
      />
      <div className="gl-console__body">
        <nav className="gl-sidenav" aria-label={t('nav.label')}>
          <SideNav user={user} badges={badges} />
        </nav>
        <Sidebar
          id={drawerId}
          visible={drawerOpen}
          onHide={close}
          position={rtl ? 'right' : 'left'}
          header={<BrandLogo size={26} />}
          ariaCloseLabel={t('nav.close')}
        >
          <nav aria-label={t('nav.label')}>
            <SideNav user={user} badges={badges} onNavigate={close} />
          </nav>
        </Sidebar>
        <main id="console-main" className="gl-console__main" tabIndex={-1}>
          <div className="gl-console__content">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
