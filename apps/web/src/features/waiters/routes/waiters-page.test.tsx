import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { waitersRoutes } from '../routes';
import { GROUPS, IDS, LOCATIONS, MANAGER, MARIA, renderAt, withOffsetParent } from '../test-utils';

withOffsetParent();

const PAGE = '/user/app/tables/waiters';

describe('WaitersPage', { timeout: 20_000 }, () => {
  it('assigns tables to a waiter and posts exactly the chosen tables', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/online-menu/waiters': { body: { items: [MARIA] } },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      [`GET /api/v1/horeca/groups/${IDS.oldTown}`]: { body: GROUPS },
      [`POST /api/v1/online-menu/waiter/${IDS.maria}/tables`]: ({ body }) => ({
        body: { isWaiter: true, role: MARIA.role, tableIds: (body as { tableIds: string[] }).tableIds },
      }),
    });
    renderAt(waitersRoutes, PAGE);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'Maria Lopez' }, { timeout: 5000 });
    expect(within(card).getByText('Selected: 1 of 3')).toBeInTheDocument();
    await user.click(within(card).getByText('Main hall · Table 1'));
    const panel = await screen.findByRole('listbox');
    expect(within(panel).getByText('Terrace')).toBeInTheDocument();
    await user.click(within(panel).getByRole('option', { name: 'Terrace 1' }));
    await user.keyboard('{Escape}');
    expect(within(card).getByText('Selected: 2 of 3')).toBeInTheDocument();
    expect(card).toHaveTextContent('Terrace · Terrace 1');
    await user.click(within(card).getByRole('button', { name: 'Save the tables of Maria Lopez' }));

    expect(await screen.findByText('Tables of Maria Lopez saved')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ tableIds: [IDS.table1, IDS.table3] });
    await waitFor(() => expect(within(card).queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('explains how to get waiters when there are none', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: MANAGER },
      'GET /api/v1/online-menu/waiters': { body: { items: [] } },
      'GET /api/v1/locations/all': { body: LOCATIONS },
      [`GET /api/v1/horeca/groups/${IDS.oldTown}`]: { body: GROUPS },
    });
    renderAt(waitersRoutes, PAGE);

    expect(
      await screen.findByRole('heading', { name: 'No waiters yet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite a waiter' })).toHaveAttribute('href', '/user/app/users');
  });
});
