import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { inviteRoutes } from '../routes';
import { apiError, CODE, INVITE, NEW_USER, renderAt, SETTINGS, unauthenticated } from '../test-utils';

const PATH = `/user/app/invite/${CODE}`;
const routes = [...inviteRoutes, { index: true, element: <h1>Console home</h1> }];

type Routes = NonNullable<Parameters<typeof mockFetch>[0]>;

function api(invite: Routes[string], extra: Routes = {}) {
  return mockFetch({
    'GET /api/v1/profile': unauthenticated,
    'GET /api/v1/app/settings': { body: SETTINGS },
    [`GET /api/v1/invite/${CODE}`]: invite,
    ...extra,
  });
}

describe('InvitePage', { timeout: 20_000 }, () => {
  it('shows the company and role, and joins with the invited address', async () => {
    const { calls } = api({ body: INVITE }, { [`POST /api/v1/invite/${CODE}`]: { body: NEW_USER } });
    const { router } = renderAt(routes, PATH);

    expect(
      await screen.findByRole('heading', { name: 'Join Blue Door Café' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Shift lead').length).toBeGreaterThan(0);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('nina@example.com');
    expect(email).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Nina Brook');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));

    expect(await screen.findByRole('heading', { name: 'Console home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/app');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nina Brook',
      email: 'nina@example.com',
      password: 'a long password',
      language: 'en',
    });
  });

  it('says when the invitation has expired', async () => {
    api(apiError(400, 'TOKEN_EXPIRED'));
    renderAt(routes, PATH);
    expect(
      await screen.findByRole('heading', { name: 'This invitation has expired' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Ask the person who invited you/);
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
  });

  it('says when the invitation was already used, or is unknown', async () => {
    api(apiError(400, 'TOKEN_INVALID'));
    const first = renderAt(routes, PATH);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This invitation has already been used' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    first.unmount();

    api(apiError(404, 'NOT_FOUND'));
    renderAt(routes, PATH);
    expect(await screen.findByRole('heading', { name: "We can't find this invitation" })).toBeInTheDocument();
  });

  it('treats a malformed code as unknown without asking the server', async () => {
    const { calls } = api({ body: INVITE });
    renderAt(routes, '/user/app/invite/short');
    expect(
      await screen.findByRole('heading', { name: "We can't find this invitation" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/invite/'))).toBe(false);
  });

  it('offers someone signed in to sign out first', async () => {
    let signedIn = true;
    const { calls } = api(
      { body: { ...INVITE, email: null } },
      {
        'GET /api/v1/profile': () =>
          signedIn ? { body: { ...NEW_USER, email: 'boss@example.com' } } : unauthenticated,
        'POST /api/v1/logout': () => {
          signedIn = false;
          return { body: { ok: true } };
        },
      },
    );
    renderAt(routes, PATH);
    expect(
      await screen.findByRole('heading', { name: "You're already signed in" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as boss@example.com/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out and accept' }));
    expect(await screen.findByRole('heading', { name: 'Join Blue Door Café' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(calls.some((call) => call.url.endsWith('/logout'))).toBe(true);
  });

  it('shows the invitation as used up when it is taken while the form is open', async () => {
    api({ body: INVITE }, { [`POST /api/v1/invite/${CODE}`]: apiError(400, 'TOKEN_INVALID') });
    renderAt(routes, PATH);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your name', {}, { timeout: 5000 }), 'Nina Brook');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(
      await screen.findByRole('heading', { name: 'This invitation has already been used' }),
    ).toBeInTheDocument();
  });
});
