import { metricScoreRange, type TMetricType } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';

const ICONS: Record<TMetricType, string> = {
  stars: 'pi pi-star-fill',
  nps: 'pi pi-gauge',
  faces: 'pi pi-face-smile',
};

/** The type's badge: its icon with the type's name for screen readers and on hover. */
export function MetricTypeIcon({ type }: { type: TMetricType }) {
  const { t } = useTranslation('metrics');
  const label = t(`types.${type}.name`);
  return (
    <span className={`gl-metric-type gl-metric-type--${type}`} role="img" aria-label={label} title={label}>
      <span className={ICONS[type]} aria-hidden="true" />
    </span>
  );
}

/** "Stars · 1–5": the type's name and score range. */
export function useMetricTypeLabel() {
  const { t } = useTranslation('metrics');
  return (type: TMetricType) => {
    const { min, max } = metricScoreRange(type);
    return t('types.withRange', { name: t(`types.${type}.name`), min, max });
  };
}
