import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorState, PageLoader, PublicShell, UnavailableState } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/errors';
import { usePageTitle } from '@/lib/title';
import { usePublicResource } from '../api/get-public-resource';
import { PUBLIC_PAGE_KINDS, type PublicPageKind } from '../kinds';

function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404, 410].includes(error.status);
}

/** The QR info page: its heading, or an honest unavailable state. */
export function PublicResourcePage({ kind }: { kind: PublicPageKind }) {
  const { slug = '' } = useParams();
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const resource = usePublicResource(kind, slug);
  usePageTitle(resource.data?.title);

  let content: ReactNode;
  if (resource.isPending) content = <PageLoader />;
  else if (resource.isError && isUnavailable(resource.error)) {
    content = (
      <UnavailableState
        icon={PUBLIC_PAGE_KINDS[kind].icon}
        title={t(`unavailable.${kind}.title`)}
        message={t(`unavailable.${kind}.message`)}
      />
    );
  } else if (resource.isError) {
    content = (
      <div className="gl-card gl-card--state">
        <ErrorState
          title={t('error.loadFailed')}
          message={errorMessage(resource.error)}
          onRetry={() => void resource.refetch()}
        />
      </div>
    );
  } else {
    content = (
      <header className="gl-card gl-menu-hero">
        <h1 className="gl-menu-hero__title">{resource.data.title || t(`titles.${kind}`)}</h1>
        {resource.data.subTitle ? <p className="gl-menu-hero__subtitle">{resource.data.subTitle}</p> : null}
      </header>
    );
  }
  return <PublicShell>{content}</PublicShell>;
}

/** One route component per kind (the routes stay free of JSX factories). */
export const PUBLIC_PAGES: Record<PublicPageKind, ComponentType> = {
  qr: () => <PublicResourcePage kind="qr" />,
};
