import { describe, expect, it } from 'vitest';
import { LATTE, PANCAKES } from '../test/menu-fixture';
import {
  canAddAddon,
  firstAddonProblem,
  initialChoice,
  lineTotal,
  priceRange,
  sanitizeChoice,
  toggleAddon,
  unitPrice,
} from './pricing';

const [MILK, EXTRAS] = LATTE.settings.addons as [
  (typeof LATTE.settings.addons)[number],
  (typeof LATTE.settings.addons)[number],
];

describe('line totals', () => {
  it('uses the item price without sizes and the size price with them', () => {
    expect(unitPrice(PANCAKES, initialChoice(PANCAKES))).toBe(850);
    expect(unitPrice(LATTE, { optionIndex: 0, addons: [[], []] })).toBe(390);
    expect(unitPrice(LATTE, { optionIndex: 1, addons: [[], []] })).toBe(450);
  });

  it('adds the chosen add-ons and multiplies by the quantity', () => {
    const choice = { optionIndex: 1, addons: [[1], [0, 2]] };
    expect(unitPrice(LATTE, choice)).toBe(450 + 50 + 80 + 50);
    expect(lineTotal(unitPrice(LATTE, choice), 3)).toBe(630 * 3);
    expect(lineTotal(630, 0)).toBe(0);
  });

  it('shows a range when sizes differ', () => {
    expect(priceRange(LATTE)).toEqual({ min: 390, max: 450 });
    expect(priceRange(PANCAKES)).toEqual({ min: 850, max: 850 });
  });

  it('preselects the first size and no add-ons', () => {
    expect(initialChoice(LATTE)).toEqual({ optionIndex: 0, addons: [[], []] });
    expect(initialChoice(PANCAKES)).toEqual({ optionIndex: null, addons: [] });
  });
});

describe('add-on rules', () => {
  it('refuses a choice beyond max and keeps the selection', () => {
    let chosen = toggleAddon(EXTRAS, [], 0);
    chosen = toggleAddon(EXTRAS, chosen, 2);
    expect(chosen).toEqual([0, 2]);
    expect(canAddAddon(EXTRAS, chosen)).toBe(false);
    expect(toggleAddon(EXTRAS, chosen, 1)).toEqual([0, 2]);
    expect(toggleAddon(EXTRAS, chosen, 0)).toEqual([2]);
  });

  it('swaps the choice in a group of at most one', () => {
    expect(toggleAddon(MILK, [0], 1)).toEqual([1]);
    expect(toggleAddon(MILK, [1], 1)).toEqual([]);
  });

  it('reports the first group below its minimum', () => {
    expect(firstAddonProblem(LATTE, [[], []])).toEqual({ kind: 'below-min', groupIndex: 0, min: 1 });
    expect(firstAddonProblem(LATTE, [[0], []])).toBeNull();
    expect(firstAddonProblem(PANCAKES, [])).toBeNull();
  });

  it('drops choices that no longer exist in the menu', () => {
    expect(
      sanitizeChoice(LATTE, {
        optionIndex: 7,
        addons: [
          [5, 1, 1],
          [0, 1, 2],
        ],
      }),
    ).toEqual({
      optionIndex: 0,
      addons: [[1], [0, 1]],
    });
  });
});
