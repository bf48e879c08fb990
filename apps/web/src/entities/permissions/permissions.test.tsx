import type { TUser } from '@guestloop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, unauthenticated } from '@/test/fixtures';
import { addEnglishPack, renderAt } from '@/test/render';
import enUsers from '../../../../api/src/modules/i18n/locales/en/users.json';
import { Can, can, RequirePermission, useCan } from './index';

addEnglishPack('users', enUsers);

const WAITER = makeUser({ permissions: ['orders.view'] });
const MANAGER = makeUser({ permissions: ['orders.view', 'orders.manage', 'users.manage'] });
const SUPER_ADMIN = makeUser({ isSuperAdmin: true, permissions: [] });

function Toolbar() {
  const canInvite = useCan('users.manage');
  return (
    <div>
      <button type="button">Refresh</button>
      <Can permission="orders.manage">
        <button type="button">Cancel order</button>
      </Can>
      <Can permission={['orders.manage', 'waiter-calls.manage']} fallback={<p>Read only</p>}>
        <button type="button">Handle calls</button>
      </Can>
      {canInvite ? <button type="button">Invite</button> : null}
    </div>
  );
}

function showAs(user: TUser | null, element: React.ReactNode) {
  mockFetch({ 'GET /api/v1/profile': user ? { body: user } : unauthenticated });
  return renderAt([{ path: 'page', element }], '/user/app/page');
}

describe('the permission gate', () => {
  it('answers like the API: the permission, any of a list, everything for a super admin, nothing signed out', () => {
    expect(can(WAITER, 'orders.view')).toBe(true);
    expect(can(WAITER, 'orders.manage')).toBe(false);
    expect(can(WAITER, ['orders.manage', 'orders.view'])).toBe(true);
    expect(can(SUPER_ADMIN, 'roles.manage')).toBe(true);
    expect(can(null, 'orders.view')).toBe(false);
    expect(can(undefined, [])).toBe(false);
  });

  it('hides the buttons of what the user may not do', async () => {
    showAs(WAITER, <Toolbar />);
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeVisible();
    expect(await screen.findByText('Read only')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Handle calls' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
  });

  it('shows them to a holder of the permission', async () => {
    showAs(MANAGER, <Toolbar />);
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Handle calls' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeVisible();
    expect(screen.queryByText('Read only')).not.toBeInTheDocument();
  });

  it('guards a page: its content for holders, the no-access page with a way back for others', async () => {
    const page = (
      <RequirePermission permission="users.manage" namespace="users" backToDashboard>
        <h1>Team</h1>
      </RequirePermission>
    );
    const first = showAs(MANAGER, page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    first.unmount();

    showAs(WAITER, page);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to Users" }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/user/app');
  });

  it('shows a loader, not the page, while the user is not known yet', async () => {
    mockFetch({ 'GET /api/v1/profile': () => new Promise(() => {}) });
    renderAt(
      [
        {
          path: 'page',
          element: (
            <RequirePermission permission="users.manage" namespace="users">
              <h1>Team</h1>
            </RequirePermission>
          ),
        },
      ],
      '/user/app/page',
    );
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team' })).not.toBeInTheDocument();
  });
});
