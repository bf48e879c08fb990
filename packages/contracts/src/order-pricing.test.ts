import { describe, expect, it } from 'vitest';
import { type PricedItem, priceOrderLine } from './order-pricing';

const latte: PricedItem = {
  price: 390,
  settings: {
    options: [
      { name: 'Small', unitType: 'volume', amount: 250, price: 390 },
      { name: 'Large', unitType: 'volume', amount: 400, price: 470 },
    ],
    addons: [
      {
        name: 'Milk',
        options: [
          { name: 'Oat', price: 50 },
          { name: 'Almond', price: 60 },
        ],
        min: 0,
        max: 1,
      },
      {
        name: 'Syrup',
        options: [
          { name: 'Vanilla', price: 40 },
          { name: 'Caramel', price: 40 },
          { name: 'Hazelnut', price: 45 },
        ],
        min: 1,
        max: 2,
      },
    ],
  },
};

const toast: PricedItem = { price: 650, settings: { options: [], addons: [] } };

describe('priceOrderLine', () => {
  it('prices the chosen option plus add-ons, times the quantity', () => {
    const result = priceOrderLine(latte, {
      optionIndex: 1,
      addons: [
        { group: 0, options: [0] },
        { group: 1, options: [0, 2] },
      ],
      quantity: 2,
    });
    expect(result).toEqual({
      ok: true,
      line: { basePrice: 470, addonsPrice: 135, unitPrice: 605, total: 1210 },
    });
  });

  it("uses the item's price when it has no options", () => {
    expect(priceOrderLine(toast, { optionIndex: null, addons: [], quantity: 3 })).toMatchObject({
      ok: true,
      line: { unitPrice: 650, total: 1950 },
    });
  });

  it('needs an option when the item has options, and only a real one', () => {
    const base = { addons: [{ group: 1, options: [0] }], quantity: 1 };
    expect(priceOrderLine(latte, { ...base, optionIndex: null })).toEqual({
      ok: false,
      problem: { code: 'option_required' },
    });
    expect(priceOrderLine(latte, { ...base, optionIndex: 5 })).toMatchObject({
      problem: { code: 'unknown_option' },
    });
    expect(priceOrderLine(toast, { optionIndex: 0, addons: [], quantity: 1 })).toMatchObject({
      problem: { code: 'unknown_option' },
    });
  });

  it("enforces each add-on group's minimum and maximum", () => {
    expect(priceOrderLine(latte, { optionIndex: 0, addons: [], quantity: 1 })).toEqual({
      ok: false,
      problem: { code: 'addon_min', group: 1, min: 1 },
    });
    expect(
      priceOrderLine(latte, { optionIndex: 0, addons: [{ group: 1, options: [0, 1, 2] }], quantity: 1 }),
    ).toEqual({ ok: false, problem: { code: 'addon_max', group: 1, max: 2 } });
  });

  it('rejects add-on groups and options the item does not have, and a group sent twice', () => {
    const addon = (group: number, options: number[]) => ({ group, options });
    const priced = (addons: { group: number; options: number[] }[]) =>
      priceOrderLine(latte, { optionIndex: 0, addons, quantity: 1 });
    expect(priced([addon(1, [0]), addon(4, [0])])).toMatchObject({
      problem: { code: 'unknown_addon', group: 4 },
    });
    expect(priced([addon(1, [7])])).toMatchObject({ problem: { code: 'unknown_addon', group: 1 } });
    expect(priced([addon(1, [0]), addon(1, [1])])).toMatchObject({
      problem: { code: 'unknown_addon', group: 1 },
    });
  });

  it('counts a repeated add-on option once', () => {
    expect(
      priceOrderLine(latte, { optionIndex: 0, addons: [{ group: 1, options: [2, 2] }], quantity: 1 }),
    ).toMatchObject({ ok: true, line: { addonsPrice: 45 } });
  });
});
