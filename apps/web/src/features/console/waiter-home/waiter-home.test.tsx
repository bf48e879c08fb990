import type { TWaiterCall } from '@guestloop/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withOffsetParent } from '@/test/dom';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enWaiterHome from '../../../../../api/src/modules/i18n/locales/en/waiter-home.json';
import { ConsoleLayout, consoleRoutes } from '../routes';
import { renderAt, USER } from '../test-utils';

addEnglishPack('waiter-home', enWaiterHome);
withOffsetParent();

const WAITER = makeUser({
  name: 'Sam Ortiz',
  role: { slug: 'waiter', name: 'Waiter' },
  permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage'],
});
const HOME = {
  tables: [
    { id: '44444444-4444-4444-8444-444444444441', label: 'Hall · 1' },
    { id: '44444444-4444-4444-8444-444444444442', label: 'Hall · 2' },
  ],
  boards: [{ slug: 'linden-cafe', title: 'Linden Café' }],
};
const call = (overrides: Partial<TWaiterCall> = {}): TWaiterCall => ({
  id: '22222222-2222-4222-8222-222222222222',
  tableId: HOME.tables[0]!.id,
  tableLabel: 'Hall · 1',
  kind: 'bill',
  payWith: 'card',
  status: 'seen',
  createdAt: new Date(Date.now() - 2 * 60_000).toISOString(),
  handledAt: null,
  ...overrides,
});

/** The staff live feed, driven by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  emit(kind: string, data: unknown, id: number) {
    const event = new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: String(id) });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }
  close() {
    this.readyState = 2;
  }
}

const renderHome = () => renderAt([{ Component: ConsoleLayout, children: consoleRoutes }], '/user/app');

describe("a waiter's console home", { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('EventSource', FakeEventSource));
  afterEach(() => vi.unstubAllGlobals());

  it('is the calls of their tables and the boards by menu title, with no company set-up', async () => {
    let waiting = [call()];
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: WAITER },
      'GET /api/v1/online-menu/waiter/home': { body: HOME },
      'GET /api/v1/online-menu/waiter-calls': () => ({ body: { items: waiting } }),
      'POST /api/v1/online-menu/admin/call-status': (request) => {
        const status = (request.body as { status: TWaiterCall['status'] }).status;
        waiting = status === 'handled' ? [] : [call({ status })];
        return { body: call({ status }) };
      },
    });
    renderHome();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Hello, Sam', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/Your tables: Hall · 1, Hall · 2\./)).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Hall · 1: Bill, by card' });
    expect(item).toHaveTextContent('2 minutes ago');
    expect(calls.some((c) => c.url.endsWith('/online-menu/waiter-calls?scope=mine'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the live board of Linden Café' })).toHaveAttribute(
      'href',
      '/user/online-menu/linden-cafe/admin/orders',
    );
    // Nothing about setting up a company, nor a list of sections.
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your access' })).not.toBeInTheDocument();
    expect(screen.queryByText(/linden-cafe/)).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'On my way' }));
    await vi.waitFor(() => expect(item).toHaveTextContent('On the way'));
    expect(within(item).queryByRole('button', { name: 'On my way' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Handled' }));
    expect(await screen.findByText('No table is calling.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { callId: call().id, status: 'on-the-way' },
      { callId: call().id, status: 'handled' },
    ]);
  });

  it('takes a new call of their tables from the live feed and marks it seen for the guest', async () => {
    let waiting: TWaiterCall[] = [];
    const { calls } = mockFetch({
      'GET /api/v1/profile': { body: WAITER },
      'GET /api/v1/online-menu/waiter/home': { body: { ...HOME, tables: [] } },
      'GET /api/v1/online-menu/waiter-calls': () => ({ body: { items: waiting } }),
      'POST /api/v1/online-menu/admin/call-status': { body: call({ kind: 'waiter', payWith: null }) },
    });
    renderHome();
    expect(await screen.findByText('No table is calling.')).toBeInTheDocument();
    expect(screen.getByText(/No tables are assigned to you yet/)).toBeInTheDocument();

    waiting = [call({ kind: 'waiter', payWith: null, status: 'open' })];
    act(() => FakeEventSource.last?.emit('waiter-call.created', { call: waiting[0] }, 7));
    expect(await screen.findByRole('listitem', { name: 'Hall · 1: Waiter' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { callId: call().id, status: 'seen' },
      ]),
    );
  });

  it('keeps the company home for members who set things up', async () => {
    mockFetch({ 'GET /api/v1/profile': { body: USER } });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Your access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Calls from your tables/ })).not.toBeInTheDocument();
  });
});
