import type { TItemSettings } from './menus';
import * as z from './zod';

/**
 * What a guest picked for one cart line, by position in the item's settings (options and add-on
 * groups are stored as ordered lists). The server prices it again from the menu; the guest's
 * own figures are never trusted.
 */
export const ZOrderLineChoice = z.object({
  itemId: z.uuid(),
  /** Index into the item's options; null when the item has none. */
  optionIndex: z.number().int().min(0).max(19).nullable().default(null),
  /** Per add-on group (by index), the indexes of the chosen options. */
  addons: z
    .array(
      z.object({
        group: z.number().int().min(0).max(9),
        options: z.array(z.number().int().min(0).max(29)).max(30),
      }),
    )
    .max(10)
    .default([]),
  quantity: z.number().int().min(1).max(99),
  note: z.string().trim().max(300).nullish(),
});
export type TOrderLineChoice = z.infer<typeof ZOrderLineChoice>;

/** The parts of a menu item that set its price. */
export interface PricedItem {
  price: number;
  settings: Pick<TItemSettings, 'options' | 'addons'>;
}

export type LinePriceProblem =
  | { code: 'option_required' }
  | { code: 'unknown_option' }
  | { code: 'unknown_addon'; group: number }
  | { code: 'addon_min'; group: number; min: number }
  | { code: 'addon_max'; group: number; max: number };

export interface PricedLine {
  /** The option's price, or the item's when it has no options. */
  basePrice: number;
  /** Sum of the chosen add-on options, per one unit. */
  addonsPrice: number;
  unitPrice: number;
  total: number;
}

/** Prices one line in minor units, or names what is wrong with the choice. */
export function priceOrderLine(
  item: PricedItem,
  choice: Pick<TOrderLineChoice, 'optionIndex' | 'addons' | 'quantity'>,
): { ok: true; line: PricedLine } | { ok: false; problem: LinePriceProblem } {
  const { options, addons } = item.settings;
  let basePrice = item.price;
  if (options.length > 0) {
    if (choice.optionIndex === null) return { ok: false, problem: { code: 'option_required' } };
    const option = options[choice.optionIndex];
    if (!option) return { ok: false, problem: { code: 'unknown_option' } };
    basePrice = option.price;
  } else if (choice.optionIndex !== null) {
    return { ok: false, problem: { code: 'unknown_option' } };
  }

  const chosenByGroup = new Map<number, Set<number>>();
  for (const pick of choice.addons) {
    if (!addons[pick.group] || chosenByGroup.has(pick.group)) {
      return { ok: false, problem: { code: 'unknown_addon', group: pick.group } };
    }
    chosenByGroup.set(pick.group, new Set(pick.options));
  }

  let addonsPrice = 0;
  for (const [index, group] of addons.entries()) {
    const chosen = chosenByGroup.get(index) ?? new Set<number>();
    if (chosen.size < group.min)
      return { ok: false, problem: { code: 'addon_min', group: index, min: group.min } };
    if (chosen.size > group.max)
      return { ok: false, problem: { code: 'addon_max', group: index, max: group.max } };
    for (const optionIndex of chosen) {
      const option = group.options[optionIndex];
      if (!option) return { ok: false, problem: { code: 'unknown_addon', group: index } };
      addonsPrice += option.price;
    }
  }

  const unitPrice = basePrice + addonsPrice;
  return { ok: true, line: { basePrice, addonsPrice, unitPrice, total: unitPrice * choice.quantity } };
}
