import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleChildren } from '@/app/console-tree';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { ToastProvider } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import enConsole from '../../../../../api/src/modules/i18n/locales/en/console.json';
import { ADMIN, BEN, page, ROLES, SELF } from '../test-utils';

i18n.addResourceBundle('en', 'console', enConsole, true, true);

afterEach(() => queryClient.clear());

function HydrateFallback() {
  return null;
}

/** The real console tree (guard, layout, routes) with the app's own query client, as the app runs it. */
function renderConsole(path: string) {
  const router = createMemoryRouter([{ path: '/user/app', children: consoleChildren, HydrateFallback }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('permissions take effect on the next page', { timeout: 30_000 }, () => {
  it('re-reads the user on navigation: a removed permission leaves the nav and its page says no access', async () => {
    let permissions = ADMIN.permissions;
    const { calls } = mockFetch({
      'GET /api/v1/profile': () => ({ body: { ...ADMIN, permissions } }),
      'GET /api/v1/users': { body: page([SELF, BEN]) },
      'GET /api/v1/roles': { body: ROLES },
    });
    const router = renderConsole('/user/app/users');
    const nav = await screen.findByRole('navigation', { name: 'Console sections' }, { timeout: 10_000 });
    expect(within(nav).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Users', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();

    // Someone takes users.manage away from the role; the next page change reads the user again.
    permissions = permissions.filter((permission) => permission !== 'users.manage');
    const before = calls.filter((call) => call.url.endsWith('/profile')).length;
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: /Anna/, level: 1 }, { timeout: 10_000 });
    expect(calls.filter((call) => call.url.endsWith('/profile')).length).toBeGreaterThan(before);
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();

    await router.navigate('/user/app/users');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to Users" }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
