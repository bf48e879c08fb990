import type { TPaymentToRefund } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { paymentSettingsRoutes } from '../routes';
import { LIST_URL, MENUS, OWNER, providers, REFUNDS_URL, renderAt, SLUG } from '../test-utils';

const PAGE = `/user/app/menus/${SLUG}/payments`;
const MYPOS_ID = '33333333-3333-4333-8333-333333333333';
const STRIPE_ID = '44444444-4444-4444-8444-444444444444';

const owed = (overrides: Partial<TPaymentToRefund>): TPaymentToRefund => ({
  id: MYPOS_ID,
  orderNumber: 42,
  orderSlug: 'k7p2m9x4',
  menuSlug: SLUG,
  menuTitle: 'Linden Café',
  provider: 'mypos',
  amount: 1170,
  currency: 'EUR',
  flaggedAt: '2026-03-14T18:05:00.000Z',
  ...overrides,
});
const MYPOS = owed({});
const STRIPE = owed({
  id: STRIPE_ID,
  orderNumber: 7,
  menuTitle: null,
  menuSlug: 'old-terrace',
  provider: 'stripe',
  amount: 2500,
  currency: 'USD',
});

/** The page with the API answering the refunds list from `owedNow` (changed by the test's calls). */
function renderPage(owedNow: { items: TPaymentToRefund[] }, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mocks = mockFetch({
    'GET /api/v1/profile': { body: OWNER },
    'GET /api/v1/online-menus': { body: MENUS },
    [`GET ${LIST_URL}`]: { body: providers() },
    [`GET ${REFUNDS_URL}`]: () => ({ body: owedNow }),
    ...extra,
  });
  renderAt(paymentSettingsRoutes, PAGE);
  return { ...mocks, user: userEvent.setup() };
}

const panel = () => screen.findByRole('region', { name: 'Payments to give back' }, { timeout: 10_000 });
const rowOf = (region: HTMLElement, order: string) =>
  within(region)
    .getByRole('heading', { name: new RegExp(order) })
    .closest('li') as HTMLElement;

describe('Payments to give back', { timeout: 20_000 }, () => {
  it('lists each payment with its order, amount in its currency, provider and time', async () => {
    renderPage({ items: [MYPOS, STRIPE] });
    const region = await panel();
    const first = rowOf(region, 'Order #42');
    expect(within(first).getByRole('heading')).toHaveTextContent('Order #42Linden Café');
    expect(within(first).getByText('€11.70')).toBeInTheDocument();
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(MYPOS.flaggedAt),
    );
    expect(within(first).getByText(when)).toHaveAttribute('datetime', MYPOS.flaggedAt);
    expect(within(first).getByText(/myPOS/)).toBeInTheDocument();
    // A deleted menu is named by the slug its order kept.
    const second = rowOf(region, 'Order #7');
    expect(within(second).getByText('/old-terrace')).toBeInTheDocument();
    expect(within(second).getByText('$25.00')).toBeInTheDocument();
    expect(within(second).getByText(/Stripe/)).toBeInTheDocument();
  });

  it('tries the refund again and says whether the provider gave the money back', async () => {
    const owedNow = { items: [MYPOS, STRIPE] };
    const { calls, user } = renderPage(owedNow, {
      [`POST /api/v1/online-menu/payments/${MYPOS_ID}/retry-refund`]: () => {
        owedNow.items = [STRIPE];
        return { body: { id: MYPOS_ID, status: 'refunded' } };
      },
      [`POST /api/v1/online-menu/payments/${STRIPE_ID}/retry-refund`]: {
        body: { id: STRIPE_ID, status: 'refund-needed' },
      },
    });
    const region = await panel();

    await user.click(
      within(rowOf(region, 'Order #42')).getByRole('button', { name: 'Try the refund again' }),
    );
    expect(await screen.findByText('Given back through myPOS: €11.70')).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Order #42')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      `/api/v1/online-menu/payments/${MYPOS_ID}/retry-refund`,
    ]);

    await user.click(within(rowOf(region, 'Order #7')).getByRole('button', { name: 'Try the refund again' }));
    expect(
      await screen.findByText('Not given back yet: Stripe refused or did not answer'),
    ).toBeInTheDocument();
    expect(within(region).getByText('Order #7')).toBeInTheDocument();
  });

  it('marks a payment given back by hand only after the user confirms, then the panel goes', async () => {
    const owedNow = { items: [MYPOS] };
    const { calls, user } = renderPage(owedNow, {
      [`POST /api/v1/online-menu/payments/${MYPOS_ID}/mark-refunded`]: () => {
        owedNow.items = [];
        return { body: { id: MYPOS_ID, status: 'refunded' } };
      },
    });
    const region = await panel();
    const mark = within(rowOf(region, 'Order #42')).getByRole('button', { name: 'Mark as given back' });

    await user.click(mark);
    let dialog = await screen.findByRole('alertdialog', { name: 'Mark this payment as given back?' });
    expect(dialog).toHaveTextContent('once the guest has €11.70 for order #42 back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(mark);
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as given back' }));
    expect(await screen.findByText('Order #42: marked as given back')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payments to give back' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows nothing while nothing is owed, and says so when the list cannot be loaded', async () => {
    let failing = true;
    const { user } = renderPage(
      { items: [] },
      {
        [`GET ${REFUNDS_URL}`]: () =>
          failing
            ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } }
            : { body: { items: [] } },
      },
    );
    expect(
      await screen.findByText('The payments to give back could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.queryByText('The payments to give back could not be loaded')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('region', { name: 'Payments to give back' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stripe' })).toBeInTheDocument();
  });
});
