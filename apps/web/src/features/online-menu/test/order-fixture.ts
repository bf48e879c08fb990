import type { TOrder } from '@guestloop/contracts';
import { configure } from '@testing-library/react';
import { addEnglishPack } from '@/test/render';
import enGuestOrder from '../../../../../api/src/modules/i18n/locales/en/guest-order.json';
import { makeMenu } from './menu-fixture';

export const SLUG = 'linden-cafe';
export const ORDER = 'q4r8t3k7m2p9';
export const MENU = { 'GET /api/v1/online-menu/public/linden-cafe': { body: makeMenu() } };
export const IDENTITY = {
  'POST /api/v1/customer/create/online-menu/linden-cafe': {
    body: {
      id: '00000000-0000-4000-8000-0000000000e1',
      browserHash: 'abcdefghijklmnop',
      name: null,
      phone: null,
      email: null,
    },
  },
};
export const TABLE_ID = '00000000-0000-4000-8000-0000000000d3';
export const TABLE = {
  location: { id: '00000000-0000-4000-8000-0000000000d1', name: 'Old Town', slug: 'old-town' },
  group: { id: '00000000-0000-4000-8000-0000000000d2', name: 'Hall', slug: 'hall' },
  table: { id: TABLE_ID, name: '3', slug: '3' },
};
export const REMEMBERED_TABLE = {
  locationSlug: 'old-town',
  groupSlug: 'hall',
  tableSlug: '3',
  locationName: 'Old Town',
  groupName: 'Hall',
  tableName: '3',
};

/** The words of the ordering pages; also allows for the first lazy page load of a cold test file. */
export function addOrderWords() {
  addEnglishPack('guest-order', enGuestOrder);
  configure({ asyncUtilTimeout: 4_000 });
}

/** Order 7 at table Hall · 3: one lemonade and two lattes with choices, unpaid, just placed. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: '00000000-0000-4000-8000-0000000000f7',
    slug: ORDER,
    number: 7,
    menuSlug: SLUG,
    type: 'table',
    status: 'new',
    tableLabel: 'Hall · 3',
    currency: 'EUR',
    lines: [
      {
        itemId: '00000000-0000-4000-8000-000000000001',
        title: 'Latte',
        option: 'Large',
        addons: [
          { group: 'Milk', name: 'Oat milk', price: 50 },
          { group: 'Extras', name: 'Extra shot', price: 80 },
        ],
        note: 'Extra hot',
        quantity: 2,
        unitPrice: 580,
        total: 1160,
      },
      {
        itemId: '00000000-0000-4000-8000-000000000004',
        title: 'Lemonade',
        option: null,
        addons: [],
        note: null,
        quantity: 1,
        unitPrice: 400,
        total: 400,
      },
    ],
    subtotal: 1560,
    tips: 0,
    deliveryAmount: 0,
    bonusSpent: 0,
    total: 1560,
    paid: false,
    paymentMethod: null,
    needReceipt: false,
    cashRequestedAt: null,
    cashAmount: null,
    note: null,
    contact: null,
    deliveryInfo: null,
    createdAt: '2025-05-01T12:00:00.000Z',
    statusChangedAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * A stand-in for the browser's EventSource (an order's or a table's live stream): the page opens
 * it, the test sends named events through `last`, the latest one opened. Install it with
 * `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource {
  static CLOSED = 2;
  /** Every stream opened since a test emptied the list. */
  static opened: FakeEventSource[] = [];
  readyState = 0;
  listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(public url: string) {
    FakeEventSource.opened.push(this);
  }
  static get last() {
    return FakeEventSource.opened.at(-1);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) }));
    }
  }
  close() {
    this.readyState = 2;
  }
}
