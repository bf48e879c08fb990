import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, USER } from '../test-utils';

describe('CompleteRegistrationPage', { timeout: 20_000 }, () => {
  it('creates the company and opens the console', async () => {
    const pending = { ...USER, registrationComplete: false, structure: null, role: null };
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: pending },
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/register-complete': { body: USER },
    });
    renderAt(
      [...authRoutes, { index: true, element: <h1>Console home</h1> }],
      '/user/app/complete-registration',
    );

    expect(await screen.findByRole('heading', { name: 'Set up your company' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Company name'), 'Blue Door Café');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/register-complete'))?.body).toEqual({
      companyName: 'Blue Door Café',
      currency: 'USD',
      language: 'en',
    });
  });

  it('requires a company name', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: { ...USER, registrationComplete: false, structure: null } },
      'GET /api/v1/app/settings': { body: SETTINGS },
    });
    renderAt(authRoutes, '/user/app/complete-registration');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });
});
