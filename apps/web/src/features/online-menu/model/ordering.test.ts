import { describe, expect, it } from 'vitest';
import { makeMenu } from '../test/menu-fixture';
import { cartModes, currentTable, deliveryCharges, deliveryProblems, orderTimes } from './ordering';

const table = {
  locationSlug: 'old-town',
  groupSlug: 'hall',
  tableSlug: '3',
  locationName: 'Old Town',
  groupName: 'Hall',
  tableName: '3',
  savedAt: '2025-01-01T10:00:00.000Z',
};
const withOrdering = (ordering: Partial<ReturnType<typeof makeMenu>['settings']['ordering']>) => {
  const menu = makeMenu();
  return makeMenu({ settings: { ...menu.settings, ordering: { ...menu.settings.ordering, ...ordering } } });
};

describe('how the cart takes an order', () => {
  it('offers only what the venue switched on: the table at a table, pickup and delivery away from one', () => {
    expect(cartModes(withOrdering({ table: true, pickup: true, delivery: true }), table)).toEqual(['table']);
    expect(cartModes(withOrdering({ table: false, pickup: true, delivery: true }), table)).toEqual([
      'pickup',
    ]);
    expect(cartModes(withOrdering({ table: true, pickup: true, delivery: true }), undefined)).toEqual([
      'pickup',
      'delivery',
    ]);
    expect(cartModes(withOrdering({ pickup: false, delivery: true }), undefined)).toEqual(['delivery']);
    // The delivery text alone no longer switches delivery on.
    expect(cartModes(withOrdering({ pickup: true, delivery: false }), undefined)).toEqual(['pickup']);
    expect(cartModes(withOrdering({ viewOnly: true }), undefined)).toEqual([]);
    expect(cartModes(withOrdering({ viewOnly: true }), table)).toEqual([]);
  });

  it('forgets a table scanned half a day ago', () => {
    expect(currentTable(table, Date.parse('2025-01-01T21:00:00.000Z'))).toBe(table);
    expect(currentTable(table, Date.parse('2025-01-02T10:00:00.000Z'))).toBeUndefined();
  });

  it('adds the delivery fee and says how much is missing for the minimum', () => {
    const menu = withOrdering({ deliveryFee: 250, deliveryMinimum: 1500 });
    expect(deliveryCharges(menu, 1150)).toEqual({ fee: 250, minimum: 1500, missing: 350, total: 1400 });
    expect(deliveryCharges(menu, 1600).missing).toBe(0);
  });

  it('needs a street, and one of the named areas when the venue lists some', () => {
    const anywhere = withOrdering({});
    expect(deliveryProblems(anywhere, { address: ' ', area: '' })).toEqual({ address: 'required' });
    const areas = withOrdering({ deliveryAreas: ['Old Town', 'Riverside'] });
    expect(deliveryProblems(areas, { address: '5 Elm Road', area: '' })).toEqual({ area: 'required' });
    expect(deliveryProblems(areas, { address: '5 Elm Road', area: 'Riverside' })).toEqual({});
  });

  it("offers times on the venue's slot grid after the preparation time", () => {
    const menu = withOrdering({ preparationMinutes: 20, pickupSlotMinutes: 15 });
    const times = orderTimes(menu, new Date('2025-03-05T12:02:00Z'));
    expect(times.slice(0, 3)).toEqual([
      '2025-03-05T12:30:00.000Z',
      '2025-03-05T12:45:00.000Z',
      '2025-03-05T13:00:00.000Z',
    ]);
  });
});
