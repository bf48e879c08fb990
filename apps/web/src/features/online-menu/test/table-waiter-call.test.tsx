import type { TWaiterCall } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { FakeEventSource, MENU, TABLE, TABLE_ID } from './order-fixture';
import { renderMenuApp, resetStore } from './render-menu';

const PAGE = '/user/online-menu/linden-cafe/old-town/hall/3';

const makeCall = (overrides: Partial<TWaiterCall> = {}): TWaiterCall => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  tableId: TABLE_ID,
  tableLabel: 'Hall · 3',
  kind: 'waiter',
  payWith: null,
  status: 'open',
  createdAt: '2025-05-01T12:10:00.000Z',
  handledAt: null,
  ...overrides,
});

function answer(enabled = true) {
  const made: unknown[] = [];
  // The server's answer: the table's call, as made, until the test's staff take a step.
  let waiting: TWaiterCall | null = null;
  const routes = mockFetch({
    ...MENU,
    'GET /api/v1/horeca/public/groups/old-town/hall/3': { body: TABLE },
    [`GET /api/v1/waiter-call/${TABLE_ID}/enabled`]: { body: { enabled } },
    [`GET /api/v1/waiter-call/${TABLE_ID}/status`]: () => ({ body: { open: waiting } }),
    [`POST /api/v1/waiter-call/${TABLE_ID}/create`]: (call) => {
      made.push(call.body);
      const body = call.body as { kind: TWaiterCall['kind']; payWith?: TWaiterCall['payWith'] };
      waiting = makeCall({ kind: body.kind, payWith: body.kind === 'bill' ? (body.payWith ?? null) : null });
      return { body: waiting };
    },
  });
  return { ...routes, made };
}

const service = () => screen.getByRole('region', { name: /Bill requested|Call sent|Need anything/ });

describe('waiter call on a table menu, without any order', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetStore();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.useRealTimers());

  it('calls a waiter and shows only the steps staff take, live, with nothing moving on by itself', async () => {
    const { made } = answer();
    const user = userEvent.setup();
    renderMenuApp(PAGE);
    expect(await screen.findByText('Table 3 · Hall')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Call a waiter' }));
    expect(made).toEqual([{ kind: 'waiter' }]);
    expect(await screen.findByRole('heading', { name: 'Call sent' })).toBeInTheDocument();

    // Time passes and nobody has acted: the guest is still told the call was only sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 4_500)));
    expect(screen.getByRole('heading', { name: 'Call sent' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A waiter is on the way' })).not.toBeInTheDocument();

    // The table's stream follows the call while it waits.
    expect(FakeEventSource.last?.url).toBe(`/api/v1/waiter-call/${TABLE_ID}/live`);
    act(() => FakeEventSource.last?.emit('open'));
    act(() => FakeEventSource.last?.emit('waiter-call.updated', { call: makeCall({ status: 'seen' }) }));
    expect(await screen.findByRole('heading', { name: 'Your call was seen' })).toBeInTheDocument();
    act(() =>
      FakeEventSource.last?.emit('waiter-call.updated', { call: makeCall({ status: 'on-the-way' }) }),
    );
    expect(await screen.findByRole('heading', { name: 'A waiter is on the way' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call a waiter' })).not.toBeInTheDocument();
    act(() =>
      FakeEventSource.last?.emit('waiter-call.updated', {
        call: makeCall({ status: 'handled', handledAt: '2025-05-01T12:14:00.000Z' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your call was answered' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call a waiter' })).toBeInTheDocument();
  });

  it('asks for the bill by card or in cash', async () => {
    const { made } = answer();
    const user = userEvent.setup();
    renderMenuApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Ask for the bill' }));
    const how = screen.getByRole('group', { name: 'How would you like to pay?' });
    expect(within(how).getByRole('button', { name: 'By card' })).toHaveFocus();
    await user.click(within(how).getByRole('button', { name: 'Cancel' }));
    expect(made).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ask for the bill' }));
    await user.click(screen.getByRole('button', { name: 'In cash' }));
    expect(made).toEqual([{ kind: 'bill', payWith: 'cash' }]);
    expect(await screen.findByRole('heading', { name: 'Bill requested' })).toBeInTheDocument();
    expect(service()).toHaveTextContent("You'll pay in cash.");
  });

  it('offers nothing where the table cannot call a waiter', async () => {
    answer(false);
    renderMenuApp(PAGE);
    expect(await screen.findByText('Table 3 · Hall')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Call a waiter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for the bill' })).not.toBeInTheDocument();
  });
});
