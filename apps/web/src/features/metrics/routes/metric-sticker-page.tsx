import type { TMetric } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { useSticker } from '../api/sticker';
import { MetricFrame } from '../components/metric-frame';
import { StickerFiles } from '../components/sticker/sticker-files';
import { StickerSettingsForm } from '../components/sticker/sticker-settings-form';

/** /user/app/metrics/:slug/sticker: the printable QR sticker of a metric. */
export function MetricStickerPage() {
  return <MetricFrame>{(metric) => <StickerBody metric={metric} />}</MetricFrame>;
}

function StickerBody({ metric }: { metric: TMetric }) {
  const { t } = useTranslation('metrics');
  const query = useSticker(metric.slug);
  if (!query.data)
    return (
      <QueryState query={query} loadingLabel={t('sticker.loading')} errorTitle={t('sticker.loadError')} />
    );
  const sticker = query.data;
  return (
    <div className="gl-sticker-layout">
      <section
        className="gl-panel gl-metric-section gl-sticker-layout__settings"
        aria-labelledby="sticker-settings-heading"
      >
        <h2 id="sticker-settings-heading">{t('sticker.settings')}</h2>
        <p className="gl-metrics-muted">{t('sticker.settingsLead')}</p>
        <StickerSettingsForm key={sticker.metricId} sticker={sticker} />
      </section>
      <figure className="gl-panel gl-sticker-preview">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(sticker.svg)}`}
          alt={t('sticker.previewAlt', { title: sticker.title })}
        />
        <figcaption className="gl-metrics-muted">
          {t('sticker.opens')}{' '}
          <a href={sticker.url} target="_blank" rel="noopener noreferrer" dir="ltr">
            {sticker.url}
          </a>
        </figcaption>
      </figure>
      <StickerFiles metric={metric} sticker={sticker} />
    </div>
  );
}
