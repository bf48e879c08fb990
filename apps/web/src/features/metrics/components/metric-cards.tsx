import type { TMetric } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeleteMetric } from '../api/delete-metric';
import { metricPath, metricSharePath, metricStickerPath, publicRatePath } from '../paths';
import { ConfirmDeletion } from './confirm-deletion';
import { ActiveSwitch } from './metric-nav';
import { MetricTypeIcon, useMetricTypeLabel } from './metric-type';

/** The company's metrics as cards: the title opens the editor, the actions the other pages. */
export function MetricCards({ metrics, labelledBy }: { metrics: TMetric[]; labelledBy: string }) {
  const { t } = useTranslation('metrics');
  const remove = useDeleteMetric();
  const [deleting, setDeleting] = useState<TMetric | null>(null);

  return (
    <>
      <ul className="gl-metric-cards" aria-labelledby={labelledBy}>
        {metrics.map((metric) => (
          <MetricCard key={metric.id} metric={metric} onDelete={() => setDeleting(metric)} />
        ))}
      </ul>
      <ConfirmDeletion
        item={deleting}
        words={(metric) => ({
          title: t('delete.title', { title: metric?.title ?? '' }),
          message: t('delete.message', { count: metric?.ratingsCount ?? 0 }),
          confirm: t('delete.confirm'),
          done: t('delete.done', { title: metric?.title ?? '' }),
        })}
        remove={(metric) => remove.mutateAsync(metric.slug)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}

/**
 * One of a card's ways out: an icon and a word, named with the metric's title for screen readers.
 * The guest's page (`href`) opens in a new tab; the console's pages (`to`) in this one.
 */
function CardLink({
  icon,
  text,
  label,
  ...target
}: { icon: string; text: string; label: string } & ({ href: string } | { to: string })) {
  const content = (
    <>
      <span className={`pi ${icon}`} aria-hidden="true" />
      {text}
    </>
  );
  return 'href' in target ? (
    <a
      className="gl-metrics-link"
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      {content}
    </a>
  ) : (
    <Link className="gl-metrics-link" to={target.to} aria-label={label}>
      {content}
    </Link>
  );
}

function MetricCard({ metric, onDelete }: { metric: TMetric; onDelete: () => void }) {
  const { t } = useTranslation('metrics');
  const typeLabel = useMetricTypeLabel();
  return (
    <li className="gl-metric-card">
      <MetricTypeIcon type={metric.type} />
      <div className="gl-metric-card__body">
        <div className="gl-metric-card__top">
          <Link to={metricPath(metric.slug)} className="gl-metric-card__title" dir="auto">
            {metric.title}
          </Link>
          <ActiveSwitch metric={metric} compact />
        </div>
        <dl className="gl-metric-card__facts">
          <div>
            <dt>{t('list.type')}</dt>
            <dd>{typeLabel(metric.type)}</dd>
          </div>
          <div>
            <dt>{t('list.location')}</dt>
            <dd dir="auto">{metric.locationName}</dd>
          </div>
          <div>
            <dt>{t('list.ratingsLabel')}</dt>
            <dd>{metric.ratingsCount ?? 0}</dd>
          </div>
        </dl>
        <div className="gl-metric-card__actions">
          <CardLink
            href={publicRatePath(metric.slug)}
            icon="pi-external-link"
            text={t('list.openPage')}
            label={t('list.openPageOf', { title: metric.title })}
          />
          <CardLink
            to={metricStickerPath(metric.slug)}
            icon="pi-qrcode"
            text={t('nav.sticker')}
            label={t('list.stickerOf', { title: metric.title })}
          />
          <CardLink
            to={metricSharePath(metric.slug)}
            icon="pi-send"
            text={t('nav.share')}
            label={t('list.shareOf', { title: metric.title })}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            className="gl-metric-card__delete"
            aria-label={t('list.deleteOf', { title: metric.title })}
            title={t('delete.confirm')}
            onClick={onDelete}
          />
        </div>
      </div>
    </li>
  );
}
