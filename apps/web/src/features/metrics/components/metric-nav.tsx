import type { TMetric } from '@guestloop/contracts';
import { InputSwitch } from 'primereact/inputswitch';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Can } from '@/entities/permissions';
import { contentTranslationsPath } from '@/lib/content-translations-path';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetMetricActive } from '../api/update-metric';
import { metricPath, metricSharePath, metricStickerPath, publicRatePath } from '../paths';
import { MetricTypeIcon, useMetricTypeLabel } from './metric-type';

/** A metric's pages: the heading, its active switch, the guest page link and the three tabs. */
export function MetricHeader({ metric }: { metric: TMetric }) {
  const { t } = useTranslation('metrics');
  const typeLabel = useMetricTypeLabel();
  return (
    <header className="gl-metric-header">
      <MetricTypeIcon type={metric.type} />
      <div className="gl-metric-header__text">
        <h1 dir="auto">{metric.title}</h1>
        <p className="gl-metrics-muted">
          {typeLabel(metric.type)} · <span dir="auto">{metric.locationName}</span> ·{' '}
          {t('list.ratings', { count: metric.ratingsCount ?? 0 })}
        </p>
      </div>
      <div className="gl-metric-header__side">
        <ActiveSwitch metric={metric} />
        <a
          className="gl-metrics-link"
          href={publicRatePath(metric.slug)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="pi pi-external-link" aria-hidden="true" />
          {t('list.openPage')}
        </a>
        <Can permission="translations.manage">
          <Link className="gl-metrics-link" to={contentTranslationsPath('metric', metric.slug)}>
            <span className="pi pi-language" aria-hidden="true" />
            {t('translations:entry')}
          </Link>
        </Can>
      </div>
      <nav className="gl-metric-tabs" aria-label={t('nav.label')}>
        <NavLink end to={metricPath(metric.slug)} className="gl-metric-tabs__link">
          <span className="pi pi-pencil" aria-hidden="true" />
          {t('nav.edit')}
        </NavLink>
        <NavLink to={metricStickerPath(metric.slug)} className="gl-metric-tabs__link">
          <span className="pi pi-qrcode" aria-hidden="true" />
          {t('nav.sticker')}
        </NavLink>
        <NavLink to={metricSharePath(metric.slug)} className="gl-metric-tabs__link">
          <span className="pi pi-send" aria-hidden="true" />
          {t('nav.share')}
        </NavLink>
      </nav>
    </header>
  );
}

/** Guests reach an inactive metric's page nowhere: the switch saves at once. */
export function ActiveSwitch({ metric, compact }: { metric: TMetric; compact?: boolean }) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const setActive = useSetMetricActive(metric);
  const id = `metric-active-${metric.id}`;
  return (
    <span className="gl-metric-active">
      <InputSwitch
        inputId={id}
        checked={metric.isActive}
        onChange={(event) =>
          setActive.mutate(Boolean(event.value), {
            onSuccess: (saved) =>
              toast.success(
                t(saved.isActive ? 'list.activated' : 'list.deactivated', { title: saved.title }),
              ),
            onError: (error) => toast.error(t('list.activeFailed'), errorMessage(error)),
          })
        }
        aria-label={compact ? t('list.activeOf', { title: metric.title }) : undefined}
      />
      <label htmlFor={id}>{metric.isActive ? t('status.active') : t('status.inactive')}</label>
    </span>
  );
}
