import { useTranslation } from 'react-i18next';
import { CART_MAX_QUANTITY } from '../state/cart-slice';

export interface QuantityStepperProps {
  value: number;
  onChange(value: number): void;
  /** What is counted, for screen readers ("Quantity of Latte"). */
  label: string;
  /** 0 lets the minus button reach zero (the cart removes the line then). */
  min?: number;
}

/** Minus, the number, plus: 44 px buttons, the number announced when it changes. */
export function QuantityStepper({ value, onChange, label, min = 1 }: QuantityStepperProps) {
  const { t } = useTranslation('guest-menu');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and an output, not form fields
    <div className="gm-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="gm-stepper__button"
        aria-label={t('quantity.decrease')}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <i className="pi pi-minus" aria-hidden="true" />
      </button>
      <output className="gm-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="gm-stepper__button"
        aria-label={t('quantity.increase')}
        disabled={value >= CART_MAX_QUANTITY}
        onClick={() => onChange(Math.min(CART_MAX_QUANTITY, value + 1))}
      >
        <i className="pi pi-plus" aria-hidden="true" />
      </button>
    </div>
  );
}
