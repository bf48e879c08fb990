import { GUEST_CODE_LENGTH, GUEST_CODE_RESEND_SECONDS, type TUser } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_KEY } from '@/lib/session';
import { SESSION_KEY } from '../api/guest-account';
import { CODE_LENGTH, RESEND_SECONDS } from '../model/guest-code';
import { block, counterCalls, makePage, SLUG, showPage } from './qr-fixture';

const PROFILE = 'GET /api/v1/profile';
const SEND_CODE = 'POST /api/v1/customer/sign-in/code';
const VERIFY = 'POST /api/v1/customer/sign-in/verify';
const signedOut = { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in' } };

const GUEST: TUser = {
  id: '00000000-0000-4000-8000-00000000f001',
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  language: 'en',
  imageUrl: null,
  status: 'active',
  isSuperAdmin: false,
  emailVerified: true,
  hasPassword: false,
  hasGoogle: false,
  registrationComplete: false,
  guestAccount: true,
  structure: null,
  role: null,
  permissions: [],
};
const texts = { title: null, text: null, buttonLabel: null };
const bodyOf = (calls: { method: string; url: string; body: unknown }[], url: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === url).map((call) => call.body);

describe('QR info page: guest accounts', () => {
  it('keeps the code rules and the session the app’s own', () => {
    expect(CODE_LENGTH).toBe(GUEST_CODE_LENGTH);
    expect(RESEND_SECONDS).toBe(GUEST_CODE_RESEND_SECONDS);
    expect(SESSION_KEY).toEqual(CURRENT_USER_KEY);
  });

  it('signs a guest in with a code mailed to them, then signs them out', async () => {
    const signIn = block('sign-in-form', texts);
    const { calls } = await showPage(
      makePage([signIn]),
      {},
      {
        [PROFILE]: signedOut,
        [SEND_CODE]: { body: { ok: true } },
        [VERIFY]: { body: GUEST },
        'POST /api/v1/logout': { body: { ok: true } },
      },
    );
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Sign in' });
    expect(
      await within(card).findByText("We'll email you a 6-digit code. No password needed."),
    ).toBeInTheDocument();
    expect(within(card).queryByLabelText(/password/i)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Email me a code' }));
    expect(within(card).getByLabelText('Email')).toHaveFocus();
    expect(within(card).getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await user.type(within(card).getByLabelText('Email'), ' ana@example.com ');
    await user.click(within(card).getByRole('button', { name: 'Email me a code' }));

    const code = await within(card).findByLabelText('Code from the email');
    expect(code).toHaveFocus();
    expect(within(card).getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to ana@example.com.',
    );
    expect(bodyOf(calls, SEND_CODE)).toEqual([{ email: 'ana@example.com', language: 'en' }]);
    await user.type(code, '123456');

    const signedIn = await within(card).findByText(/You're signed in as/);
    expect(signedIn).toHaveTextContent("You're signed in as Ana Ruiz.");
    expect(signedIn.closest('p')).toHaveFocus();
    expect(bodyOf(calls, VERIFY)).toEqual([{ email: 'ana@example.com', code: '123456' }]);
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: signIn.id },
      ]),
    );

    await user.click(within(card).getByRole('button', { name: 'Sign out' }));
    expect(await within(card).findByLabelText('Email')).toHaveFocus();
    expect(calls.some((call) => call.url === '/api/v1/logout')).toBe(true);
  });

  it('says how many tries are left after a wrong code, and offers another address', async () => {
    await showPage(
      makePage([block('sign-in-form', texts)]),
      {},
      {
        [PROFILE]: signedOut,
        [SEND_CODE]: { body: { ok: true } },
        [VERIFY]: {
          status: 400,
          body: { statusCode: 400, code: 'CODE_INVALID', message: 'Wrong code', details: { triesLeft: 3 } },
        },
      },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    await user.type(await screen.findByLabelText('Code from the email'), '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent("That code isn't right. Tries left: 3.");
    expect(
      screen.getByText(/You can ask for a new code in 1:00|You can ask for a new code in 0:5\d/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('signs a guest up with a name, in the venue’s own words', async () => {
    const signUp = block('sign-up-form', {
      title: 'Join our club',
      text: 'Members get a free coffee.',
      buttonLabel: 'Join',
    });
    const { calls } = await showPage(
      makePage([signUp]),
      {},
      {
        [PROFILE]: signedOut,
        [`POST /api/v1/customer/create/qr-info/${SLUG}`]: { body: {} },
        'PUT /api/v1/customer': { body: {} },
        [SEND_CODE]: { body: { ok: true } },
        [VERIFY]: { body: GUEST },
      },
    );
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Join our club' });
    expect(await within(card).findByText('Members get a free coffee.')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Join' }));
    expect(within(card).getByLabelText('Your name')).toHaveFocus();
    expect(within(card).getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name.');
    await user.type(within(card).getByLabelText('Your name'), 'Ana Ruiz');
    await user.click(within(card).getByRole('button', { name: 'Join' }));

    await user.type(await within(card).findByLabelText('Code from the email'), '654321');
    expect(await within(card).findByText(/You're signed in as/)).toHaveTextContent('Ana Ruiz');
    // The name goes on the device's guest identity first: the new account is made with it.
    expect(
      calls.map((call) => `${call.method} ${call.url}`).filter((call) => call.includes('/customer')),
    ).toEqual([`POST /api/v1/customer/create/qr-info/${SLUG}`, 'PUT /api/v1/customer', SEND_CODE, VERIFY]);
    expect(bodyOf(calls, 'PUT /api/v1/customer')).toEqual([{ name: 'Ana Ruiz' }]);
  });

  it('shows who is signed in already', async () => {
    await showPage(
      makePage([block('sign-in-form', texts), block('sign-up-form', texts)]),
      {},
      {
        [PROFILE]: { body: GUEST },
      },
    );
    expect(await screen.findAllByText(/You're signed in as/)).toHaveLength(2);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('says why a code could not be sent', async () => {
    await showPage(
      makePage([block('sign-in-form', texts)]),
      {},
      {
        [PROFILE]: signedOut,
        [SEND_CODE]: { status: 429, body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' } },
      },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a minute and try again.',
    );
    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
  });

  it('sends a password reset link, and says guests need no password', async () => {
    const forgot = block('forgot-password-form', texts);
    let answer: { status?: number; body: object } = {
      status: 429,
      body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many' },
    };
    const { calls } = await showPage(
      makePage([forgot]),
      {},
      {
        'POST /api/v1/reset-password-email-send': () => answer,
      },
    );
    const user = userEvent.setup();
    const card = screen.getByRole('region', { name: 'Forgot your password?' });
    expect(
      within(card).getByText("Guests don't need a password: sign in with a code we email you."),
    ).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Email'), 'ana@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send reset link' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Too many attempts.');

    answer = { body: { ok: true } };
    await user.click(within(card).getByRole('button', { name: 'Send reset link' }));
    expect(await within(card).findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(within(card).getByText(/If an account with a password uses/)).toHaveTextContent(
      "If an account with a password uses ana@example.com, we've sent it a link to set a new password.",
    );
    expect(bodyOf(calls, 'POST /api/v1/reset-password-email-send').at(-1)).toEqual({
      email: 'ana@example.com',
    });
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: forgot.id },
      ]),
    );
  });
});
