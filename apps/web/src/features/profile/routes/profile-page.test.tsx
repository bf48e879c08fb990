import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { profileRoutes } from '../routes';
import { renderAt, USER } from '../test-utils';

const signIn = { path: 'sign-in', element: <h1>Sign-in page</h1> };

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('shows WRONG_PASSWORD on the current-password field', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: USER },
      'POST /api/v1/profile/edit/password': {
        status: 400,
        body: { statusCode: 400, code: 'WRONG_PASSWORD', message: 'Wrong password' },
      },
    });
    renderAt(profileRoutes, '/user/app/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'not-it');
    await user.type(screen.getByLabelText('New password'), 'brand new phrase');
    await user.type(screen.getByLabelText('Confirm password'), 'brand new phrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const field = screen.getByLabelText('Current password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('The current password is incorrect. Enter it again.');
    expect(field).toHaveFocus();
    expect(calls.find((call) => call.url.endsWith('/profile/edit/password'))?.body).toEqual({
      oldPassword: 'not-it',
      password: 'brand new phrase',
    });
  });

  it('saves a new name', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: USER },
      'POST /api/v1/profile/edit': { body: { ...USER, name: 'Anna Kowalska' } },
    });
    renderAt(profileRoutes, '/user/app/profile');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Your name');
    await user.clear(name);
    await user.type(name, 'Anna Kowalska');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your name has been saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/profile/edit'))?.body).toEqual({ name: 'Anna Kowalska' });
  });

  it('refuses an image of the wrong type before uploading', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: USER } });
    const { container } = renderAt(profileRoutes, '/user/app/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, WebP or GIF image.')).toBeInTheDocument();
  });

  it('deletes the account after the password and signs out', async () => {
    let signedIn = true;
    const { calls } = mockFetch({
      'GET /api/v1/profile': () =>
        signedIn
          ? { body: USER }
          : { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: '' } },
      'POST /api/v1/profile/delete-account': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const { router } = renderAt([...profileRoutes, signIn], '/user/app/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    await user.type(await screen.findByLabelText('Your password'), 'my secret phrase');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/app/sign-in');
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/delete-account'))?.body).toEqual({
      password: 'my secret phrase',
    });
  });

  it('lets every member connect their own Telegram from the profile', async () => {
    const off = { serviceUid: 'telegram', title: 'Telegram', connected: false, enabled: false, data: null };
    const waiting = {
      ...off,
      enabled: true,
      data: {
        slug: 'x',
        settings: {},
        secretsSet: [],
        lastCheck: null,
        extra: { connectUrl: 'https://t.me/GuestloopBot?start=u-abc' },
      },
    };
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: USER },
      'GET /api/v1/user/integrations': { body: [off] },
      'POST /api/v1/user/integration/enable': { body: waiting },
    });
    renderAt(profileRoutes, '/user/app/profile');
    expect(await screen.findByRole('heading', { name: 'Your connections' })).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn Telegram on' }));
    const link = await screen.findByRole('link', { name: /Open Telegram/ });
    expect(link).toHaveAttribute('href', 'https://t.me/GuestloopBot?start=u-abc');
    expect(calls.find((call) => call.url.endsWith('/user/integration/enable'))?.body).toEqual({
      serviceUid: 'telegram',
      enabled: true,
    });
  });
});
