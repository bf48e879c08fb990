import type { TMetric } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useMetric } from '../api/get-metric';
import { METRICS_PATH } from '../paths';
import { MetricHeader } from './metric-nav';
import './metrics.css';

/**
 * The frame of a metric's pages (editor, sticker, invitations): the permission, the metric of
 * the address (loading, failed, or gone), the way back, the heading with its tabs, then the page.
 */
export function MetricFrame({ children }: { children: (metric: TMetric) => ReactNode }) {
  return (
    <RequirePermission permission="metrics.manage" namespace="metrics">
      <MetricLoader>{children}</MetricLoader>
    </RequirePermission>
  );
}

function MetricLoader({ children }: { children: (metric: TMetric) => ReactNode }) {
  const { t } = useTranslation('metrics');
  const { slug = '' } = useParams();
  const query = useMetric(slug);
  usePageTitle(query.data?.title);
  const back = <BackLink to={METRICS_PATH}>{t('editor.back')}</BackLink>;
  const missing = (
    <>
      {back}
      <PageState icon="pi pi-star" title={t('editor.notFound')} message={t('editor.notFoundHint')} />
    </>
  );

  if (query.data === null) return missing;
  if (query.data === undefined) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('editor.loading')}
        errorTitle={t('editor.loadError')}
        aboveProblem={back}
        notFound={missing}
      />
    );
  }
  return (
    <>
      {back}
      <MetricHeader metric={query.data} />
      {children(query.data)}
    </>
  );
}
