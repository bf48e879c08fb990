import { INDEXED_DB } from '@guestloop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE, restoreState, useAppStore } from '@/lib/store';
import { mockFetch } from '@/test/fetch-mock';
import { apiError } from '@/test/fixtures';
import { makeMenu } from './menu-fixture';
import { addOrderWords } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const raw = createStore(INDEXED_DB.name, INDEXED_DB.store);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
const MENU = { 'GET /api/v1/online-menu/public/linden-cafe': { body: makeMenu() } };
const TABLE = {
  location: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Old Town', slug: 'old-town' },
  group: { id: '00000000-0000-4000-8000-0000000000d2', name: 'Hall', slug: 'hall' },
  table: { id: '00000000-0000-4000-8000-0000000000d3', name: '3', slug: '3' },
};
const line = {
  itemId: '00000000-0000-4000-8000-000000000001',
  optionIndex: 1,
  addons: [[1], [0]],
  quantity: 2,
  note: 'Extra hot',
  unitPrice: 580,
  title: 'Latte',
  optionName: 'Large',
  addonNames: ['Oat milk', 'Extra shot'],
};

describe('cart page', () => {
  beforeEach(async () => {
    resetStore();
    await flush();
  });

  it('shows the lines kept on the device after a reload, with steppers, remove and totals', async () => {
    addOrderWords();
    mockFetch(MENU);
    useAppStore.getState().addToCart('linden-cafe', line);
    useAppStore.getState().addToCart('linden-cafe', {
      ...line,
      itemId: '00000000-0000-4000-8000-000000000004',
      optionIndex: null,
      addons: [],
      note: '',
      unitPrice: 400,
      title: 'Lemonade',
      optionName: null,
      addonNames: [],
      quantity: 1,
    });
    await flush();
    const saved = await get(INDEXED_DB.stateKey, raw);
    useAppStore.setState(INITIAL_STATE); // a reload starts empty…
    await set(INDEXED_DB.stateKey, saved, raw);
    await restoreState(); // …and restores the saved cart

    const user = userEvent.setup();
    renderMenuApp('/user/online-menu/linden-cafe/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    const latte = screen.getByRole('heading', { name: 'Latte' }).closest('li') as HTMLElement;
    expect(within(latte).getByText('Large · Oat milk, Extra shot')).toBeInTheDocument();
    expect(within(latte).getByText('Extra hot')).toBeInTheDocument();
    expect(within(latte).getByText('€11.60')).toBeInTheDocument();
    expect(screen.getByText('€15.60', { selector: '.gm-totals dd' })).toBeInTheDocument();

    await user.click(within(latte).getByRole('button', { name: 'More' }));
    expect(within(latte).getByText('€17.40')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Lemonade' }));
    expect(screen.queryByRole('heading', { name: 'Lemonade' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Place order/ })).toBeEnabled();
  });

  it('says the cart is empty and links back to the menu', async () => {
    mockFetch(MENU);
    renderMenuApp('/user/online-menu/linden-cafe/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the menu' })).toHaveAttribute(
      'href',
      '/user/online-menu/linden-cafe',
    );
  });
});

describe('table route', () => {
  beforeEach(() => resetStore());

  it('shows the table banner and remembers the table for the cart', async () => {
    const { calls } = mockFetch({
      ...MENU,
      'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
    });
    renderMenuApp('/user/online-menu/linden-cafe/old-town/hall/3');
    expect(await screen.findByText('Table 3 · Hall')).toBeInTheDocument();
    expect(calls.find((c) => c.url.includes('/horeca/'))?.url).toContain('?menu=linden-cafe');
    await waitFor(() =>
      expect(useAppStore.getState().tables['linden-cafe']).toMatchObject({
        tableSlug: '3',
        groupName: 'Hall',
      }),
    );
  });

  it('says so when the table is unknown and offers the menu', async () => {
    mockFetch({ ...MENU, 'GET /api/v1/horeca/public/groups/old-town/hall/99': apiError(404, 'NOT_FOUND') });
    renderMenuApp('/user/online-menu/linden-cafe/old-town/hall/99');
    expect(await screen.findByRole('heading', { name: "We couldn't find this table" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the menu' })).toHaveAttribute(
      'href',
      '/user/online-menu/linden-cafe',
    );
    expect(useAppStore.getState().tables).toEqual({});
  });
});

describe('first-visit tour', () => {
  beforeEach(() => resetStore());

  it('starts once, moves with the arrow keys, stops with Escape and is not shown again', async () => {
    mockFetch(MENU);
    const user = userEvent.setup();
    const view = renderMenuApp('/user/online-menu/linden-cafe', { tourSeen: false });
    const first = await screen.findByRole('dialog', { name: 'Categories' });
    expect(within(first).getByRole('button', { name: 'Skip tour' })).toBeInTheDocument();
    expect(useAppStore.getState().toursSeen['online-menu']).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Dishes' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const last = await screen.findByRole('dialog', { name: 'Cart' });
    expect(within(last).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    view.unmount();
    renderMenuApp('/user/online-menu/linden-cafe', { tourSeen: false });
    await screen.findByRole('heading', { level: 1, name: 'Linden Café' });
    await act(flush);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
