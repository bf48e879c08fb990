import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, USER, unauthenticated } from '../test-utils';

const TOKEN = 'a'.repeat(32);

describe('ActivatePage', { timeout: 20_000 }, () => {
  it('activates the account and continues to the company set-up', async () => {
    const fresh = { ...USER, registrationComplete: false, structure: null, role: null };
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/activate-user': { body: fresh },
    });
    const { router } = renderAt(authRoutes, `/user/app/activate?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/activate-user'))).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set up your company' }));
    expect(await screen.findByRole('heading', { name: 'Set up your company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/app/complete-registration');
  });

  it('explains an expired link and offers a new one', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/activate-user': {
        status: 400,
        body: { statusCode: 400, code: 'TOKEN_EXPIRED', message: 'Expired' },
      },
      'POST /api/v1/confirm-email-resend': { body: { ok: true } },
    });
    renderAt(authRoutes, `/user/app/activate?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/confirm-email-resend'))?.body).toEqual({
      email: 'anna@example.com',
    });
  });

  it('says so when the link has no token', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
    });
    renderAt(authRoutes, '/user/app/activate');
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/activate-user'))).toBe(false);
  });
});
