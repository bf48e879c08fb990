import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';
import { isPeriod, PERIODS, type Period } from './stats-model';

/** Last 7, 30 or 90 days. */
export function PeriodSelector({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation('qr-pages');
  const options = PERIODS.map((days) => ({ value: days, label: t('stats.days', { count: days }) }));
  return (
    <fieldset className="gl-qr-period">
      <legend className="gl-visually-hidden">{t('stats.period')}</legend>
      <SelectButton
        value={value}
        options={options}
        optionLabel="label"
        optionValue="value"
        allowEmpty={false}
        onChange={(event) => {
          if (isPeriod(event.value)) onChange(event.value);
        }}
      />
    </fieldset>
  );
}
