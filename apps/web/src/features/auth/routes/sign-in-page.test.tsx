import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { authRoutes } from '../routes';
import { renderAt, SETTINGS, USER, unauthenticated } from '../test-utils';

const home = { index: true, element: <h1>Console home</h1> };
const orders = { path: 'orders', element: <h1>Orders page</h1> };

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInPage', { timeout: 20_000 }, () => {
  it('shows the translated INVALID_CREDENTIALS message', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/login': {
        status: 401,
        body: { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password' },
      },
    });
    renderAt([...authRoutes, home], '/user/app/sign-in');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await fillAndSubmit('anna@example.com', 'not-my-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect');
    const login = calls.find((call) => call.url.endsWith('/login'));
    expect(login?.body).toEqual({ email: 'anna@example.com', password: 'not-my-password' });
    expect(login?.headers.language).toBe('en');
  });

  it('shows field errors before calling the server', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
    });
    renderAt([...authRoutes, home], '/user/app/sign-in');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.url.endsWith('/login'))).toBe(false);
  });

  it('puts the field messages of VALIDATION_FAILED on their fields', async () => {
    mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/login': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Invalid body',
          details: [{ path: 'body.password', code: 'too_big', message: 'Password is too long' }],
        },
      },
    });
    renderAt([...authRoutes, home], '/user/app/sign-in');
    await fillAndSubmit('anna@example.com', 'secret-password');

    expect(await screen.findByText('Password is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs in and goes on to ?next=', async () => {
    let signedIn = false;
    mockFetch({
      'GET /api/v1/profile': () => (signedIn ? { body: USER } : unauthenticated),
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/login': () => {
        signedIn = true;
        return { body: USER };
      },
    });
    const { router } = renderAt(
      [...authRoutes, home, orders],
      '/user/app/sign-in?next=%2Fuser%2Fapp%2Forders',
    );
    await fillAndSubmit('anna@example.com', 'correct-horse');

    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/app/orders');
  });

  it('offers to resend the activation e-mail for a pending account', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': unauthenticated,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'POST /api/v1/login': {
        status: 403,
        body: { statusCode: 403, code: 'ACCOUNT_NOT_ACTIVATED', message: 'Not activated' },
      },
      'POST /api/v1/confirm-email-resend': { body: { ok: true } },
    });
    renderAt([...authRoutes, home], '/user/app/sign-in');
    await fillAndSubmit('new@example.com', 'whatever-pass');

    expect(await screen.findByText('Your account is not activated yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend activation e-mail' }));
    await waitFor(() =>
      expect(
        screen.getByText('A new activation e-mail is on its way to new@example.com.'),
      ).toBeInTheDocument(),
    );
    expect(calls.find((call) => call.url.endsWith('/confirm-email-resend'))?.body).toEqual({
      email: 'new@example.com',
    });
  });
});
