import type { TCurrency } from '@guestloop/contracts';
import { MoneyInput } from '@/components/ui';

export interface PriceInputProps {
  /** The price in minor units (cents); null while empty. */
  value: number | null;
  onChange: (minor: number | null) => void;
  currency: TCurrency;
  inputId: string;
  /** The usual price of the item's category (minor units): a price 100 times it is questioned. */
  typical?: number | null;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

/** A price typed in the menu's currency ("9,50" or "9.50" €) and handed back in minor units (950). */
export function PriceInput(props: PriceInputProps) {
  return <MoneyInput {...props} />;
}
