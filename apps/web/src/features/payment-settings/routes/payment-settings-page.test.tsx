import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { paymentSettingsRoutes } from '../routes';
import { LIST_URL, MENUS, OWNER, provider, providers, renderAt, SETTINGS_URL, SLUG } from '../test-utils';

const PAGE = `/user/app/menus/${SLUG}/payments`;

function stripeCard() {
  return screen.findByRole('region', { name: 'Stripe' }, { timeout: 5000 });
}

describe('PaymentSettingsPage', { timeout: 20_000 }, () => {
  it('sends only the secret typed now; stored secrets are kept by leaving their boxes empty', async () => {
    const stripe = provider('stripe', {
      enabled: true,
      config: { publishableKey: 'pk_live_abc' },
      hasSecret: true,
      secretKeys: ['secretKey'],
    });
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${LIST_URL}`]: { body: providers(stripe) },
      [`POST ${SETTINGS_URL}`]: ({ body }) => ({ body: { ...stripe, ...(body as object), hasSecret: true } }),
    });
    renderAt(paymentSettingsRoutes, PAGE);
    const user = userEvent.setup();

    const card = await stripeCard();
    expect(screen.getByText(/Guests can pay online with Stripe/)).toBeInTheDocument();
    const secretKey = within(card).getByLabelText(/^Secret key/);
    expect(secretKey).toHaveValue('');
    expect(secretKey).toHaveAttribute('type', 'password');
    expect(secretKey).toHaveAttribute('placeholder', 'Set — leave empty to keep');
    await user.type(within(card).getByLabelText(/^Webhook signing secret/), 'whsec_new123');
    await user.click(within(card).getByRole('button', { name: 'Save Stripe settings' }));

    expect(await screen.findByText('Stripe saved: guests can pay with it')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'POST');
    expect(saved?.body).toEqual({
      provider: 'stripe',
      enabled: true,
      config: { publishableKey: 'pk_live_abc' },
      secrets: { webhookSecret: 'whsec_new123' },
    });
    // Saved: the box is empty again and the page no longer counts it as unsaved.
    await waitFor(() => expect(within(card).getByLabelText(/^Webhook signing secret/)).toHaveValue(''));
    expect(within(card).queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('refuses to switch a provider on without its keys and says which are missing', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${LIST_URL}`]: { body: providers() },
    });
    renderAt(paymentSettingsRoutes, PAGE);
    const user = userEvent.setup();

    const card = await stripeCard();
    expect(screen.getByText(/Online payment is off/)).toBeInTheDocument();
    await user.click(within(card).getByRole('switch', { name: 'Accept Stripe' }));
    await user.click(within(card).getByRole('button', { name: 'Save Stripe settings' }));

    expect(await within(card).findByText(/Stripe cannot be switched on yet/)).toHaveTextContent(
      'Fill in: Publishable key and Secret key.',
    );
    expect(within(card).getAllByText('Needed to switch Stripe on.')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A key of the wrong kind is explained, not just refused.
    await user.type(within(card).getByLabelText(/^Publishable key/), 'sk_live_oops');
    expect(
      await within(card).findByText('A publishable key starts with pk_live_ or pk_test_.'),
    ).toBeInTheDocument();
  });

  it('lets a provider with a stored secret be switched on without typing it again', async () => {
    const paypal = provider('paypal', {
      config: { clientId: 'client-abc', sandbox: true },
      hasSecret: true,
      secretKeys: ['clientSecret'],
    });
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${LIST_URL}`]: { body: providers(paypal) },
      [`POST ${SETTINGS_URL}`]: ({ body }) => ({ body: { ...paypal, ...(body as object) } }),
    });
    renderAt(paymentSettingsRoutes, PAGE);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'PayPal' }, { timeout: 5000 });
    expect(within(card).getByRole('switch', { name: 'Sandbox mode' })).toBeChecked();
    await user.click(within(card).getByRole('switch', { name: 'Accept PayPal' }));
    await user.click(within(card).getByRole('button', { name: 'Save PayPal settings' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      provider: 'paypal',
      enabled: true,
      config: { clientId: 'client-abc', sandbox: true },
    });
  });

  it('shows every provider the API lists, myPOS included, with the Stripe webhook address to copy', async () => {
    mockFetch({
      'GET /api/v1/profile': { body: OWNER },
      'GET /api/v1/online-menus': { body: MENUS },
      [`GET ${LIST_URL}`]: { body: providers() },
    });
    renderAt(paymentSettingsRoutes, PAGE);

    const card = await stripeCard();
    expect(within(card).getByLabelText('Webhook address for Stripe')).toHaveValue(
      `${window.location.origin}/api/v1/stripe/webhook/${SLUG}`,
    );
    expect(within(card).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const mypos = screen.getByRole('region', { name: 'myPOS' });
    expect(within(mypos).getByLabelText(/^Store ID \(SID\)/)).toBeInTheDocument();
    expect(within(mypos).getByLabelText(/^Private key/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test payments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonus program' })).toHaveAttribute(
      'href',
      '/user/app/bonus-program',
    );
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      `/user/app/menus/${SLUG}`,
    );
  });

  it('tells staff without the payments permission to ask for it', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: { ...OWNER, permissions: ['menus.manage'] } } });
    renderAt(paymentSettingsRoutes, PAGE);
    expect(
      await screen.findByRole('heading', { name: 'You cannot set up payments' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
