import type { TCurrency } from '@guestloop/contracts';
import { InputNumber } from 'primereact/inputnumber';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/intl';
import { fromMinor, toMinor } from './price';

export interface PriceInputProps {
  /** The price in minor units (cents); null while empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: TCurrency;
  inputId: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

/** A price shown and typed in the menu's currency ("4.50 €") and handed back in minor units (450). */
export function PriceInput({ value, onChange, currency, inputId, onBlur, ...aria }: PriceInputProps) {
  const { i18n } = useTranslation();
  return (
    <InputNumber
      inputId={inputId}
      value={value === null ? null : fromMinor(value)}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? toMinor(event.value) : null)}
      onBlur={onBlur}
      mode="currency"
      currency={currency}
      locale={intlLocale(i18n.language)}
      min={0}
      max={10_000_000}
      inputMode="decimal"
      className="gl-menu-price-input"
      {...aria}
    />
  );
}
