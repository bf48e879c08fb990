import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, unauthenticated } from '../test-utils';

async function register(name: string, email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('RegisterPage', { timeout: 20_000 }, () => {
  it('shows the inbox screen after registering, and can resend the link', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      // The same answer whether or not the address already has an account.
      'POST /api/v1/register': { body: { ok: true } },
      'POST /api/v1/confirm-email-resend': { body: { ok: true } },
    });
    renderAt(authRoutes, '/user/app/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    await register('Anna Smith', 'anna@example.com', 'a long enough phrase');

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/We sent an e-mail to anna@example\.com/)).toBeInTheDocument();
    expect(
      screen.getByText(/If this address already has an account, the e-mail tells you how to sign in/),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/register'))?.body).toEqual({
      name: 'Anna Smith',
      email: 'anna@example.com',
      password: 'a long enough phrase',
      language: 'en',
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend e-mail' }));
    expect(await screen.findByText('Done! We sent the link again.')).toBeInTheDocument();
  });

  it('shows a refusal it cannot pin to a field above the form, and stays on the form', async () => {
    mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/register': {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests' },
      },
    });
    renderAt(authRoutes, '/user/app/register');
    await register('Anna Smith', 'anna@example.com', 'a long enough phrase');

    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  });

  it('asks for a password of at least 8 characters and rates its strength', async () => {
    mockFetch({ 'GET /api/v1/profile': unauthenticated, 'GET /api/v1/app/settings': { body: SETTINGS } });
    renderAt(authRoutes, '/user/app/register');
    await register('Anna', 'anna@example.com', 'short');

    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Password strength: weak')).toBeInTheDocument();
  });
});
