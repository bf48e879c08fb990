import { useTranslation } from 'react-i18next';
import type { OrderMode } from '../state/order-slice';
import type { RememberedTable } from '../state/table-slice';

const ICONS: Record<OrderMode, string> = {
  table: 'pi-map-marker',
  pickup: 'pi-shopping-bag',
  delivery: 'pi-car',
};

export interface CartModePickerProps {
  modes: readonly OrderMode[];
  value: OrderMode;
  onChange(mode: OrderMode): void;
  table: RememberedTable | undefined;
}

/** "How would you like it?": at the table, pickup or delivery, as large radio cards. */
export function CartModePicker({ modes, value, onChange, table }: CartModePickerProps) {
  const { t } = useTranslation('guest-order');
  const hint = (mode: OrderMode) => {
    if (mode === 'table' && table)
      return t('mode.tableHint', { table: table.tableName, group: table.groupName });
    return t(`mode.${mode}Hint`);
  };
  return (
    <fieldset className="gm-modes">
      <legend className="gm-section-title">{t('mode.legend')}</legend>
      <div className="gm-modes__list">
        {modes.map((mode) => (
          <label key={mode} className={mode === value ? 'gm-mode gm-mode--on' : 'gm-mode'}>
            <input
              type="radio"
              name="gm-order-mode"
              value={mode}
              checked={mode === value}
              onChange={() => onChange(mode)}
              className="gm-mode__input"
            />
            <span className="gm-mode__icon" aria-hidden="true">
              <i className={`pi ${ICONS[mode]}`} />
            </span>
            <span className="gm-mode__text">
              <span className="gm-mode__name">{t(`mode.${mode}`)}</span>
              <span className="gm-mode__hint">{hint(mode)}</span>
            </span>
            <span className="gm-mode__check" aria-hidden="true">
              <i className="pi pi-check" />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
