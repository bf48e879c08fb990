import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { block, counterCalls, makePage, SLUG, showPage, TABLE_ID } from './qr-fixture';

const CALL = {
  id: '00000000-0000-4000-8000-00000000d001',
  tableId: TABLE_ID,
  tableLabel: 'Terrace · 4',
  kind: 'waiter',
  payWith: null,
  status: 'open',
  createdAt: '2026-06-01T10:00:00.000Z',
  handledAt: null,
};
const waiterUrl = (what: string, method = 'GET') => `${method} /api/v1/waiter-call/${TABLE_ID}/${what}`;
const atTable = { table: { id: TABLE_ID, name: 'Terrace 4' } };

describe('QR info page: calling a waiter', () => {
  it('works only from a table’s QR code, and says so elsewhere', async () => {
    const { calls } = await showPage(makePage([block('waiter-call', { label: null })]));
    const card = screen.getByRole('region', { name: 'Call a waiter' });
    expect(
      within(card).getByText('Calling a waiter works from the QR code on your table.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/waiter-call/'))).toBe(false);
  });

  it('calls a waiter to the table and follows what staff do', async () => {
    const waiter = block('waiter-call', { label: 'Need help?' });
    const { calls } = await showPage(
      makePage([waiter], atTable),
      { table: TABLE_ID },
      {
        [waiterUrl('enabled')]: { body: { enabled: true } },
        [waiterUrl('status')]: { body: { open: null } },
        [waiterUrl('create', 'POST')]: { body: CALL },
      },
    );
    const card = screen.getByRole('region', { name: 'Need help?' });
    const call = await within(card).findByRole('button', { name: 'Call a waiter' });
    await waitFor(() => expect(call).toBeEnabled());
    await userEvent.click(call);

    expect(
      await within(card).findByText('Call sent. Waiting for a member of staff to see it.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    const create = calls.find((c) => c.url === `/api/v1/waiter-call/${TABLE_ID}/create`);
    expect(create?.body).toEqual({ kind: 'waiter' });
    await waitFor(() =>
      expect(counterCalls(calls)).toContainEqual([
        `/api/v1/qr-info/${SLUG}/block-use`,
        { blockId: waiter.id, table: TABLE_ID },
      ]),
    );
  });

  it('shows a call already on its way when the page opens', async () => {
    await showPage(
      makePage([block('waiter-call', { label: null })], atTable),
      { table: TABLE_ID },
      {
        [waiterUrl('enabled')]: { body: { enabled: true } },
        [waiterUrl('status')]: { body: { open: { ...CALL, status: 'on-the-way' } } },
      },
    );
    expect(await screen.findByText('A waiter is on the way. Please stay at your table.')).toBeInTheDocument();
  });

  it('tells the guest when the table takes no calls', async () => {
    await showPage(
      makePage([block('waiter-call', { label: null })], atTable),
      { table: TABLE_ID },
      {
        [waiterUrl('enabled')]: { body: { enabled: false } },
      },
    );
    expect(await screen.findByText(/isn't available at this table right now/)).toBeInTheDocument();
  });

  it('explains a refused call without leaving the page', async () => {
    await showPage(
      makePage([block('waiter-call', { label: null })], atTable),
      { table: TABLE_ID },
      {
        [waiterUrl('enabled')]: { body: { enabled: true } },
        [waiterUrl('status')]: { body: { open: null } },
        [waiterUrl('create', 'POST')]: {
          status: 429,
          body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many calls' },
        },
      },
    );
    const call = await screen.findByRole('button', { name: 'Call a waiter' });
    await waitFor(() => expect(call).toBeEnabled());
    await userEvent.click(call);
    expect(await screen.findByRole('alert')).toHaveTextContent(/You've called several times/);
  });
});
