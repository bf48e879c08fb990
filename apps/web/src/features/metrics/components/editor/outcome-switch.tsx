import { METRIC_OUTCOMES, type TMetricOutcome } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';

const ICONS: Record<TMetricOutcome, string> = {
  bad: 'pi pi-thumbs-down',
  neutral: 'pi pi-minus-circle',
  good: 'pi pi-thumbs-up',
};

/** Bad / neutral / good as a row of toggle buttons (the outcome shown or edited). */
export function OutcomeSwitch({
  value,
  onChange,
  label,
}: {
  value: TMetricOutcome;
  onChange: (outcome: TMetricOutcome) => void;
  label: string;
}) {
  const { t } = useTranslation('metrics');
  return (
    <fieldset className="gl-outcome-switch">
      <legend className="gl-outcome-switch__label">{label}</legend>
      <span className="gl-outcome-switch__buttons">
        {METRIC_OUTCOMES.map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={`gl-outcome-switch__button gl-outcome-switch__button--${outcome}`}
            aria-pressed={value === outcome}
            onClick={() => onChange(outcome)}
          >
            <span className={ICONS[outcome]} aria-hidden="true" />
            {t(`outcomes.${outcome}`)}
          </button>
        ))}
      </span>
    </fieldset>
  );
}
