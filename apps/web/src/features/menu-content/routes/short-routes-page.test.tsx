import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { menuContentRoutes } from '../routes';
import { EDITOR, renderAt } from '../test-utils';

describe('ShortRoutesPage', { timeout: 20_000 }, () => {
  it('explains a target it cannot lead to, and a short name that is taken', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/manager/short-routes': { body: { items: [] } },
      'POST /api/v1/manager/short-route': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Taken',
          details: { reason: 'slug-taken', path: 'body.slug' },
        },
      },
    });
    renderAt(menuContentRoutes, '/user/app/short-routes');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New short link' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New short link' });
    const target = within(dialog).getByLabelText('Where the link leads');
    await user.type(target, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const message = /Enter a page of this site starting with \/user\//;
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(target).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(target);
    await user.type(target, '/user/online-menu/linden-cafe');
    await user.type(within(dialog).getByLabelText('Address (optional)'), 'lunch');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(
      await within(dialog).findByText('This address is already taken. Choose another one.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(message)).not.toBeInTheDocument();
  });

  it('lists short links with their /s/ address and copy button', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: EDITOR },
      'GET /api/v1/manager/short-routes': {
        body: {
          items: [
            {
              slug: 'lunch',
              data: { path: '/user/online-menu/linden-cafe' },
              createdAt: '2026-01-10T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderAt(menuContentRoutes, '/user/app/short-routes');
    expect(await screen.findByRole('heading', { name: '/s/lunch' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('/user/online-menu/linden-cafe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\/s\/lunch$/ })).toHaveAttribute('href', '/s/lunch');
    expect(screen.getByRole('button', { name: 'Copy the link of /s/lunch' })).toBeInTheDocument();
  });
});
