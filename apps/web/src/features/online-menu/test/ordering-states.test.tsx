import type { TOpeningHours, TOrderingPause, TOrderingSettings, TPublicMenu } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import { makeMenu } from './menu-fixture';
import { addOrderWords, REMEMBERED_TABLE, SLUG, TABLE } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

/**
 * The ways to order a venue switched on, a view-only menu, a pause and closed hours come with the
 * public menu, so the guest sees them at once: on the menu, in the item's dialog and in the cart.
 */

const MENU_PAGE = `/user/online-menu/${SLUG}`;
const CART = `/user/online-menu/${SLUG}/cart`;
// Wednesday 2025-03-05, 14:00 in Berlin (UTC+1).
const NOW = new Date('2025-03-05T13:00:00Z');
const WEEKDAYS_NINE_TO_FIVE: TOpeningHours = {
  kind: 'weekly',
  days: {
    mon: { open: '09:00', close: '17:00' },
    tue: { open: '09:00', close: '17:00' },
    wed: { open: '09:00', close: '17:00' },
    thu: { open: '09:00', close: '17:00' },
    fri: { open: '09:00', close: '17:00' },
    sat: null,
    sun: null,
  },
};
const LEMONADE_LINE = {
  itemId: '00000000-0000-4000-8000-000000000004',
  optionIndex: null,
  addons: [],
  quantity: 1,
  note: '',
  unitPrice: 400,
  title: 'Lemonade',
  optionName: null,
  addonNames: [],
};

function venueMenu(
  ordering: Partial<TOrderingSettings> = {},
  pause?: TOrderingPause,
  hours?: TOpeningHours,
): TPublicMenu {
  const menu = makeMenu({ timeZone: 'Europe/Berlin' });
  return {
    ...menu,
    settings: {
      ...menu.settings,
      workDetails: { ...menu.settings.workDetails, hours: hours ?? menu.settings.workDetails.hours },
      ordering: { ...menu.settings.ordering, ...ordering },
      pause: pause ?? menu.settings.pause,
    },
  };
}

function serve(menu: TPublicMenu) {
  return mockFetch({
    [`GET /api/v1/online-menu/public/${SLUG}`]: { body: menu },
    [`POST /api/v1/online-menu/${SLUG}/add-menu-view`]: { status: 204 },
    [`POST /api/v1/online-menu/${SLUG}/add-item-view`]: { status: 204 },
    'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
  });
}

const PAUSED_UNTIL_EVENING: TOrderingPause = {
  paused: true,
  until: '2025-03-05T17:30:00.000Z',
  note: 'Our oven is being repaired',
};

describe("the venue's ordering on the guest menu", { timeout: 15_000 }, () => {
  beforeEach(() => {
    resetStore();
    addOrderWords();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says a pause and when it ends on the venue's clock, and offers no ordering", async () => {
    serve(venueMenu({}, PAUSED_UNTIL_EVENING));
    useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
    const user = userEvent.setup();
    renderMenuApp(MENU_PAGE);

    expect(await screen.findByText('Ordering is paused — back at 18:30')).toBeInTheDocument();
    expect(screen.getByText('Our oven is being repaired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View cart/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lemonade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemonade' });
    expect(within(dialog).getByRole('button', { name: 'Ordering is paused' })).toBeDisabled();
    expect(within(dialog).queryByLabelText(/Note for the kitchen/)).not.toBeInTheDocument();
  });

  it('keeps the cart but offers no checkout while paused', async () => {
    serve(venueMenu({}, { paused: true, until: null, note: null }));
    useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
    renderMenuApp(CART);

    expect(await screen.findByText('Ordering is paused for now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lemonade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
  });

  it('tells when ordering opens next while the venue takes orders only in its hours', async () => {
    vi.setSystemTime(new Date('2025-03-05T18:00:00Z'));
    serve(venueMenu({ onlyWithinHours: true }, undefined, WEEKDAYS_NINE_TO_FIVE));
    renderMenuApp(MENU_PAGE);

    expect(
      await screen.findByText("We're closed now — ordering opens on Thursday at 09:00"),
    ).toBeInTheDocument();
  });

  it('shows a view-only menu without a cart, an add button or a note for the kitchen', async () => {
    serve(venueMenu({ viewOnly: true }));
    const user = userEvent.setup();
    renderMenuApp(MENU_PAGE);

    await user.click(await screen.findByRole('button', { name: 'Lemonade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemonade' });
    expect(within(dialog).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Note/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ordering is paused/)).not.toBeInTheDocument();
  });

  it('offers only the ways to order the venue switched on', async () => {
    serve(venueMenu({ pickup: false, delivery: true }));
    useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
    renderMenuApp(CART);

    expect(await screen.findByRole('radio', { name: /Delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Pickup/ })).not.toBeInTheDocument();
  });

  it('takes only table orders at a table', async () => {
    serve(venueMenu({ table: true, pickup: true, delivery: true }));
    useAppStore.getState().rememberTable(SLUG, REMEMBERED_TABLE);
    useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
    renderMenuApp(CART);

    expect(await screen.findByRole('radio', { name: /At my table/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Delivery/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pickup/ })).not.toBeInTheDocument();
  });

  it('sends a guest away from a table of a table-only venue to the QR code on the table', async () => {
    serve(venueMenu({ table: true, pickup: false, delivery: false }));
    useAppStore.getState().addToCart(SLUG, LEMONADE_LINE);
    renderMenuApp(CART);

    expect(await screen.findByText(/Scan the QR code on your table to order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Place order/ })).not.toBeInTheDocument();
  });
});
