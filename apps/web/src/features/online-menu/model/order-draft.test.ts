import { describe, expect, it } from 'vitest';
import type { CartLine } from '../state/cart-slice';
import { makeMenu } from '../test/menu-fixture';
import { indexItems } from './menu-index';
import { contactProblems, orderFingerprint, priceChange, toOrderLines } from './order-draft';
import { amountText, parseAmount, tipFor } from './order-money';
import { progressSteps } from './order-progress';

const latte: CartLine = {
  key: 'latte',
  itemId: '00000000-0000-4000-8000-000000000001',
  optionIndex: 1,
  addons: [[1], []],
  quantity: 2,
  note: ' ',
  unitPrice: 500,
  title: 'Latte',
  optionName: 'Large',
  addonNames: ['Oat milk'],
};
const table = {
  locationSlug: 'old-town',
  groupSlug: 'hall',
  tableSlug: '3',
  locationName: 'Old Town',
  groupName: 'Hall',
  tableName: '3',
  savedAt: '2025-01-01T00:00:00.000Z',
};

describe('order draft', () => {
  it('sends choices by position only, without empty add-on groups or blank notes', () => {
    expect(toOrderLines([latte])).toEqual([
      { itemId: latte.itemId, optionIndex: 1, addons: [{ group: 0, options: [1] }], quantity: 2, note: null },
    ]);
  });

  it('needs a name and a callable phone for pickup and delivery, nothing at the table', () => {
    expect(contactProblems('table', { name: '', phone: '' })).toEqual({});
    expect(contactProblems('pickup', { name: ' ', phone: '' })).toEqual({
      name: 'required',
      phone: 'required',
    });
    expect(contactProblems('delivery', { name: 'Mia', phone: '12-ab' })).toEqual({ phone: 'invalid' });
    expect(contactProblems('delivery', { name: 'Mia', phone: '+380 (44) 123-45-67' })).toEqual({});
  });

  it('makes a new order of a changed cart or mode, the same one otherwise', () => {
    const same = orderFingerprint([latte], 'table', table);
    expect(orderFingerprint([{ ...latte }], 'table', table)).toBe(same);
    expect(orderFingerprint([{ ...latte, quantity: 3 }], 'table', table)).not.toBe(same);
    expect(orderFingerprint([latte], 'pickup', table)).not.toBe(same);
  });

  it('finds prices that changed since the items were added', () => {
    const items = indexItems(makeMenu());
    // Large 450 + oat milk 50 = 500: unchanged.
    expect(priceChange([latte], items)).toBeNull();
    expect(priceChange([{ ...latte, unitPrice: 480 }], items)).toEqual({
      prices: { latte: 500 },
      before: 960,
      after: 1000,
    });
  });
});

describe('order money and progress', () => {
  it('rounds percentage tips and reads typed amounts in minor units', () => {
    expect(tipFor(1560, 15)).toBe(234);
    expect(parseAmount('4,5', 'EUR')).toBe(450);
    expect(parseAmount('20', 'EUR')).toBe(2000);
    expect(parseAmount('-3', 'EUR')).toBeNull();
    expect(parseAmount('1.234', 'EUR')).toBeNull();
    expect(amountText(450, 'EUR')).toBe('4.50');
  });

  it('walks the state machine, skipping nothing visibly and ending at delivered for deliveries', () => {
    expect(progressSteps('pickup', 'preparing').map((s) => s.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(progressSteps('delivery', 'closed').map((s) => [s.status, s.state])).toEqual([
      ['new', 'done'],
      ['accepted', 'done'],
      ['preparing', 'done'],
      ['ready', 'done'],
      ['delivered', 'done'],
    ]);
    expect(progressSteps('table', 'served').at(-1)).toEqual({ status: 'served', state: 'current' });
  });
});
