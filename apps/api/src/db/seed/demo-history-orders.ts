import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { TOrderLine } from '@guestloop/contracts';
import {
  type Day,
  type OpeningHours,
  openingOf,
  orderMinute,
  ordersOfDay,
  type Streak,
  streakAt,
} from './demo-history-calendar';
import { type HistoryItem, linesOf } from './demo-history-lines';
import type { Random } from './demo-history-random';

export interface HistoryTable {
  id: string;
  /** "Hall · 3", as orders and ratings keep it. */
  label: string;
  terrace: boolean;
}

export interface HistoryCustomer {
  id: string;
  browserHash: string;
  firstSeen: number;
  lastSeen: number;
}

/** An order of the history; times are local minutes (demo-history-calendar.ts). */
export interface HistoryOrder {
  id: string;
  slug: string;
  number: number;
  customerId: string;
  type: 'table' | 'pickup' | 'delivery';
  status: 'closed' | 'cancelled';
  table: HistoryTable | null;
  lines: TOrderLine[];
  subtotal: number;
  tips: number;
  deliveryAmount: number;
  paid: boolean;
  paidAt: number | null;
  paymentMethod: string | null;
  contact: { name: string; phone: string } | null;
  deliveryInfo: { name: string; phone: string; address: string; city: string } | null;
  createdAt: number;
  /** When it was closed (or cancelled). */
  endedAt: number;
  day: Day;
  streak: Streak | null;
}

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A public order slug is the guest's key to the order page: random, as the product makes it. */
const newOrderSlug = () => Array.from({ length: 12 }, () => SLUG_ALPHABET[randomInt(32)]).join('');
const NAMES = [
  'Anna',
  'Ben',
  'Chloé',
  'Daniel',
  'Elif',
  'Femi',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kasia',
  'Luca',
];
const STREETS = ['Elm Road', 'Mill Lane', 'Castle Street', 'River Walk', 'Orchard Close', 'Station Road'];
const DELIVERY_FEE = 250;

/** Guests' devices: a core of regulars who come back, and many who come once or twice. */
function customerPool(random: Random) {
  const all: HistoryCustomer[] = [];
  const fresh = (at: number) => {
    const secret = randomBytes(24).toString('base64url');
    const customer = {
      id: randomUUID(),
      browserHash: createHash('sha256').update(secret).digest('base64url'),
      firstSeen: at,
      lastSeen: at,
    };
    all.push(customer);
    return customer;
  };
  const take = (at: number) => {
    const regulars = Math.min(all.length, 80);
    const customer =
      regulars > 20 && random.chance(0.35)
        ? all[random.int(0, regulars - 1)]!
        : all.length > 0 && random.chance(0.25)
          ? all[random.int(0, all.length - 1)]!
          : fresh(at);
    customer.lastSeen = Math.max(customer.lastSeen, at);
    return customer;
  };
  return { all, take };
}

const terraceShare = (month: number) =>
  month >= 5 && month <= 9 ? 0.4 : month === 4 || month === 10 ? 0.2 : 0.03;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function paymentOf(type: HistoryOrder['type'], random: Random): string {
  if (type === 'table') return random.chance(0.62) ? 'card' : 'cash';
  if (type === 'pickup') return random.chance(0.55) ? 'stripe' : 'card';
  return random.chance(0.8) ? 'stripe' : 'cash';
}

/** One order's money and outcome once its lines and time are known; nothing of it from `end` on. */
function settle(order: HistoryOrder, end: number, random: Random) {
  const slow = order.streak?.slowdown ?? 1;
  const cancelled = random.chance(order.streak ? 0.08 : 0.03);
  if (cancelled) {
    order.status = 'cancelled';
    order.endedAt = Math.min(end - 1, order.createdAt + random.int(2, 10));
    return;
  }
  const minutes = { table: [45, 100], pickup: [12, 30], delivery: [35, 70] }[order.type];
  const took = random.int(minutes[0]!, minutes[1]!) * (order.type === 'table' ? slow : 1);
  order.endedAt = Math.min(end - 1, order.createdAt + took);
  order.paymentMethod = paymentOf(order.type, random);
  order.paid = true;
  const online = order.paymentMethod === 'stripe';
  order.paidAt = Math.min(order.endedAt, online ? order.createdAt + 1 : order.endedAt - random.int(2, 10));
  const tipChance =
    order.type === 'delivery' ? 0.25 : order.paymentMethod === 'card' ? 0.45 : online ? 0.2 : 0.3;
  if (order.type !== 'pickup' && random.chance(order.streak ? tipChance / 2 : tipChance)) {
    order.tips = Math.max(50, roundTo(order.subtotal * (0.05 + random.next() * 0.07), 50));
  }
}

/** Every order of the history in time order, numbered from 1, and the devices that placed them. */
export function historyOrders(
  days: Day[],
  place: {
    tables: HistoryTable[];
    items: HistoryItem[];
    hours: OpeningHours;
    perAverageDay: number;
    /** Local minutes of the history's end (today's midnight). */
    end: number;
  },
  streaks: Streak[],
  random: Random,
): { orders: HistoryOrder[]; customers: HistoryCustomer[] } {
  const pool = customerPool(random);
  const hall = place.tables.filter((t) => !t.terrace);
  const terrace = place.tables.filter((t) => t.terrace);
  const orders: HistoryOrder[] = [];
  for (const day of days) {
    const opening = openingOf(place.hours, day.weekday);
    if (!opening) continue;
    const minutes = Array.from({ length: ordersOfDay(day, place.perAverageDay, random) }, () =>
      orderMinute(day.weekday, opening, random),
    ).sort((a, b) => a - b);
    for (const minute of minutes) {
      const deliveryHours = minute >= 11 * 60 && minute < 21 * 60;
      const type = random.weighted<HistoryOrder['type']>([
        ['table', 82],
        ['pickup', 14],
        ['delivery', deliveryHours ? 4 : 0],
      ]);
      const onTerrace = type === 'table' && terrace.length > 0 && random.chance(terraceShare(day.month));
      const table = type === 'table' ? random.pick(onTerrace ? terrace : hall) : null;
      const lineCount =
        type === 'table'
          ? random.weighted([
              [1, 25],
              [2, 40],
              [3, 25],
              [4, 10],
            ] as const)
          : random.weighted([
              [1, 55],
              [2, 35],
              [3, 10],
            ] as const);
      const lines = linesOf(place.items, day.weekday, minute, lineCount, random);
      const createdAt = day.start + minute;
      const name = random.pick(NAMES);
      const phone = `+44 7700 9${String(random.int(0, 99_999)).padStart(5, '0')}`;
      const order: HistoryOrder = {
        id: randomUUID(),
        slug: newOrderSlug(),
        number: orders.length + 1,
        customerId: pool.take(createdAt).id,
        type,
        status: 'closed',
        table,
        lines,
        subtotal: lines.reduce((sum, line) => sum + line.total, 0),
        tips: 0,
        deliveryAmount: type === 'delivery' ? DELIVERY_FEE : 0,
        paid: false,
        paidAt: null,
        paymentMethod: null,
        contact: type === 'table' ? null : { name, phone },
        deliveryInfo:
          type === 'delivery'
            ? { name, phone, address: `${random.int(1, 90)} ${random.pick(STREETS)}`, city: 'Old Town' }
            : null,
        createdAt,
        endedAt: createdAt,
        day,
        streak: streakAt(streaks, day, minute),
      };
      settle(order, place.end, random);
      orders.push(order);
    }
  }
  return { orders, customers: pool.all };
}
