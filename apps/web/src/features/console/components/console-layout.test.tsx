import { isSectionBuilt, PERMISSIONS } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithQuery } from '@/test/render';
import { ConsoleLayout, consoleRoutes } from '../routes';
import { CONSOLE_SECTIONS, visibleSections } from '../sections';
import { ADMIN, renderAt, USER } from '../test-utils';
import { SideNav } from './side-nav';

withOffsetParent();

const signIn = { path: 'sign-in', element: <h1>Sign-in page</h1> };

function renderConsole(path = '/user/app') {
  return renderAt([signIn, { Component: ConsoleLayout, children: consoleRoutes }], path);
}

describe('console navigation', { timeout: 20_000 }, () => {
  it('hides the sections the user has no permission for', () => {
    renderWithQuery(
      <MemoryRouter>
        <SideNav user={USER} />
      </MemoryRouter>,
    );
    for (const name of ['Dashboard', 'Orders', 'Tables and waiters', 'Profile']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Menus', 'Payments', 'Users', 'Roles']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('lists only sections that exist, even to someone holding every permission', () => {
    renderWithQuery(
      <MemoryRouter>
        <SideNav user={{ permissions: [...PERMISSIONS] }} />
      </MemoryRouter>,
    );
    for (const name of [
      'Menus',
      'Payments',
      'Bonus program',
      'Users',
      'Roles',
      'Ratings',
      'Reviews',
      'Statistics',
      'Surveys',
      'e-NPS',
      'Quizzes',
      'QR pages',
      'Integrations',
    ]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('href', '/user/app/payments');
    const visible = visibleSections({ permissions: [...PERMISSIONS] }).map((section) => section.id);
    expect(visible).toEqual(
      CONSOLE_SECTIONS.filter((section) => isSectionBuilt(section.menuId)).map((section) => section.id),
    );
  });

  it("lists on the dashboard's access card only sections that exist", async () => {
    mockFetch({ 'GET /api/v1/profile': { body: ADMIN } });
    renderConsole();
    const heading = await screen.findByRole('heading', { name: 'Your access' });
    const access = heading.closest('section') as HTMLElement;
    for (const name of [
      'Menus',
      'Orders',
      'Payments',
      'Bonus program',
      'Roles',
      'Ratings',
      'Statistics',
      'QR pages',
      'Integrations',
    ]) {
      expect(within(access).getByText(name)).toBeInTheDocument();
    }
  });

  it('shows the company, the language switcher, the user menu and the dashboard', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: USER } });
    renderConsole();

    expect(await screen.findByRole('heading', { name: /Anna/ })).toBeInTheDocument();
    expect(screen.getAllByText('Blue Door Café').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user/app');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/app/profile');
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/user/app/orders');
    // The dashboard tells what the role gives access to, from the real permissions.
    expect(screen.getByRole('heading', { name: 'Your access' })).toBeInTheDocument();
    const access = screen.getByRole('heading', { name: 'Your access' }).closest('section') as HTMLElement;
    expect(within(access).getByText('Tables and waiters')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 steps done')).toBeInTheDocument();
  });

  it('signs out from the user menu', async () => {
    let signedIn = true;
    const { calls } = mockFetch({
      'GET /api/v1/profile': () =>
        signedIn
          ? { body: USER }
          : { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: '' } },
      'POST /api/v1/logout': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const { router } = renderConsole();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Anna Smith' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/app/sign-in');
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/logout'))).toBe(true);
  });

  it('saves a new language to the account', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: USER },
      'GET /api/v1/translation/de': { body: { console: { nav: { label: 'Konsolenbereiche' } } } },
      'POST /api/v1/profile/set-language': { body: { ...USER, language: 'de' } },
    });
    renderConsole();
    const user = userEvent.setup();
    (await screen.findByLabelText('Language')).focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));

    expect(await screen.findByRole('navigation', { name: 'Konsolenbereiche' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/profile/set-language'))?.body).toEqual({
      language: 'de',
    });
  });
});
