import type { TOrder } from '@guestloop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { ordersRoutes } from '../routes';
import { ADMIN, makeOrder, renderAt, VIEWER } from '../test-utils';

const order = makeOrder({
  number: 12,
  status: 'accepted',
  tips: 100,
  total: 900,
  cashRequestedAt: new Date().toISOString(),
  cashAmount: 2000,
  paymentMethod: 'cash',
});

function answer(user = ADMIN) {
  return mockFetch({
    'GET /api/v1/profile': { body: user },
    [`GET /api/v1/order/${order.slug}`]: { body: order },
    [`POST /api/v1/online-menu/order/status/${order.slug}`]: (call) => ({
      body: { ...order, status: (call.body as { status: TOrder['status'] }).status },
    }),
    'POST /api/v1/online-menu/admin/order/set-paid': { body: { ...order, paid: true } },
  });
}

describe('OrderPage', { timeout: 20_000 }, () => {
  it('shows the lines and totals and offers only the steps the state machine allows', async () => {
    const { calls } = answer();
    renderAt(ordersRoutes, `/user/app/orders/${order.slug}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: /Order #12/ }, { timeout: 5000 })).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Items' });
    expect(lines).toHaveTextContent('Flat white');
    expect(lines).toHaveTextContent('+ Oat milk (€0.50)');
    expect(lines).toHaveTextContent('Tip€1.00');
    expect(lines).toHaveTextContent('Total€9.00');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('pays with €20.00');

    const actions = screen.getByRole('region', { name: 'Next step' });
    const steps = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(steps).toEqual([
      'Move to “Preparing”',
      'Move to “Ready”',
      'Cancel order',
      'Paid in cash',
      'Paid by card',
    ]);

    await user.click(within(actions).getByRole('button', { name: 'Move to “Ready”' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'ready' }));
    await user.click(within(actions).getByRole('button', { name: 'Paid in cash' }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        orderSlug: order.slug,
        paid: true,
        paymentMethod: 'cash',
      }),
    );
  });

  it('is read-only for a member who may only view orders', async () => {
    answer(VIEWER);
    renderAt(ordersRoutes, `/user/app/orders/${order.slug}`);
    expect(
      await screen.findByText('Your role can view orders but not change them.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to/ })).not.toBeInTheDocument();
  });

  it('shows a delivery as the kitchen needs it: who, where, the area, when and the fee', async () => {
    const delivery = makeOrder({
      number: 14,
      type: 'delivery',
      tableLabel: null,
      deliveryAmount: 250,
      total: 1050,
      contact: { name: 'Mia', phone: '+44 20 7946 0018' },
      deliveryInfo: {
        name: 'Mia',
        phone: '+44 20 7946 0018',
        address: '5 Elm Road',
        city: null,
        postcode: null,
        notes: 'Ring twice',
        area: 'Riverside',
      },
      wishedAt: '2025-03-05T19:30:00.000Z',
    });
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      [`GET /api/v1/order/${delivery.slug}`]: { body: delivery },
    });
    renderAt(ordersRoutes, `/user/app/orders/${delivery.slug}`);

    const where = await screen.findByRole('region', { name: 'Delivery' }, { timeout: 5000 });
    expect(where).toHaveTextContent('5 Elm Road');
    expect(where).toHaveTextContent('Riverside');
    expect(where).toHaveTextContent('Ring twice');
    expect(screen.getByRole('region', { name: 'Guest' })).toHaveTextContent('+44 20 7946 0018');
    expect(screen.getByRole('region', { name: 'Wanted for' })).toHaveTextContent(/19:30|7:30\sPM/);
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('Delivery€2.50');
  });

  it('says a pickup is wanted as soon as possible when the guest chose no time', async () => {
    const pickup = makeOrder({ number: 15, type: 'pickup', tableLabel: null, wishedAt: null });
    mockFetch({
      'GET /api/v1/profile': { body: ADMIN },
      [`GET /api/v1/order/${pickup.slug}`]: { body: pickup },
    });
    renderAt(ordersRoutes, `/user/app/orders/${pickup.slug}`);
    expect(await screen.findByRole('region', { name: 'Wanted for' }, { timeout: 5000 })).toHaveTextContent(
      'As soon as possible',
    );
  });
});
