import type { TUpdateRolePermissionBody } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USERS_KEY } from '@/entities/users';
import { mockFetch } from '@/test/fetch-mock';
import { rolesRoutes } from '../routes';
import { ADMIN, renderAt, role, SYSTEM_ROLES } from '../test-utils';

const SHIFT_LEAD = role('shift-lead', 'Shift lead', ['locations.manage', 'orders.view'], { userCount: 2 });
const ROLES = { items: [...SYSTEM_ROLES, SHIFT_LEAD] };
const conflict = (reason: string) => ({
  status: 409,
  body: { statusCode: 409, code: 'CONFLICT', message: 'x', details: { reason } },
});

describe('RolesPage', { timeout: 20_000 }, () => {
  it('lists the roles with their people, built-in ones marked', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: ADMIN }, 'GET /api/v1/roles': { body: ROLES } });
    renderAt(rolesRoutes, '/user/app/roles');
    const list = await screen.findByRole('navigation', { name: 'Roles' }, { timeout: 5000 });
    const waiter = within(list).getByRole('button', { name: /Waiter/ });
    expect(waiter).toHaveTextContent('Built-in');
    expect(waiter).toHaveTextContent('People: 5');
    expect(within(list).getByRole('button', { name: /Shift lead/ })).not.toHaveTextContent('Built-in');
  });

  it('sends the ticked permissions, in the matrix order, when saved', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/roles': { body: ROLES },
      'POST /api/v1/role/update-permission': ({ body }) => ({
        body: { ...SHIFT_LEAD, permissions: (body as TUpdateRolePermissionBody).permissions },
      }),
    });
    const { queryClient } = renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    // The staff list read earlier in the users section shows each member's role.
    const staffList = [...USERS_KEY, 'list', { page: 1 }];
    queryClient.setQueryData(staffList, { items: [] });
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    const save = within(editor).getByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();

    await user.click(within(editor).getByRole('checkbox', { name: 'Menus' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Users' }));
    await user.click(within(editor).getByRole('checkbox', { name: 'Locations' }));
    expect(within(editor).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);

    await within(editor).findByText('All changes saved');
    expect(calls.filter((call) => call.url.endsWith('/role/update-permission')).map((c) => c.body)).toEqual([
      { slug: 'shift-lead', permissions: ['users.manage', 'menus.manage', 'orders.view'] },
    ]);
    expect(queryClient.getQueryState(staffList)?.isInvalidated).toBe(true);
  });

  it('ticks a whole group at once and discards changes', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: ADMIN }, 'GET /api/v1/roles': { body: ROLES } });
    renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    await user.click(within(editor).getByRole('button', { name: 'Select all permissions in Content' }));
    expect(within(editor).getByRole('checkbox', { name: 'Media library' })).toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: 'Translations' })).toBeChecked();
    await user.click(within(editor).getByRole('button', { name: 'Discard changes' }));
    expect(within(editor).getByRole('checkbox', { name: 'Media library' })).not.toBeChecked();
  });

  it('locks the permissions the signed-in user does not hold', async () => {
    const manager = { ...ADMIN, permissions: ['roles.manage', 'menus.manage'] as typeof ADMIN.permissions };
    mockFetch({ 'GET /api/v1/profile': { body: manager }, 'GET /api/v1/roles': { body: ROLES } });
    renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    expect(within(editor).getByRole('checkbox', { name: 'Menus' })).toBeEnabled();
    expect(within(editor).getByRole('checkbox', { name: 'Locations' })).toBeDisabled();
  });

  it('explains a permission change refused as the last manager', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/roles': { body: ROLES },
      'POST /api/v1/role/update-permission': conflict('last-manager'),
    });
    renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    await user.click(within(editor).getByRole('checkbox', { name: 'Locations' }));
    await user.click(within(editor).getByRole('button', { name: 'Save permissions' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(/nobody active who can manage users/);
  });

  it('keeps every permission of the administrator role ticked and locked, and says why', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: ADMIN }, 'GET /api/v1/roles': { body: ROLES } });
    renderAt(rolesRoutes, '/user/app/roles?role=administrator');
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Administrator/ }, { timeout: 5000 });
    expect(within(editor).getByRole('note')).toHaveTextContent(
      'The administrator role always keeps all its permissions',
    );
    const boxes = within(editor).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(10);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(within(editor).getByRole('checkbox', { name: 'Roles' })).toHaveAccessibleDescription(
      /always keeps all its permissions/,
    );
    expect(within(editor).queryByRole('button', { name: /Clear all permissions/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Manager/ }));
    const manager = await screen.findByRole('region', { name: /Manager/ });
    expect(within(manager).queryByRole('note')).not.toBeInTheDocument();
    expect(within(manager).getByRole('checkbox', { name: 'Menus' })).toBeEnabled();
  });

  it('explains a refusal to take a permission from the administrator role', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/roles': { body: ROLES },
      'POST /api/v1/role/update-permission': {
        status: 403,
        body: { statusCode: 403, code: 'FORBIDDEN', message: 'x', details: { reason: 'administrator-role' } },
      },
    });
    renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    await user.click(within(editor).getByRole('checkbox', { name: 'Menus' }));
    await user.click(within(editor).getByRole('button', { name: 'Save permissions' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(/always keeps all its permissions/);
  });

  it('creates a role by name and opens it', async () => {
    const created = role('host', 'Host', []);
    let made = false;
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/roles': () => ({ body: { items: [...ROLES.items, ...(made ? [created] : [])] } }),
      'POST /api/v1/role/create': () => {
        made = true;
        return { body: created };
      },
    });
    const { router } = renderAt(rolesRoutes, '/user/app/roles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create role' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a role' });
    await user.type(within(dialog).getByLabelText('Role name'), 'Host');
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));

    expect(await screen.findByRole('region', { name: /Host/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?role=host');
    expect(calls.find((call) => call.url.endsWith('/role/create'))?.body).toEqual({
      name: 'Host',
      permissions: [],
    });
  });

  it('does not delete a role people hold, and explains role-in-use from the server', async () => {
    const unheld = role('trainee', 'Trainee', [], { userCount: 0 });
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      'GET /api/v1/roles': { body: { items: [...ROLES.items, unheld] } },
      'DELETE /api/v1/role/trainee': conflict('role-in-use'),
    });
    renderAt(rolesRoutes, '/user/app/roles?role=shift-lead');
    const user = userEvent.setup();
    const editor = await screen.findByRole('region', { name: /Shift lead/ }, { timeout: 5000 });
    await user.click(within(editor).getByRole('button', { name: 'Delete' }));
    const held = await screen.findByRole('dialog', { name: 'Delete Shift lead?' });
    expect(within(held).getByRole('alert')).toHaveTextContent('People with this role: 2.');
    expect(within(held).queryByRole('button', { name: 'Delete role' })).not.toBeInTheDocument();
    await user.click(within(held).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: /Trainee/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Trainee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('People still have this role.');
  });

  it('shows a no-access state without roles.manage', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...ADMIN, permissions: ['users.manage'] } } });
    renderAt(rolesRoutes, '/user/app/roles');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to Roles" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
