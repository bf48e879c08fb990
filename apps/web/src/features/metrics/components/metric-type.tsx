import { isLanguage, isRtl, metricScoreRange, type TMetricType } from '@guestloop/contracts';
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

/**
 * A range such as "1–5" kept left to right inside right-to-left text (the dash between two
 * numbers would otherwise show them as "5–1").
 */
export function useNumberRange() {
  const { i18n } = useTranslation();
  const rtl = isLanguage(i18n.language) && isRtl(i18n.language);
  return (min: number | string, max: number | string) =>
    rtl ? { min: `\u2066${min}`, max: `${max}\u2069` } : { min, max };
}

/** Text kept left to right inside right-to-left text (a range of scores such as "4–5"). */
export function useLeftToRight() {
  const { i18n } = useTranslation();
  const rtl = isLanguage(i18n.language) && isRtl(i18n.language);
  return (text: string) => (rtl ? `\u2066${text}\u2069` : text);
}

/** "Stars · 1–5": the type's name and score range. */
export function useMetricTypeLabel() {
  const { t } = useTranslation('metrics');
  const range = useNumberRange();
  return (type: TMetricType) => {
    const { min, max } = metricScoreRange(type);
    return t('types.withRange', { name: t(`types.${type}.name`), ...range(min, max) });
  };
}
