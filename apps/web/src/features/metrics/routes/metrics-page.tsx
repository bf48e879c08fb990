import type { TMetric, TQrSticker } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { useMetricList } from '@/entities/metrics';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { CreateMetricDialog } from '../components/create-metric-dialog';
import { MetricCards } from '../components/metric-cards';
import { QuickStickerDialog } from '../components/quick-sticker-dialog';
import { metricPath, metricStickerPath } from '../paths';
import '../components/metrics.css';

/** /user/app/metrics: the company's rating pages, "New rating page" and a QR sticker in one step. */
export function MetricsPage() {
  const { t } = useTranslation('metrics');
  return (
    <RequirePermission permission="metrics.manage" namespace="metrics">
      <header className="gl-page-header">
        <h1 id="metrics-heading">{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <MetricsBody />
    </RequirePermission>
  );
}

function MetricsBody() {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const navigate = useNavigate();
  const metrics = useMetricList();
  const [creating, setCreating] = useState(false);
  const [quick, setQuick] = useState(false);

  if (!metrics.data)
    return <QueryState query={metrics} loadingLabel={t('loading')} errorTitle={t('loadError')} />;

  const onCreated = (metric: TMetric) => {
    setCreating(false);
    toast.success(t('create.done', { title: metric.title }));
    navigate(metricPath(metric.slug));
  };
  const onSticker = (sticker: TQrSticker) => {
    setQuick(false);
    navigate(metricStickerPath(sticker.metricSlug));
  };
  const createButton = (
    <Button type="button" icon="pi pi-plus" label={t('create.button')} onClick={() => setCreating(true)} />
  );
  const quickButton = (
    <Button
      type="button"
      icon="pi pi-qrcode"
      label={t('quick.button')}
      outlined
      onClick={() => setQuick(true)}
    />
  );
  const items = metrics.data.items;

  return (
    <>
      {items.length === 0 ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-star"
            title={t('empty.title')}
            message={t('empty.message')}
            action={
              <>
                {createButton}
                {quickButton}
              </>
            }
          />
        </div>
      ) : (
        <section className="gl-panel" aria-labelledby="metrics-heading">
          <div className="gl-metrics-toolbar">
            <p className="gl-metrics-muted">{t('list.total', { count: items.length })}</p>
            <div className="gl-metrics-toolbar__actions">
              {quickButton}
              {createButton}
            </div>
          </div>
          <MetricCards metrics={items} labelledBy="metrics-heading" />
        </section>
      )}
      <CreateMetricDialog visible={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <QuickStickerDialog visible={quick} onClose={() => setQuick(false)} onReady={onSticker} />
    </>
  );
}
