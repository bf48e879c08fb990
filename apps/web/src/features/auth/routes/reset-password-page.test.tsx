import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, USER, unauthenticated } from '../test-utils';

const TOKEN = 'b'.repeat(40);

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('checks that both passwords match, then saves and signs in', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/reset-password': { body: USER },
    });
    renderAt(
      [...authRoutes, { index: true, element: <h1>Console home</h1> }],
      `/user/app/reset-password?token=${TOKEN}`,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new secret phrase');
    await user.type(screen.getByLabelText('Confirm password'), 'new secret phrasE');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'new secret phrase');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/reset-password'))?.body).toEqual({
      token: TOKEN,
      password: 'new secret phrase',
    });
  });
});
