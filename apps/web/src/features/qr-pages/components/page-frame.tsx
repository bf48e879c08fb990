import type { TQrInfoPage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { useLocationList } from '@/entities/locations';
import { Can, RequirePermission } from '@/entities/permissions';
import { contentTranslationsPath } from '@/lib/content-translations-path';
import { usePageTitle } from '@/lib/title';
import { useQrPage } from '../api/get-qr-page';
import { QR_PAGES_PATH, QR_PERMISSION, qrPagePath, qrPageStatsPath } from '../paths';
import { ActiveSwitch } from './active-switch';
import { ShareDialog } from './share/share-dialog';
import './qr-pages.css';

/**
 * The frame of one QR page: the permission, the page of the address (loading, failed or gone),
 * the way back, and the heading with the active switch, Share, and the builder and statistics tabs.
 */
export function PageFrame({ children }: { children: (page: TQrInfoPage) => ReactNode }) {
  return (
    <RequirePermission permission={QR_PERMISSION} namespace="qr-pages">
      <PageLoader>{children}</PageLoader>
    </RequirePermission>
  );
}

function PageLoader({ children }: { children: (page: TQrInfoPage) => ReactNode }) {
  const { t } = useTranslation('qr-pages');
  const { slug = '' } = useParams();
  const query = useQrPage(slug);
  usePageTitle(query.data?.title);
  const back = <BackLink to={QR_PAGES_PATH}>{t('builder.back')}</BackLink>;
  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('builder.loading')}
        errorTitle={t('builder.loadError')}
        aboveProblem={back}
        notFound={
          <>
            {back}
            <PageState
              icon="pi pi-qrcode"
              title={t('builder.notFound')}
              message={t('builder.notFoundHint')}
            />
          </>
        }
      />
    );
  }
  return (
    <>
      {back}
      <PageHeader page={query.data} />
      {children(query.data)}
    </>
  );
}

function PageHeader({ page }: { page: TQrInfoPage }) {
  const { t } = useTranslation('qr-pages');
  const [sharing, setSharing] = useState(false);
  const locations = useLocationList();
  const locationName = locations.data?.items.find((item) => item.id === page.locationId)?.name ?? '';
  return (
    <>
      <header className="gl-qr-header">
        <span className="gl-qr-header__icon pi pi-qrcode" aria-hidden="true" />
        <div className="gl-qr-header__text">
          <h1 dir="auto">{page.title}</h1>
          <p className="gl-qr-muted">
            <span dir="auto">{locationName}</span>
            {locationName ? ' · ' : ''}
            {t('list.blocks', { count: page.blocks.length })}
          </p>
        </div>
        <div className="gl-qr-header__side">
          <ActiveSwitch page={page} />
          <Button
            type="button"
            icon="pi pi-share-alt"
            outlined
            label={t('share.button')}
            onClick={() => setSharing(true)}
          />
          <Can permission="translations.manage">
            <Link className="gl-qr-link" to={contentTranslationsPath('qr-info', page.slug)}>
              <span className="pi pi-language" aria-hidden="true" />
              {t('translations:entry')}
            </Link>
          </Can>
        </div>
        <ShareDialog page={sharing ? { ...page, locationName } : null} onClose={() => setSharing(false)} />
      </header>
      <nav className="gl-qr-tabs" aria-label={t('tabs.label')}>
        <NavLink end to={qrPagePath(page.slug)} className="gl-qr-tabs__tab">
          <span className="pi pi-pencil" aria-hidden="true" />
          {t('tabs.builder')}
        </NavLink>
        <NavLink to={qrPageStatsPath(page.slug)} className="gl-qr-tabs__tab">
          <span className="pi pi-chart-bar" aria-hidden="true" />
          {t('tabs.statistics')}
        </NavLink>
      </nav>
    </>
  );
}
