import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, minorUnitDigits } from '@/lib/currency';
import { intlLocale } from '@/lib/intl';
import { currencySign, formatAmount, HIGH_PRICE_UNITS, parseMoney, unusualPrice } from '@/lib/money';
import './money-input.css';

export interface MoneyInputProps {
  /** The amount in minor units (cents); null while empty or not a price. */
  value: number | null;
  onChange: (minor: number | null) => void;
  /** ISO code; the box shows its sign and decimals the way the UI language writes them. */
  currency: string;
  inputId: string;
  /** The usual price of comparable things in minor units: a price 100 times it is questioned. */
  typical?: number | null;
  onBlur?: () => void;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A price box: takes "9,50" and "9.50" alike (and thousands marks), shows the currency's sign,
 * and asks "is that right?" under a price that looks like a slip, without refusing it.
 */
export function MoneyInput(props: MoneyInputProps) {
  const { value, onChange, currency, inputId, typical = null, onBlur } = props;
  const { t, i18n } = useTranslation('common');
  const locale = intlLocale(i18n.language);
  const digits = minorUnitDigits(currency);
  const shown = (minor: number | null) => (minor === null ? '' : formatAmount(minor, digits, locale));
  const [text, setText] = useState(() => shown(value));
  const [editing, setEditing] = useState(false);
  const emitted = useRef(value);

  // A value set from outside (the form reset to another item) replaces what was typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the value rewrites the box
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setText(shown(value));
  }, [value]);

  const parsed = parseMoney(text, digits);
  const change = (next: string) => {
    setText(next);
    const read = parseMoney(next, digits);
    emitted.current = read.kind === 'amount' ? read.minor : null;
    onChange(emitted.current);
  };
  const blur = () => {
    setEditing(false);
    if (parsed.kind === 'amount') setText(shown(parsed.minor));
    onBlur?.();
  };

  const invalid = parsed.kind === 'invalid' && !editing;
  const unusual = parsed.kind === 'amount' ? unusualPrice(parsed.minor, digits, typical) : null;
  const note = invalid
    ? t('money.invalid', { example: shown(950) })
    : unusual === 'high'
      ? t('money.high', { limit: formatPrice(HIGH_PRICE_UNITS * 10 ** digits, currency, i18n.language) })
      : unusual === 'outlier' && typical !== null
        ? t('money.outlier', { typical: formatPrice(typical, currency, i18n.language) })
        : null;
  const { sign, before } = currencySign(currency, locale);
  const signId = `${inputId}-currency`;
  const noteId = `${inputId}-note`;
  const describedBy = [props['aria-describedby'], signId, note ? noteId : null].filter(Boolean).join(' ');
  const addon = (
    <span className="p-inputgroup-addon gl-money__sign" id={signId}>
      {sign}
    </span>
  );

  return (
    <span className="gl-money">
      <span className="p-inputgroup">
        {before ? addon : null}
        <InputText
          id={inputId}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setEditing(true)}
          onChange={(event) => change(event.target.value)}
          onBlur={blur}
          aria-label={props['aria-label']}
          aria-invalid={props['aria-invalid'] ?? (invalid ? true : undefined)}
          aria-describedby={describedBy}
        />
        {before ? null : addon}
      </span>
      <small
        className={`gl-money__note${invalid ? ' gl-money__note--invalid' : ''}`}
        id={noteId}
        aria-live="polite"
      >
        {note ? (
          <>
            <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {note}
          </>
        ) : null}
      </small>
    </span>
  );
}
