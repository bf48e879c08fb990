import type { TTableBill } from '@guestloop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { block, counterCalls, makePage, SLUG, showPage, TABLE_ID } from './qr-fixture';

const BILL_URL = `GET /api/v1/order/table/${TABLE_ID}/bill`;
const atTable = { table: { id: TABLE_ID, name: 'Terrace 4' } };

const BILL: TTableBill = {
  tableLabel: 'Terrace · 4',
  currency: 'EUR',
  total: 3150,
  orders: [
    {
      slug: 'k3f9x2ab',
      number: 41,
      menuSlug: 'linden',
      status: 'served',
      total: 2250,
      lines: [
        { title: 'Tomato soup', option: 'Large', quantity: 2, total: 1500 },
        { title: 'Lemonade', option: null, quantity: 1, total: 750 },
      ],
      createdAt: '2026-06-01T10:05:00.000Z',
    },
    {
      slug: 'p8q2m4cd',
      number: 42,
      menuSlug: 'linden-bar',
      status: 'new',
      total: 900,
      lines: [{ title: 'Espresso', option: null, quantity: 3, total: 900 }],
      createdAt: '2026-06-01T10:40:00.000Z',
    },
  ],
};

const payBill = () => block('pay-bill', { label: null });

describe('QR info page: paying the bill', () => {
  it('shows the table’s open orders with their sums, and opens the payment of each', async () => {
    const bill = payBill();
    let answer: TTableBill = BILL;
    const { calls } = await showPage(
      makePage([bill], atTable),
      { table: TABLE_ID },
      {
        [BILL_URL]: () => ({ body: answer }),
      },
    );
    const card = screen.getByRole('region', { name: 'Pay the bill' });
    const first = await within(card).findByRole('article', { name: 'Order 41' });
    expect(within(first).getByText('Placed at 12:05 PM')).toBeInTheDocument();
    const lines = within(first)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['2 × Tomato soup (Large)€15.00', '1 × Lemonade€7.50']);
    expect(within(first).getByText('€22.50')).toBeInTheDocument();
    expect(within(card).getByText('Total for the table').parentElement).toHaveTextContent('€31.50');

    const pay = within(first).getByRole('link', { name: 'Pay €22.50 for order 41' });
    expect(pay).toHaveAttribute('href', '/user/online-menu/linden/k3f9x2ab/checkout');
    expect(pay).not.toHaveAttribute('target');
    expect(within(card).getByRole('link', { name: 'Pay €9.00 for order 42' })).toHaveAttribute(
      'href',
      '/user/online-menu/linden-bar/p8q2m4cd/checkout',
    );
    pay.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(pay);
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: bill.id, table: TABLE_ID },
      ]),
    );

    // Someone at the table paid meanwhile: Refresh reads the bill again.
    answer = { ...BILL, total: 900, orders: BILL.orders.slice(1) };
    await userEvent.click(within(card).getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(within(card).queryByRole('article', { name: 'Order 41' })).not.toBeInTheDocument(),
    );
    expect(within(card).getByRole('article', { name: 'Order 42' })).toBeInTheDocument();
    expect(within(card).queryByText('Total for the table')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/api/v1/order/table/${TABLE_ID}/bill`)).toHaveLength(2);
  });

  it('says when there is nothing to pay', async () => {
    await showPage(
      makePage([payBill()], atTable),
      { table: TABLE_ID },
      {
        [BILL_URL]: { body: { ...BILL, total: 0, orders: [] } },
      },
    );
    expect(await screen.findByText('Nothing to pay right now.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('works only from a table’s QR code, and says so elsewhere', async () => {
    const { calls } = await showPage(makePage([block('pay-bill', { label: 'Settle up' })]));
    const card = screen.getByRole('region', { name: 'Settle up' });
    expect(
      within(card).getByText('Paying the bill works from the QR code on your table.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/bill'))).toBe(false);
  });

  it('says what went wrong when the bill cannot be read, and tries again', async () => {
    let fail = true;
    await showPage(
      makePage([payBill()], atTable),
      { table: TABLE_ID },
      {
        [BILL_URL]: () =>
          fail
            ? { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Down' } }
            : { body: BILL },
      },
    );
    const card = screen.getByRole('region', { name: 'Pay the bill' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Try again in a few minutes.',
    );
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByRole('article', { name: 'Order 41' })).toBeInTheDocument();
  });
});
