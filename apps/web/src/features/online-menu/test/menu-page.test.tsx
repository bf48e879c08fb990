import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeMenu } from './menu-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PATH = '/user/online-menu/linden-cafe';

function mockMenu() {
  return mockFetch({
    'GET /api/v1/online-menu/public/linden-cafe': { body: makeMenu() },
    'POST /api/v1/online-menu/linden-cafe/add-menu-view': { status: 204 },
    'POST /api/v1/online-menu/linden-cafe/add-item-view': { status: 204 },
  });
}

describe('online menu page', () => {
  beforeEach(() => {
    resetStore();
    sessionStorage.clear();
  });

  it('shows the hero, the categories as chips and sections, and the items with prices', async () => {
    const { calls } = mockMenu();
    renderMenuApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Linden Café' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Coffee', 'Breakfast']);
    expect(screen.getByRole('heading', { level: 2, name: 'Coffee' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Cold drinks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Latte' })).toBeInTheDocument();
    expect(screen.getByText('from €3.90')).toBeInTheDocument();
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.getByText('12 Linden Square')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/add-menu-view'))).toBe(true));
  });

  it('filters items as the guest types and says when nothing matches', async () => {
    mockMenu();
    const user = userEvent.setup();
    renderMenuApp(PATH);
    const search = await screen.findByRole('searchbox', { name: 'Search the menu' });
    await user.type(search, 'maple');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Latte' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pancakes' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'sushi');
    expect(await screen.findByRole('heading', { name: 'Nothing found for “sushi”' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Latte' })).toBeInTheDocument();
  });

  it('computes the line total in the item dialog and enforces the add-on rules', async () => {
    const { calls } = mockMenu();
    const user = userEvent.setup();
    renderMenuApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Latte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Latte' });
    const add = within(dialog).getByRole('button', { name: /Add to cart/ });
    expect(add).toHaveTextContent('€3.90');

    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Extra shot/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Caramel syrup/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Vanilla syrup/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'More' }));
    // (4.50 + 0.80 + 0.50) × 2
    expect(add).toHaveTextContent('€11.60');

    await user.click(add); // the Milk group needs one choice first
    expect(within(dialog).getByText('Please choose at least 1')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Oat milk/ }));
    expect(add).toHaveTextContent('€12.60');
    expect(within(dialog).getByText('Contains milk.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/add-item-view')).map((c) => c.body)).toEqual([
      { itemId: '00000000-0000-4000-8000-000000000001' },
    ]);
  });

  it('adds to the cart, updates the cart button and closes the dialog', async () => {
    mockMenu();
    const user = userEvent.setup();
    renderMenuApp(PATH);
    expect(await screen.findByRole('link', { name: 'Cart (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lemonade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lemonade' });
    await user.type(within(dialog).getByLabelText('Note for the kitchen'), 'No ice');
    await user.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View cart, quantity 1, total €4.00' })).toBeInTheDocument();
    expect(screen.getByText('Added to cart: Lemonade')).toBeInTheDocument();
  });

  it('closes the item dialog with Escape and gives focus back to the card', async () => {
    mockMenu();
    const user = userEvent.setup();
    renderMenuApp(PATH);
    const card = await screen.findByRole('button', { name: 'Pancakes' });
    await user.click(card);
    await screen.findByRole('dialog', { name: 'Pancakes' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();
  });

  it('says when the menu is switched off', async () => {
    mockFetch({
      'GET /api/v1/online-menu/public/linden-cafe': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' },
      },
    });
    renderMenuApp(PATH);
    expect(await screen.findByRole('heading', { name: "This menu isn't available" })).toBeInTheDocument();
  });
});

describe('the language picker of the menu page', () => {
  beforeEach(() => {
    resetStore();
    sessionStorage.clear();
  });

  it('lists only the current language until the guest touches it, then all 19', async () => {
    mockMenu();
    renderMenuApp(PATH);
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English']);
    await userEvent.click(picker);
    expect(within(picker).getAllByRole('option')).toHaveLength(19);
    expect(within(picker).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });
});
