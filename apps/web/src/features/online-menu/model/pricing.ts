import type { TPublicMenu } from '@guestloop/contracts';

export type PublicItem = TPublicMenu['categories'][number]['items'][number];
export type AddonGroup = PublicItem['settings']['addons'][number];

/** What a guest picked for one item: a size (index into options, null without options) and add-ons. */
export interface ItemChoice {
  optionIndex: number | null;
  /** Per add-on group (same order as the item's addons), the indexes of the chosen options. */
  addons: number[][];
}

/** The base price of the chosen size; items without sizes use their own price. */
export function basePrice(item: PublicItem, optionIndex: number | null): number {
  if (optionIndex === null) return item.price;
  return item.settings.options[optionIndex]?.price ?? item.price;
}

export function addonsPrice(item: PublicItem, addons: number[][]): number {
  let sum = 0;
  item.settings.addons.forEach((group, groupIndex) => {
    for (const optionIndex of addons[groupIndex] ?? []) sum += group.options[optionIndex]?.price ?? 0;
  });
  return sum;
}

/** One unit with its size and add-ons, in minor units. */
export function unitPrice(item: PublicItem, choice: ItemChoice): number {
  return basePrice(item, choice.optionIndex) + addonsPrice(item, choice.addons);
}

export function lineTotal(unit: number, quantity: number): number {
  return unit * Math.max(0, Math.floor(quantity));
}

/** The lowest price the card can promise: "from 3.20" when sizes differ. */
export function priceRange(item: PublicItem): { min: number; max: number } {
  const prices = item.settings.options.map((o) => o.price);
  if (prices.length === 0) return { min: item.price, max: item.price };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** The first size is preselected, so a guest can add an item with one tap. */
export function initialChoice(item: PublicItem): ItemChoice {
  return {
    optionIndex: item.settings.options.length > 0 ? 0 : null,
    addons: item.settings.addons.map(() => []),
  };
}

export type AddonProblem = { kind: 'below-min'; groupIndex: number; min: number } | null;

/** Whether one more option of the group may be ticked (its max reached otherwise). */
export function canAddAddon(group: AddonGroup, chosen: readonly number[]): boolean {
  return chosen.length < group.max;
}

/**
 * Ticks or unticks an add-on option. A group whose max is 1 behaves like a radio group (the new
 * choice replaces the old); otherwise a choice beyond max is refused and the selection is kept.
 */
export function toggleAddon(group: AddonGroup, chosen: readonly number[], optionIndex: number): number[] {
  if (chosen.includes(optionIndex)) return chosen.filter((i) => i !== optionIndex);
  if (group.max === 1) return [optionIndex];
  if (!canAddAddon(group, chosen)) return [...chosen];
  return [...chosen, optionIndex].sort((a, b) => a - b);
}

/** The first group that still needs choices (its min not reached), or null when all are fine. */
export function firstAddonProblem(item: PublicItem, addons: number[][]): AddonProblem {
  for (const [groupIndex, group] of item.settings.addons.entries()) {
    const count = addons[groupIndex]?.length ?? 0;
    if (count < group.min) return { kind: 'below-min', groupIndex, min: group.min };
  }
  return null;
}

/** Drops choices that no longer exist (the menu changed since the cart was filled). */
export function sanitizeChoice(item: PublicItem, choice: ItemChoice): ItemChoice {
  const options = item.settings.options;
  const optionIndex =
    options.length === 0
      ? null
      : choice.optionIndex !== null && choice.optionIndex < options.length
        ? choice.optionIndex
        : 0;
  const addons = item.settings.addons.map((group, g) =>
    [...new Set(choice.addons[g] ?? [])]
      .filter((i) => Number.isInteger(i) && i >= 0 && i < group.options.length)
      .slice(0, group.max),
  );
  return { optionIndex, addons };
}
