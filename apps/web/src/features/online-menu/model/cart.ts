import type { CartLine } from '../state/cart-slice';
import { lineTotal } from './pricing';

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, line) => n + line.quantity, 0);

export const cartTotal = (lines: readonly CartLine[]) =>
  lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.quantity), 0);

/** The line's choices in one readable row: "Large · Oat milk, Extra shot". */
export function lineDetails(line: Pick<CartLine, 'optionName' | 'addonNames'>): string {
  return [line.optionName, line.addonNames.join(', ')].filter(Boolean).join(' · ');
}
