import { PERMISSIONS, type TOrder, type TWaiterCall } from '@guestloop/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TitleManager } from '@/lib/route-title';
import { ToastProvider } from '@/lib/toast';
import { makeUser } from '@/test/fixtures';
import { addEnglishPack } from '@/test/render';
import enOrders from '../../../../api/src/modules/i18n/locales/en/orders.json';
import { ordersBoardRoute } from './board-route';

addEnglishPack('orders', enOrders);

export { withOffsetParent } from '@/test/dom';
export { renderAt } from '@/test/render';

export const ADMIN = makeUser({ permissions: [...PERMISSIONS] });
export const VIEWER = makeUser({ permissions: ['orders.view'] });
export const WAITER = makeUser({ permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage'] });

export const MENU = 'linden-cafe';
let counter = 0;

/** An order of Linden Café: one flat white with options, placed a few minutes ago. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  counter += 1;
  const number = overrides.number ?? counter;
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    slug: `ord${String(number).padStart(9, '0')}`,
    number,
    menuSlug: MENU,
    type: 'table',
    status: 'new',
    tableLabel: 'Hall · 3',
    currency: 'EUR',
    lines: [
      {
        itemId: '11111111-1111-4111-8111-111111111111',
        title: 'Flat white',
        option: 'Large',
        addons: [{ group: 'Milk', name: 'Oat milk', price: 50 }],
        note: 'extra hot',
        quantity: 2,
        unitPrice: 400,
        total: 800,
      },
    ],
    subtotal: 800,
    tips: 0,
    deliveryAmount: 0,
    bonusSpent: 0,
    total: 800,
    paid: false,
    paymentMethod: null,
    needReceipt: false,
    cashRequestedAt: null,
    cashAmount: null,
    note: null,
    contact: null,
    deliveryInfo: null,
    createdAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    statusChangedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeCall(overrides: Partial<TWaiterCall> = {}): TWaiterCall {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    tableId: '33333333-3333-4333-8333-333333333333',
    tableLabel: 'Terrace · 7',
    kind: 'waiter',
    payWith: null,
    status: 'open',
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    handledAt: null,
    ...overrides,
  };
}

function Shell() {
  return (
    <>
      <TitleManager />
      <Outlet />
    </>
  );
}

/** Renders the live board route at `path` with the app's providers and title. */
export function renderBoard(path = `/user/online-menu/${MENU}/admin/orders`) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        HydrateFallback: () => null,
        children: [
          { path: '/user/online-menu', children: [ordersBoardRoute] },
          { path: '/user/app/*', element: <p>Console page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** A stand-in EventSource the test drives: open it, send events, drop it. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  static get last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No EventSource was opened');
    return last;
  }

  addEventListener(kind: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }

  emit(kind: string, payload: unknown, id: number) {
    const event = new MessageEvent(kind, { data: JSON.stringify(payload), lastEventId: String(id) });
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }

  /** The connection dropped; the browser is reconnecting by itself. */
  drop() {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

/** A Web Audio stand-in that counts the notes played. */
export class FakeAudioContext {
  static notes = 0;
  state: AudioContextState = 'running';
  currentTime = 0;
  destination = {};
  addEventListener() {}
  removeEventListener() {}
  resume() {
    return Promise.resolve();
  }
  createGain() {
    const param = { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    return { gain: param, connect: (target: unknown) => target };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { setValueAtTime: vi.fn() },
      connect: (target: unknown) => target,
      start: () => {
        FakeAudioContext.notes += 1;
      },
      stop: vi.fn(),
    };
  }
}

export function stubLiveBrowser() {
  FakeEventSource.instances = [];
  FakeAudioContext.notes = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('AudioContext', FakeAudioContext);
}
