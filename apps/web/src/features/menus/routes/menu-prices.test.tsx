import type { TMenu } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { menusRoutes } from '../routes';
import { fullMenu, IDS, item, MANAGER, renderAt } from '../test-utils';

withOffsetParent();

let stored: TMenu = fullMenu();
beforeEach(() => {
  stored = fullMenu();
});
const routes = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: { items: [] } },
  'GET /api/v1/online-menu/edit/linden-cafe': () => ({ body: stored }),
  'POST /api/v1/online-menu/edit/linden-cafe/create-item': (call: RecordedCall) => ({
    body: item(IDS.created, IDS.drinks, (call.body as { title: string }).title),
  }),
};
const created = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.url === '/api/v1/online-menu/edit/linden-cafe/create-item')
    .map((call) => call.body as { price: number; options: { price: number }[] });

async function openAddItem(category: 'Drinks' | 'Food') {
  renderAt(menusRoutes, '/user/app/menus/linden-cafe');
  const user = userEvent.setup();
  const region = await screen.findByRole('region', { name: category }, { timeout: 5000 });
  await user.click(within(region).getAllByRole('button', { name: 'Add item' })[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Add item' });
  await user.type(within(dialog).getByLabelText('Title'), 'Flat white');
  return { user, dialog };
}

describe('Menu editor: prices typed by staff', { timeout: 30_000 }, () => {
  it('reads "9,50" in the English console as 9.50 in the menu’s currency, not 950', async () => {
    const { calls } = mockFetch(routes);
    const { user, dialog } = await openAddItem('Food');
    const price = within(dialog).getByLabelText('Price');
    await user.type(price, '9,50');
    await user.tab();

    expect(price).toHaveValue('9.50');
    expect(within(dialog).getByText('€')).toBeInTheDocument();
    expect(within(dialog).queryByText(/check it's right|decimal separator/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Flat white has been added.')).toBeInTheDocument();
    expect(created(calls)[0]?.price).toBe(950);
  });

  it('reads thousands separators either way in an option’s price', async () => {
    const { calls } = mockFetch(routes);
    const { user, dialog } = await openAddItem('Food');
    await user.type(within(dialog).getByLabelText('Price'), '1.234,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option name'), 'Party tray');
    await user.type(within(dialog).getByLabelText('Option price'), '1,234.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Flat white has been added.');
    expect(created(calls)[0]).toMatchObject({ price: 123450, options: [{ price: 123450 }] });
  });

  it('asks about a price 100 times the category’s usual one, and still saves it', async () => {
    const { calls } = mockFetch(routes);
    const { user, dialog } = await openAddItem('Drinks');
    const price = within(dialog).getByLabelText('Price');
    await user.type(price, '375');

    // Latte 4.50 and Tea 3.00: the usual drink costs 3.75.
    const question =
      "That's at least 100 times this category's usual price (€3.75). Is the decimal separator in the right place?";
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(expect.stringContaining(question));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Flat white has been added.');
    expect(created(calls)[0]?.price).toBe(37500);
  });

  it('asks about a price above 1,000 and about text that is not a price', async () => {
    mockFetch(routes);
    const { user, dialog } = await openAddItem('Food');
    const price = within(dialog).getByLabelText('Price');
    await user.type(price, '1500');
    expect(
      within(dialog).getByText("That's more than €1,000.00. Please check it's right."),
    ).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '9,5,0');
    await user.tab();
    expect(
      within(dialog).getByText("That doesn't look like a price. Type it like 9.50."),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });
});
