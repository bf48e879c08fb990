import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { apiError, makeUser, SETTINGS, unauthenticated } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enSignIn from '../../../../../api/src/modules/i18n/locales/en/guest-sign-in.json';
import { addPayWords, MENU_ROUTE, preloadPayPages } from './pay-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PROFILE = '/user/online-menu/linden-cafe/profile';
const GUEST = makeUser({
  email: 'mia@example.com',
  name: '',
  guestAccount: true,
  registrationComplete: false,
  structure: null,
  role: null,
});

/** The API of a guest signing in: the code is 123456; `verify` may answer otherwise. */
function guestApi(verify?: (code: string) => { status?: number; body?: unknown } | undefined) {
  let signedIn = false;
  return mockFetch({
    ...MENU_ROUTE,
    'GET /api/v1/app/settings': { body: SETTINGS },
    'GET /api/v1/profile': () => (signedIn ? { body: GUEST } : unauthenticated),
    'POST /api/v1/customer/sign-in/code': { body: { ok: true } },
    'POST /api/v1/customer/sign-in/verify': ({ body }) => {
      const code = (body as { code: string }).code;
      const answer = verify?.(code);
      if (answer) return answer;
      if (code !== '123456')
        return {
          ...apiError(400, 'CODE_INVALID'),
          body: { ...apiError(400, 'CODE_INVALID').body, details: { triesLeft: 4 } },
        };
      signedIn = true;
      return { body: GUEST };
    },
    'GET /api/v1/customer': {
      body: {
        id: '00000000-0000-4000-8000-0000000000e1',
        browserHash: 'h'.repeat(32),
        name: null,
        phone: null,
        email: null,
      },
    },
    'POST /api/v1/customer/orders': { body: { items: [], total: 0, page: 1, pageSize: 50 } },
    'GET /api/v1/online-menu/customer/bonus/linden-cafe': { body: { ratePercent: 5, balance: 0 } },
  });
}

async function askForCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'mia@example.com');
  await user.click(screen.getByRole('button', { name: 'Email me a code' }));
  return screen.findByLabelText('Code from the email');
}

describe('guest sign-in by a mailed code', () => {
  beforeAll(preloadPayPages, 30_000);
  beforeEach(() => {
    resetStore();
    addPayWords();
    addEnglishPack('guest-sign-in', enSignIn);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the e-mail, then the code, and shows the profile once signed in; no way into staff sign-up', async () => {
    const { calls } = guestApi();
    const user = userEvent.setup();
    renderMenuApp(PROFILE);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your profile' })).toBeInTheDocument();
    expect(screen.getByText(/We'll email you a 6-digit code\. No password needed\./)).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/user/app'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/sign-in/code'))).toBe(false);

    const code = await askForCode(user);
    expect(calls.find((c) => c.url.endsWith('/sign-in/code'))?.body).toMatchObject({
      email: 'mia@example.com',
      language: 'en',
      menuSlug: 'linden-cafe',
    });
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to mia@example.com.',
    );
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText('You can ask for a new code in 1:00.')).toBeInTheDocument();

    // All six digits in: checked at once, and the page behind the card appears.
    await user.type(code, '123456');
    expect(
      await screen.findByText('mia@example.com', { selector: '.profile-account__email' }),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/sign-in/verify'))?.body).toEqual({
      email: 'mia@example.com',
      code: '123456',
    });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says how many tries are left after a wrong code, and lets the guest correct it', async () => {
    guestApi();
    const user = userEvent.setup();
    renderMenuApp(PROFILE);
    const code = await askForCode(user);
    await user.type(code, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent("That code isn't right. Tries left: 4.");
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.clear(code);
    await user.type(code, '123456');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('offers a new code at once when the code has expired, and says it was sent', async () => {
    const { calls } = guestApi((code) => (code === '999999' ? apiError(400, 'CODE_EXPIRED') : undefined));
    const user = userEvent.setup();
    renderMenuApp(PROFILE);
    await user.type(await askForCode(user), '999999');
    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a new code to mia@example.com.');
    expect(calls.filter((c) => c.url.endsWith('/sign-in/code'))).toHaveLength(2);
    expect(screen.getByLabelText('Code from the email')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveValue('mia@example.com');
  });

  it('offers a new code when the countdown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'Date'] });
    guestApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderMenuApp(PROFILE);
    await askForCode(user);
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    vi.advanceTimersByTime(61_000);
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('explains a refused send', async () => {
    mockFetch({
      ...MENU_ROUTE,
      'GET /api/v1/app/settings': { body: SETTINGS },
      'GET /api/v1/profile': unauthenticated,
      'POST /api/v1/customer/sign-in/code': apiError(429, 'RATE_LIMITED'),
    });
    const user = userEvent.setup();
    renderMenuApp(PROFILE);
    await user.type(await screen.findByLabelText('Email'), 'mia@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const card = screen.getByRole('region', { name: 'Sign in to see your profile' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a minute and try again.',
    );
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Email me a code' })).toBeEnabled());
  });
});
