import type { TMenu } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { menusRoutes } from '../routes';
import { conflict, fullMenu, IDS, item, MANAGER, renderAt } from '../test-utils';

withOffsetParent();

/** The API's side: the menu as stored, which a test's change handlers update. */
let stored: TMenu = fullMenu();
const base = {
  'GET /api/v1/profile': { body: MANAGER },
  'GET /api/v1/locations/all': { body: { items: [] } },
  'GET /api/v1/online-menu/edit/linden-cafe': () => ({ body: stored }),
};
beforeEach(() => {
  stored = fullMenu();
});
const drinks = () => stored.categories[0] as TMenu['categories'][number];
const PATH = '/user/app/menus/linden-cafe';
const posts = (calls: RecordedCall[], path: string) =>
  calls.filter(
    (call) => call.method === 'POST' && call.url === `/api/v1/online-menu/edit/linden-cafe/${path}`,
  );
const itemTitles = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByText(/^(Latte|Tea)$/)
    .map((node) => node.textContent);

describe('Menu editor: content', { timeout: 30_000 }, () => {
  it('adds an item with options and add-ons, prices in minor units', async () => {
    const { calls } = mockFetch({
      ...base,
      'POST /api/v1/online-menu/edit/linden-cafe/create-item': (call) => {
        const created = item(IDS.created, IDS.food, (call.body as { title: string }).title, { price: 1290 });
        const [first, food] = stored.categories;
        stored = { ...stored, categories: [first!, { ...food!, items: [created] }] };
        return { body: created };
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    const food = await screen.findByRole('region', { name: 'Food' }, { timeout: 5000 });
    await user.click(within(food).getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });

    await user.type(within(dialog).getByLabelText('Title'), 'Club Sandwich');
    await user.type(within(dialog).getByLabelText('Price'), '12.9');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await user.type(within(dialog).getByLabelText('Option name'), 'Large');
    await user.type(within(dialog).getByLabelText('Option price'), '15.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add add-on group' }));
    await user.type(within(dialog).getByLabelText('Group name'), 'Extras');
    await user.type(within(dialog).getByLabelText('Add-on name'), 'Bacon');
    await user.type(within(dialog).getByLabelText('Add-on price'), '1.2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Club Sandwich has been added.')).toBeInTheDocument();
    const [sent] = posts(calls, 'create-item');
    expect(sent?.body).toMatchObject({
      categoryId: IDS.food,
      title: 'Club Sandwich',
      price: 1290,
      soldOut: false,
      availability: null,
      imageIds: [],
      options: [{ name: 'Large', unitType: 'item', amount: null, price: 1550 }],
      addons: [{ name: 'Extras', min: 0, max: 1, options: [{ name: 'Bacon', price: 120 }] }],
    });
    expect(await within(food).findByText('Club Sandwich')).toBeInTheDocument();
  });

  it('asks for a price before saving an item', async () => {
    const { calls } = mockFetch(base);
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('region', { name: 'Food' })).getByRole('button', { name: 'Add item' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.type(within(dialog).getByLabelText('Title'), 'Soup');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Some fields need your attention.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls, 'create-item')).toHaveLength(0);
  });

  it('moves an item down at once and saves the new order', async () => {
    const { calls } = mockFetch({
      ...base,
      'POST /api/v1/online-menu/edit/linden-cafe/reorder-items': () => {
        const [latte, tea] = drinks().items;
        stored = {
          ...stored,
          categories: [{ ...drinks(), items: [tea!, latte!] }, ...stored.categories.slice(1)],
        };
        return { body: { ok: true, version: 4 } };
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Latte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    await waitFor(() => expect(itemTitles('Items of Drinks')).toEqual(['Tea', 'Latte']));
    expect(posts(calls, 'reorder-items').map((call) => call.body)).toEqual([
      { categoryId: IDS.drinks, itemIds: [IDS.tea, IDS.latte] },
    ]);
  });

  it('puts the order back when saving it fails', async () => {
    mockFetch({
      ...base,
      'POST /api/v1/online-menu/edit/linden-cafe/reorder-items': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Boom' },
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Latte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    expect(await screen.findByText("The new order couldn't be saved")).toBeInTheDocument();
    expect(itemTitles('Items of Drinks')).toEqual(['Latte', 'Tea']);
  });

  it('moves a category up and saves the order of the root categories', async () => {
    const { calls } = mockFetch({
      ...base,
      'POST /api/v1/online-menu/edit/linden-cafe/reorder-categories': () => {
        stored = { ...stored, categories: [...stored.categories].reverse() };
        return { body: { ok: true, version: 4 } };
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Food' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move up' }));
    await waitFor(() =>
      expect(posts(calls, 'reorder-categories').map((call) => call.body)).toEqual([
        { parentId: null, categoryIds: [IDS.food, IDS.drinks] },
      ]),
    );
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf(`menu-category-${IDS.food}`)).toBeLessThan(
      regions.indexOf(`menu-category-${IDS.drinks}`),
    );
  });

  it('asks again before deleting a category with items, then sends confirm=true', async () => {
    const { calls } = mockFetch({
      ...base,
      [`DELETE /api/v1/online-menu/edit/linden-cafe/delete-category/${IDS.drinks}`]: (call) => {
        if (!call.url.includes('confirm=true'))
          return conflict({ reason: 'has-dependents', dependents: { subCategories: 1, items: 3 } });
        stored = { ...stored, categories: stored.categories.slice(1) };
        return {
          body: { ok: true, version: 5, deletedCategoryIds: [IDS.drinks, IDS.coffee], deletedItems: 3 },
        };
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Drinks' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Drinks?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('1 sub-category')).toBeInTheDocument();
    expect(within(dialog).getByText('3 items')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Drinks has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Drinks' })).not.toBeInTheDocument());
    const deletes = calls.filter((call) => call.method === 'DELETE').map((call) => call.url);
    expect(deletes).toEqual([
      `/api/v1/online-menu/edit/linden-cafe/delete-category/${IDS.drinks}`,
      `/api/v1/online-menu/edit/linden-cafe/delete-category/${IDS.drinks}?confirm=true`,
    ]);
  });

  it('marks an item sold out from its row', async () => {
    const { calls } = mockFetch({
      ...base,
      [`POST /api/v1/online-menu/edit/linden-cafe/item/${IDS.tea}`]: () => {
        const tea = item(IDS.tea, IDS.drinks, 'Tea', { soldOut: true, price: 300, position: 1 });
        stored = {
          ...stored,
          categories: [{ ...drinks(), items: [drinks().items[0]!, tea] }, ...stored.categories.slice(1)],
        };
        return { body: tea };
      },
    });
    renderAt(menusRoutes, PATH);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Sold out: Tea' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Sold out: Tea' })).toBeChecked());
    expect(posts(calls, `item/${IDS.tea}`).map((call) => call.body)).toEqual([{ soldOut: true }]);
  });
});
