import { describe, expect, it } from 'vitest';
import { qrMenuFor } from './qr-menu-choice';

const OLD_TOWN = 'loc-old-town';
const RIVERSIDE = 'loc-riverside';
// Newest first, as the menu list comes.
const brunch = { id: 'm-brunch', slug: 'brunch', locationId: OLD_TOWN };
const dinner = { id: 'm-dinner', slug: 'dinner', locationId: OLD_TOWN };
const river = { id: 'm-river', slug: 'river', locationId: RIVERSIDE };
const shared = { id: 'm-shared', slug: 'shared', locationId: null };

describe('which menu a location’s table codes open', () => {
  it('takes the location’s only menu, even when a newer one belongs elsewhere', () => {
    expect(qrMenuFor([river, dinner], OLD_TOWN, null, undefined)).toEqual({
      menu: 'dinner',
      mustChoose: false,
    });
  });

  it('asks when the location has several menus instead of taking the newest', () => {
    expect(qrMenuFor([brunch, dinner, river], OLD_TOWN, null, undefined)).toEqual({
      menu: null,
      mustChoose: true,
    });
  });

  it('asks when the location has no menu of its own and the company several', () => {
    expect(
      qrMenuFor([river, shared, { ...shared, id: 'm-2', slug: 'two' }], OLD_TOWN, null, undefined),
    ).toEqual({
      menu: null,
      mustChoose: true,
    });
  });

  it('takes the one menu tied to no location when the location has none', () => {
    expect(qrMenuFor([river, shared], OLD_TOWN, null, undefined).menu).toBe('shared');
  });

  it('keeps the menu staff chose for this location, and the one in the address first', () => {
    expect(qrMenuFor([brunch, dinner], OLD_TOWN, null, dinner.id).menu).toBe('dinner');
    expect(qrMenuFor([brunch, dinner], OLD_TOWN, 'brunch', dinner.id).menu).toBe('brunch');
    // A remembered menu that was deleted no longer counts.
    expect(qrMenuFor([brunch, dinner], OLD_TOWN, null, 'm-gone')).toEqual({ menu: null, mustChoose: true });
  });

  it('has nothing to ask without any menu', () => {
    expect(qrMenuFor([], OLD_TOWN, null, undefined)).toEqual({ menu: null, mustChoose: false });
  });
});
