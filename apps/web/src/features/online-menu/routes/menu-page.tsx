import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, PageLoader, PublicShell, UnavailableState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { usePublicMenu } from '../api/get-public-menu';

/** A menu that does not exist, is switched off, or is not public answers one of these. */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404, 410].includes(error.status);
}

/** Every menu route for now: loads the public menu by slug and shows its header or an honest state. */
export function MenuPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const menu = usePublicMenu(slug);
  usePageTitle(menu.data?.title);

  let content: React.ReactNode;
  if (menu.isPending) content = <PageLoader />;
  else if (menu.isError && isUnavailable(menu.error)) {
    content = (
      <UnavailableState
        icon="pi pi-book"
        title={t('unavailable.menu.title')}
        message={t('unavailable.menu.message')}
      />
    );
  } else if (menu.isError) {
    content = (
      <div className="gl-card gl-card--state">
        <ErrorState
          title={t('error.loadFailed')}
          message={errorMessage(menu.error)}
          onRetry={() => void menu.refetch()}
        />
      </div>
    );
  } else {
    content = (
      <header className="gl-card gl-menu-hero">
        <h1 className="gl-menu-hero__title">{menu.data.title}</h1>
        {menu.data.subTitle ? <p className="gl-menu-hero__subtitle">{menu.data.subTitle}</p> : null}
      </header>
    );
  }
  return <PublicShell>{content}</PublicShell>;
}

/** Routes without a menu behind them yet (test payment page, AI assistant demo). */
export function MenuPageUnavailable() {
  const { t } = useTranslation('common');
  return (
    <PublicShell>
      <UnavailableState title={t('unavailable.page.title')} message={t('unavailable.page.message')} />
    </PublicShell>
  );
}
