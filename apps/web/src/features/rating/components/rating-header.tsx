import type { TMetricPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating';

/** The venue and the metric's question: logo or picture, company, place (and table), title. */
export function RatingHeader({ metric, compact = false }: { metric: TMetricPublic; compact?: boolean }) {
  const { t } = useTranslation('rating');
  const picture = metric.imageUrl ?? metric.company.logoUrl;
  const venue = metric.content.structureTitle.trim() || metric.company.name;
  const intro = metric.content.settings.welcomePage.trim();
  const metricText = contentLanguage(metric.language);
  return (
    <header className={compact ? 'rt-header rt-header--compact' : 'rt-header'}>
      {picture ? (
        <img
          className={metric.imageUrl ? 'rt-header__image' : 'rt-header__logo'}
          src={picture}
          alt={metric.imageUrl ? '' : t('page.logo', { name: metric.company.name })}
        />
      ) : (
        <span className="rt-header__initial" aria-hidden="true">
          {venue.slice(0, 1)}
        </span>
      )}
      <p className="rt-header__venue" dir="auto">
        {venue}
      </p>
      <p className="rt-header__place">
        <i className="pi pi-map-marker" aria-hidden="true" />
        <span dir="auto">{metric.location.name}</span>
        {metric.table ? (
          <span className="rt-header__table">
            <i className="pi pi-th-large" aria-hidden="true" />
            {t('page.table', { label: metric.table.label })}
          </span>
        ) : null}
      </p>
      {compact ? null : (
        <>
          <h1 className="rt-header__title" {...metricText}>
            {metric.title}
          </h1>
          {metric.content.subTitle.trim() ? (
            <p className="rt-header__subtitle" {...metricText}>
              {metric.content.subTitle}
            </p>
          ) : null}
          {intro ? (
            <p className="rt-header__intro" {...metricText}>
              {intro}
            </p>
          ) : null}
        </>
      )}
    </header>
  );
}
