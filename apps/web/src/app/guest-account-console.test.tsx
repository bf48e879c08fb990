import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { afterSignIn } from '@/features/auth/paths';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser, SETTINGS } from '@/test/fixtures';
import { addEnglishPack, renderRoutes } from '@/test/render';
import enAuth from '../../../api/src/modules/i18n/locales/en/auth.json';
import { guardRedirect, RequireCompleteUser } from './RequireCompleteUser';

const GUEST = makeUser({
  email: 'mia@example.com',
  guestAccount: true,
  registrationComplete: false,
  structure: null,
  role: null,
});

const CONSOLE = [
  {
    path: '/user/app',
    Component: RequireCompleteUser,
    children: [{ index: true, element: <h1>Dashboard</h1> }],
  },
  { path: '/user/app/sign-in', element: <h1>Staff sign-in</h1> },
  { path: '/user/app/complete-registration', element: <h1>Set up your company</h1> },
];

describe('a guest account in the console', () => {
  beforeEach(() => {
    addEnglishPack('auth', enAuth);
  });

  it('is told what it is instead of being asked to set up a company, and can sign out', async () => {
    let signedIn = true;
    mockFetch({
      'GET /api/v1/app/settings': { body: SETTINGS },
      'GET /api/v1/profile': () =>
        signedIn
          ? { body: GUEST }
          : { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'x' } },
      'POST /api/v1/logout': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const user = userEvent.setup();
    renderRoutes(CONSOLE, '/user/app');
    expect(await screen.findByRole('heading', { name: "You're signed in as a guest" })).toBeInTheDocument();
    expect(screen.getByText(/mia@example\.com is a guest account/)).toBeInTheDocument();
    expect(screen.getByText(/choose a password with “Forgot password\?”/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set up your company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('is never routed to the company set-up', () => {
    const target = { pathname: '/user/app', search: '' };
    expect(guardRedirect(GUEST, target)).toBeNull();
    expect(afterSignIn(GUEST, null)).toBe('/user/app');
    expect(afterSignIn(GUEST, '/user/online-menu/cafe/profile')).toBe('/user/online-menu/cafe/profile');
    expect(afterSignIn({ ...GUEST, guestAccount: false }, null)).toBe('/user/app/complete-registration');
  });
});
