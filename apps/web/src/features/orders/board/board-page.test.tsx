import type { TOrder, TWaiterCall } from '@guestloop/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockReply, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { unauthenticated } from '@/test/fixtures';
import {
  ADMIN,
  FakeAudioContext,
  FakeEventSource,
  MENU,
  makeCall,
  makeOrder,
  renderBoard,
  stubLiveBrowser,
  VIEWER,
} from '../test-utils';

const first = makeOrder({ number: 1 });

/** The API as the board sees it: the open orders of the menu, no calls, the menus' names. */
function answer(open: TOrder[], extra: Record<string, MockReply | ((call: RecordedCall) => MockReply)> = {}) {
  return mockFetch({
    'GET /api/v1/profile': { body: ADMIN },
    'GET /api/v1/online-menu/orders': (call) => {
      const status = new URL(call.url, 'http://x').searchParams.get('status');
      const items = status === 'open' ? open : [];
      return { body: { items, total: items.length, page: 1, pageSize: 100 } };
    },
    'GET /api/v1/online-menu/waiter-calls': { body: { items: [] } },
    'GET /api/v1/online-menus': { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'no' } },
    'GET /api/v1/online-menu/waiter/home': { body: { tables: [], boards: [] } },
    ...extra,
  });
}

const column = (name: string) => screen.getByRole('region', { name });

describe('OrdersBoardPage', { timeout: 20_000 }, () => {
  beforeEach(() => stubLiveBrowser());

  it('shows a live order the moment it comes, flashing, with a chime and the count in the title', async () => {
    // Whose a new call is the server decides: the board reads its calls again when one comes.
    let waiting: TWaiterCall[] = [];
    const { calls } = answer([first], {
      'GET /api/v1/online-menu/waiter-calls': () => ({ body: { items: waiting } }),
    });
    renderBoard();
    expect(await screen.findByRole('article', { name: 'Order 1' }, { timeout: 5000 })).toBeInTheDocument();
    expect(FakeEventSource.last.url).toBe('/api/v1/online-menu/orders/live');
    expect(calls.some((c) => c.url.includes(`menu=${MENU}&status=open`))).toBe(true);

    act(() => FakeEventSource.last.open());
    expect(await screen.findByText('Live')).toBeInTheDocument();
    const second = makeOrder({ number: 2, type: 'pickup', tableLabel: null });
    act(() => FakeEventSource.last.emit('order.created', { order: second }, 41));
    waiting = [makeCall()];
    act(() => FakeEventSource.last.emit('waiter-call.created', { call: makeCall() }, 42));

    const card = await screen.findByRole('article', { name: 'Order 2' });
    expect(card).toHaveClass('is-fresh');
    expect(within(card).getByText('Pickup')).toBeInTheDocument();
    expect(within(column('New')).getAllByRole('article')).toHaveLength(2);
    const call = await screen.findByRole('listitem', { name: 'Terrace · 7: Waiter' });
    expect(call).toHaveClass('is-fresh');
    expect(calls.some((c) => c.url.endsWith('/waiter-calls?scope=mine'))).toBe(true);
    expect(FakeAudioContext.notes).toBeGreaterThan(0);
    await vi.waitFor(() => expect(document.title).toMatch(/^\(2\) New orders · linden-cafe/));
  });

  it('shows the kitchen a delivery order whole: where, who, when it is wanted and the fee in its total', async () => {
    const delivery = makeOrder({
      number: 5,
      type: 'delivery',
      tableLabel: null,
      subtotal: 620,
      deliveryAmount: 250,
      total: 870,
      contact: { name: 'Mia Guest', phone: '+44 20 7946 0018' },
      deliveryInfo: { name: 'Mia Guest', phone: '+44 20 7946 0018', address: '12 Harbour Road' },
      wishedAt: null,
    });
    answer([delivery]);
    renderBoard();
    const card = await screen.findByRole('article', { name: 'Order 5' }, { timeout: 5000 });
    expect(within(card).getByText('12 Harbour Road')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '+44 20 7946 0018' })).toBeInTheDocument();
    expect(within(card).getByText('As soon as possible')).toBeInTheDocument();
    expect(within(card).getByText(/incl\. delivery €2\.50/)).toBeInTheDocument();
  });

  it('moves an order to its next status with one tap, and cancels only after asking', async () => {
    const { calls } = answer([first], {
      [`POST /api/v1/online-menu/order/status/${first.slug}`]: (call) => ({
        body: { ...first, status: (call.body as { status: TOrder['status'] }).status },
      }),
    });
    renderBoard();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Order 1' }, { timeout: 5000 });
    expect(within(card).getByText('2×')).toBeInTheDocument();
    expect(within(card).getByText('+ Oat milk')).toBeInTheDocument();
    expect(within(card).getByText('“extra hot”')).toBeInTheDocument();
    expect(within(card).getByText('3 min ago')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(within(column('Accepted')).getByRole('article', { name: 'Order 1' })).toBeInTheDocument(),
    );
    const posted = calls.filter((c) => c.method === 'POST');
    expect(posted.map((c) => c.body)).toEqual([{ status: 'accepted' }]);

    await user.click(screen.getByRole('button', { name: 'Cancel order 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #1?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Order 1' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ status: 'cancelled' });
  });

  it('tells the guest only what staff did: seen when the board shows it to someone, then on the way, then handled', async () => {
    const { calls } = answer([], {
      'GET /api/v1/online-menu/waiter-calls': {
        body: { items: [makeCall({ kind: 'bill', payWith: 'card' })] },
      },
      'POST /api/v1/online-menu/admin/call-status': (call) => ({
        body: { ...makeCall({ kind: 'bill', payWith: 'card' }), ...(call.body as { status: string }) },
      }),
    });
    renderBoard();
    const user = userEvent.setup();
    const call = await screen.findByRole(
      'listitem',
      { name: 'Terrace · 7: Bill, by card' },
      { timeout: 5000 },
    );
    const steps = () =>
      calls.filter((c) => c.method === 'POST').map((c) => (c.body as { status: string }).status);
    await vi.waitFor(() => expect(steps()).toEqual(['seen']));
    expect(await within(call).findByText(/· seen/)).toBeInTheDocument();

    await user.click(within(call).getByRole('button', { name: 'On my way' }));
    await vi.waitFor(() => expect(call).toHaveTextContent('on the way'));
    expect(within(call).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    await user.click(within(call).getByRole('button', { name: 'Handled' }));
    await vi.waitFor(() => expect(screen.getByText('No table is calling.')).toBeInTheDocument());
    expect(steps()).toEqual(['seen', 'on-the-way', 'handled']);
    expect(
      calls
        .filter((c) => c.method === 'POST')
        .every((c) => (c.body as { callId: string }).callId === makeCall().id),
    ).toBe(true);

    act(() => FakeEventSource.last.open());
    act(() => FakeEventSource.last.drop());
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    act(() => FakeEventSource.last.open());
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('does not tell a guest their call was seen while nobody is using the board, only once someone touches it', async () => {
    let waiting: TWaiterCall[] = [];
    const { calls } = answer([], {
      'GET /api/v1/online-menu/waiter-calls': () => ({ body: { items: waiting } }),
      'POST /api/v1/online-menu/admin/call-status': { body: { ...makeCall(), status: 'seen' } },
    });
    renderBoard();
    await screen.findByText('No table is calling.', undefined, { timeout: 5000 });
    // The board hangs on a wall; nobody has touched it for ten minutes when a call comes.
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000);
    try {
      waiting = [makeCall()];
      act(() => FakeEventSource.last.emit('waiter-call.created', { call: makeCall() }, 50));
      const call = await screen.findByRole('listitem', { name: 'Terrace · 7: Waiter' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

      fireEvent.pointerDown(call);
      await vi.waitFor(() =>
        expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
          { callId: makeCall().id, status: 'seen' },
        ]),
      );
    } finally {
      now.mockRestore();
    }
  });

  it('shows a read-only board to a member who may only view orders', async () => {
    answer([first], { 'GET /api/v1/profile': { body: VIEWER } });
    renderBoard();
    const card = await screen.findByRole('article', { name: 'Order 1' }, { timeout: 5000 });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    mockFetch({ 'GET /api/v1/profile': unauthenticated });
    const { router } = renderBoard();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/user/app/sign-in'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`/user/app/orders/board/${MENU}`)}`,
    );
  });
});
