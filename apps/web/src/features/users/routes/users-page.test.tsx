import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { usersRoutes } from '../routes';
import { ADMIN, BEN, page, ROLES, renderAt, SELF, staff, withOffsetParent } from '../test-utils';

withOffsetParent();

const PATH = '/user/app/users';

function api(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/users': { body: page([SELF, BEN]) },
    'GET /api/v1/roles': { body: ROLES },
    ...extra,
  });
}

describe('UsersPage', { timeout: 20_000 }, () => {
  it('lists the staff with role, status and locations', async () => {
    api();
    renderAt(usersRoutes, PATH);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('Ben Carter')).toBeInTheDocument();
    expect(within(table).getByText('ben@example.com')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2);
    expect(within(table).getByText('You')).toBeInTheDocument();
    expect(within(table).getAllByText('No locations')).toHaveLength(2);
  });

  it('creates an invitation and shows its link with a copy button', async () => {
    const url = 'http://localhost/user/app/invite/abcdefghijklmnopqrstuvwxyz';
    const { calls } = api({
      'POST /api/v1/invite-create': {
        body: {
          code: 'abcdefghijklmnopqrstuvwxyz',
          url,
          expiresAt: '2030-05-01T10:00:00.000Z',
          emailSent: true,
        },
      },
    });
    renderAt(usersRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });

    within(dialog).getByLabelText('Role').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Manager/ }));
    await user.type(within(dialog).getByLabelText('Their email (optional)'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));

    const ready = await screen.findByRole('dialog', { name: 'Invitation ready' });
    expect(within(ready).getByLabelText('Invitation link')).toHaveValue(url);
    expect(within(ready).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(ready).getByText(/emailed the invitation to new@example.com/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/invite-create'))?.body).toEqual({
      roleSelected: 'manager',
      email: 'new@example.com',
    });
  });

  it('says when the invitation could not be mailed', async () => {
    api({
      'POST /api/v1/invite-create': {
        body: {
          code: 'x'.repeat(20),
          url: 'http://localhost/i',
          expiresAt: '2030-05-01T10:00:00.000Z',
          emailSent: false,
        },
      },
    });
    renderAt(usersRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    within(dialog).getByLabelText('Role').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Waiter/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create invitation' }));
    expect(await screen.findByText(/Copy the link and send it to the person/)).toBeInTheDocument();
  });

  it('does not let you deactivate yourself, and says why', async () => {
    api();
    renderAt(usersRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Anna Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Anna Smith' });
    const deactivate = within(dialog).getByRole('button', { name: 'Deactivate' });
    expect(deactivate).toBeDisabled();
    expect(within(dialog).getByText(/can't deactivate your own account/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set a password for Anna Smith' })).toBeDisabled();
  });

  it('deactivates someone else after confirming, and explains a last-manager refusal', async () => {
    const { calls } = api({
      'POST /api/v1/user/update': {
        status: 409,
        body: { statusCode: 409, code: 'CONFLICT', message: 'x', details: { reason: 'last-manager' } },
      },
    });
    renderAt(usersRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ben Carter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ben Carter' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Ben Carter?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(/nobody active who can manage users/);
    expect(calls.find((call) => call.url.endsWith('/user/update'))?.body).toEqual({
      id: BEN.id,
      status: 'disabled',
    });
  });

  it('adds a user with a role and locations, and says at once when the address is taken', async () => {
    const old = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    const terrace = '1c2d3e4f-5061-4b7c-8d9e-0f1a2b3c4d5e';
    const { calls } = api({
      'GET /api/v1/locations/all': {
        body: {
          items: [
            {
              id: old,
              parentId: null,
              name: 'Old Town',
              slug: 'old-town',
              address: '12 Linden Sq',
              imageUrl: null,
            },
            {
              id: terrace,
              parentId: old,
              name: 'Garden terrace',
              slug: 'terrace',
              address: null,
              imageUrl: null,
            },
          ],
        },
      },
      'POST /api/v1/user/exists': ({ body }) => ({
        body: { exists: (body as { email: string }).email === 'ben@example.com' },
      }),
      'POST /api/v1/user/create': {
        body: staff({ id: '7d8e9f00-1a2b-4c3d-8e4f-5a6b7c8d9e0f', name: 'Cleo Park' }),
      },
    });
    renderAt(usersRoutes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a team member' });

    await user.type(within(dialog).getByLabelText('Email'), 'ben@example.com');
    await user.tab();
    expect(await within(dialog).findByText('This address already has an account.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Cleo Park');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'cleo@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'a long password');
    within(dialog).getByLabelText('Role').focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /Waiter/ }));
    await user.click(await within(dialog).findByLabelText(/Garden terrace/));
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a team member' })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.url.endsWith('/user/create'))?.body).toEqual({
      name: 'Cleo Park',
      email: 'cleo@example.com',
      password: 'a long password',
      roleSlug: 'waiter',
      locationIds: [terrace],
    });
  });

  it('shows a no-access state without users.manage', async () => {
    const { calls } = api({ 'GET /api/v1/profile': { body: { ...ADMIN, permissions: ['orders.view'] } } });
    renderAt(usersRoutes, PATH);
    expect(
      await screen.findByRole('heading', { name: "You don't have access to Users" }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/v1/users'))).toBe(false);
  });
});
