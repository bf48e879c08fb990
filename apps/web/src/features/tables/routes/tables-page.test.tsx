import type { TTableGroup } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { tablesRoutes } from '../routes';
import { groups, IDS, LOCATIONS, MANAGER, MENUS, renderAt } from '../test-utils';

const base = `/api/v1/horeca/groups/${IDS.oldTown}`;

function hall(tables: TTableGroup['tables'] = []): TTableGroup {
  return { id: IDS.hall, locationId: IDS.oldTown, name: 'Main hall', slug: 'main-hall', position: 0, tables };
}
const table1 = {
  id: IDS.table1,
  groupId: IDS.hall,
  name: 'Table 1',
  slug: 'table-1',
  seats: null,
  position: 0,
};

describe('TablesPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:qr-svg', revokeObjectURL: () => {} }),
    );
  });

  it('creates a table group, then adds a table to it', async () => {
    let list: TTableGroup[] = [];
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${base}`]: () => ({ body: groups(list) }),
      [`POST ${base}/create`]: () => {
        list = [hall()];
        return { body: hall() };
      },
      [`POST ${base}/table-create`]: () => {
        list = [hall([table1])];
        return { body: table1 };
      },
    });
    renderAt(tablesRoutes, '/user/app/tables');
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { name: 'No table groups yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add group' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New table group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'Main hall');
    await user.click(within(dialog).getByRole('button', { name: 'Add group' }));

    const card = await screen.findByRole('region', { name: 'Main hall' });
    expect(calls.find((c) => c.url.endsWith('/create'))?.body).toEqual({ name: 'Main hall' });
    expect(within(card).getByLabelText('Name of a new table in Main hall')).toHaveValue('Table 1');
    // An empty group has nothing to print yet.
    expect(within(card).queryByRole('link', { name: /^Print QR codes/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add table' }));

    expect(await within(card).findByText('Table 1')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/table-create'))?.body).toEqual({
      groupId: IDS.hall,
      name: 'Table 1',
    });
  });

  it('offers the QR code of a table: preview, guest link, SVG and PDF downloads', async () => {
    const url = 'https://guestloop.test/user/online-menu/linden-cafe/old-town/main-hall/table-1';
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${base}`]: { body: groups([hall([table1])]) },
      [`GET ${base}/qr`]: {
        body: {
          items: [
            {
              groupId: IDS.hall,
              groupName: 'Main hall',
              tableId: IDS.table1,
              tableName: 'Table 1',
              url,
              svg: '<svg/>',
            },
          ],
        },
      },
    });
    renderAt(tablesRoutes, '/user/app/tables');
    const user = userEvent.setup();

    // Printing opens the sheet of table cards: the table's, the location's, or the group's.
    const sheet = `/user/app/tables/print?location=${IDS.oldTown}&menu=linden-cafe`;
    const print = await screen.findByRole('link', { name: 'Print the table QR: Table 1' }, { timeout: 5000 });
    expect(print).toHaveAttribute('href', `${sheet}&table=${IDS.table1}`);
    expect(screen.getByRole('link', { name: 'Print QR codes' })).toHaveAttribute('href', sheet);
    const card = screen.getByRole('region', { name: 'Main hall' });
    expect(within(card).getByRole('link', { name: 'Print QR codes: Main hall' })).toHaveAttribute(
      'href',
      `${sheet}&group=${IDS.hall}`,
    );

    await user.click(screen.getByRole('button', { name: 'Show the QR code of Table 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code of Table 1' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code that opens the menu at Table 1' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Guest link')).toHaveValue(url);
    expect(within(dialog).getByRole('link', { name: 'Download SVG' })).toHaveAttribute(
      'download',
      'table-table-1.svg',
    );
    expect(within(dialog).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `${base}/qr?menu=linden-cafe&format=pdf&tableId=${IDS.table1}`,
    );
  });

  it('asks before deleting a group and says its tables go with it', async () => {
    let list = [hall([table1])];
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${base}`]: () => ({ body: groups(list) }),
      [`POST ${base}/delete-group`]: () => {
        list = [];
        return { body: { ok: true, deletedTables: 1 } };
      },
    });
    renderAt(tablesRoutes, '/user/app/tables');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Delete the group Main hall' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the group “Main hall”?' });
    expect(within(dialog).getByText(/tables in this group \(1\) will be deleted too/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Main hall' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.url.endsWith('/delete-group'))?.body).toEqual({
      groupId: IDS.hall,
      confirm: true,
    });
  });
});
