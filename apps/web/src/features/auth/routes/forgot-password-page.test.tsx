import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, unauthenticated } from '../test-utils';

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('always answers with the same neutral message', async () => {
    mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/reset-password-email-send': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'No such user' },
      },
    });
    renderAt(authRoutes, '/user/app/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        "If an account exists for nobody@example.com, we've sent a link to reset the password.",
      ),
    ).toBeInTheDocument();
  });
});
