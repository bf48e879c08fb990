import { randomInt } from 'node:crypto';
import {
  canChangeOrderStatus,
  isOpenOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  type TChangeOrderStatusBody,
  type TCreateOrderBody,
  type TCurrency,
  type TOrder,
  type TOrderConflict,
  type TOrderLine,
  type TOrderList,
  type TOrderStatus,
  type TOrdersQuery,
  type TOrderType,
  wallClock,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { GuestContext } from '../../plugins/access';
import { type DomainEvents, recordEvent } from '../events';
import type { OrderMenus } from './order-menus';
import { priceLines } from './order-pricing';
import { checkOrderingOpen, deliveryCharge, deliveryDetails, wishedTime } from './order-rules';
import * as repo from './orders.repo';

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 12 characters of 32: hard to guess, easy to read out over the phone. */
const newOrderSlug = () => Array.from({ length: 12 }, () => SLUG_ALPHABET[randomInt(32)]).join('');

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrder(row: repo.OrderRow): TOrder {
  return {
    id: row.id,
    slug: row.slug,
    number: row.number,
    menuSlug: row.menuSlug,
    type: row.type as TOrderType,
    status: row.status as TOrderStatus,
    tableLabel: row.tableLabel,
    currency: row.currency as TCurrency,
    lines: row.lines as TOrderLine[],
    subtotal: row.subtotal,
    tips: row.tips,
    deliveryAmount: row.deliveryAmount,
    bonusSpent: row.bonusSpent,
    total: row.total,
    paid: row.paid,
    paymentMethod: row.paymentMethod,
    needReceipt: row.needReceipt,
    cashRequestedAt: iso(row.cashRequestedAt),
    cashAmount: row.cashAmount,
    note: row.note,
    contact: row.contact ?? null,
    deliveryInfo: row.deliveryInfo ?? null,
    wishedAt: iso(row.wishedAt),
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
  };
}

/**
 * The menu, the table, the priced lines and the venue's charges of a cart: 404 for menu or table,
 * 400/409 for lines, 409 with its own code for an order the venue does not take (order-rules).
 */
async function priceForOrder(menus: OrderMenus, body: TCreateOrderBody, now: Date) {
  const { menu, items, rules } = await menus.load(body.menuSlug);
  if (!menu?.isActive || !rules) throw notFound('Menu');
  checkOrderingOpen(rules, body.type, now);

  let table: { id: string; label: string; locationId: string } | null = null;
  if (body.type === 'table' && body.table) {
    const found = await menus.seat(menu.slug, body.table);
    if (!found) throw notFound('Table');
    table = {
      id: found.table.id,
      label: `${found.group.name} · ${found.table.name}`,
      locationId: found.location.id,
    };
  }

  // The venue's clock, never one the request names: a guest cannot move serving hours.
  const { lines, subtotal } = priceLines(body.lines, items, wallClock(now, menu.timeZone));
  const wishedAt = wishedTime(rules, body, now);
  let delivery: { fee: number; details: Record<string, unknown> } | null = null;
  if (body.type === 'delivery' && body.delivery) {
    const { fee, area } = deliveryCharge(rules, body.delivery, subtotal);
    delivery = { fee, details: deliveryDetails(body.delivery, area) };
  }
  return { menu, table, lines, subtotal, wishedAt, delivery };
}

/** Who to call about the order: the delivery's recipient, else the guest as known. */
function contactOf(customer: Pick<GuestContext, 'name' | 'phone'>, body: TCreateOrderBody) {
  if (body.type === 'delivery' && body.delivery)
    return { name: body.delivery.name, phone: body.delivery.phone };
  return customer.name || customer.phone ? { name: customer.name, phone: customer.phone } : null;
}

/**
 * POST /order/create: a guest's cart becomes an order, priced on the server from the menu, with
 * the menu's delivery fee in its total. The same idempotency key from the same guest answers the
 * order it made the first time, also when the two requests race (the unique index decides, the
 * loser reads the winner's order).
 */
export async function createOrder(
  db: Db,
  menus: OrderMenus,
  customer: Pick<GuestContext, 'id' | 'name' | 'phone'>,
  body: TCreateOrderBody,
  now = new Date(),
  events?: Pick<DomainEvents, 'emit'>,
) {
  const customerId = customer.id;
  // A repeated submit is rare: it is found by the unique index when inserting, or, when the
  // cart can no longer be priced (an item sold out since), before the refusal is answered.
  const previous = () => repo.findByIdempotencyKey(db, customerId, body.idempotencyKey);
  let priced: Awaited<ReturnType<typeof priceForOrder>>;
  try {
    priced = await priceForOrder(menus, body, now);
  } catch (error) {
    const existing = await previous();
    if (existing) return toOrder(existing);
    throw error;
  }
  const { menu, table, lines, subtotal, wishedAt, delivery } = priced;
  const deliveryAmount = delivery?.fee ?? 0;

  try {
    const row = await db.transaction(async (tx) => {
      const number = await repo.nextOrderNumber(tx, menu.structureId);
      const placed = await repo.insertOrder(tx, {
        structureId: menu.structureId,
        menuId: menu.id,
        menuSlug: menu.slug,
        slug: newOrderSlug(),
        number,
        customerId,
        type: body.type,
        locationId: table?.locationId ?? menu.locationId,
        tableId: table?.id ?? null,
        tableLabel: table?.label ?? null,
        currency: menu.currency,
        lines,
        subtotal,
        deliveryAmount,
        total: subtotal + deliveryAmount,
        note: body.note?.trim() || null,
        contact: contactOf(customer, body),
        deliveryInfo: delivery?.details ?? null,
        wishedAt,
        idempotencyKey: body.idempotencyKey,
      });
      await recordEvent(tx, menu.structureId, 'order.created', { order: toOrder(placed) });
      return placed;
    });
    await events?.emit('order.placed', {
      structureId: row.structureId,
      orderId: row.id,
      orderSlug: row.slug,
      number: row.number,
      type: row.type as TOrderType,
      locationId: row.locationId,
      tableLabel: row.tableLabel,
      total: row.total,
      currency: row.currency,
    });
    return toOrder(row);
  } catch (error) {
    if (!isUniqueViolation(error, repo.IDEMPOTENCY_CONSTRAINT)) throw error;
    const winner = await previous();
    if (!winner) throw error;
    return toOrder(winner);
  }
}

/**
 * The order as `viewerId` may see it. The slug is shared (a waiter shows the page, a link gets
 * passed on), so it shows status and lines to anyone; who to call and where to deliver only
 * to the guest identity that owns the order.
 */
export function toOrderFor(row: repo.OrderRow, viewerId: string | null): TOrder {
  const order = toOrder(row);
  return row.customerId === viewerId ? order : withoutGuestDetails(order);
}

/** The order without the guest's name, phone and delivery address. */
export const withoutGuestDetails = (order: TOrder): TOrder => ({
  ...order,
  contact: null,
  deliveryInfo: null,
});

/**
 * GET /order/{slug}: the order page; personal details only for the guest who owns it, and for
 * the staff of its company (`staffOf`: the viewer's company when they may see its orders).
 */
export async function getOrder(
  db: Db,
  slug: string,
  viewerId: string | null,
  staffOf: string | null = null,
): Promise<TOrder> {
  const row = await repo.findBySlug(db, slug);
  if (!row) throw notFound('Order');
  return staffOf !== null && row.structureId === staffOf ? toOrder(row) : toOrderFor(row, viewerId);
}

/**
 * Guest calls that change an order (tip, asking for the bill) belong to the identity that owns
 * it: 404 for no such order, 403 for anyone else who knows the slug.
 */
export async function requireOwnOrder(db: Db, slug: string, customerId: string): Promise<void> {
  const row = await repo.findBySlug(db, slug);
  if (!row) throw notFound('Order');
  if (row.customerId !== customerId) throw forbidden('Only the guest who placed the order can change it');
}

function statusesFor(filter: TOrdersQuery['status']): string[] | undefined {
  if (!filter) return undefined;
  return filter === 'open' ? ORDER_STATUSES.filter(isOpenOrderStatus) : [filter];
}

/** GET /online-menu/orders: the company's orders, newest first, filtered and paged. */
export async function listOrders(db: Db, structureId: string, query: TOrdersQuery): Promise<TOrderList> {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  const { rows, total } = await repo.listOrders(
    db,
    structureId,
    {
      menuSlug: query.menu,
      statuses: statusesFor(query.status),
      paid: query.paid === undefined ? undefined : query.paid === 'true',
      number: query.number,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? dayAfter(query.to) : undefined,
    },
    query.page,
    query.pageSize,
  );
  return { items: rows.map(toOrder), total, page: query.page, pageSize: query.pageSize };
}

/** POST /online-menu/order/status/{slug}: staff move an order along the state machine only. */
export async function changeStatus(
  db: Db,
  structureId: string,
  slug: string,
  body: TChangeOrderStatusBody,
  events?: Pick<DomainEvents, 'emit'>,
) {
  const row = await db.transaction(async (tx) => {
    const order = await repo.findCompanyOrder(tx, structureId, slug, true);
    if (!order) throw notFound('Order');
    const type = order.type as TOrderType;
    const from = order.status as TOrderStatus;
    if (!canChangeOrderStatus(type, from, body.status)) {
      const details: TOrderConflict = {
        reason: 'status-change',
        from,
        allowed: nextOrderStatuses(type, from),
      };
      throw new AppError(409, 'CONFLICT', `An order cannot go from ${from} to ${body.status}`, details);
    }
    const updated = await repo.updateOrder(tx, order.id, {
      status: body.status,
      statusChangedAt: new Date(),
    });
    await recordEvent(tx, structureId, 'order.updated', { order: toOrder(updated) });
    return updated;
  });
  await events?.emit('order.status-changed', {
    structureId,
    orderId: row.id,
    orderSlug: row.slug,
    menuSlug: row.menuSlug,
    number: row.number,
    type: row.type as TOrderType,
    customerId: row.customerId,
    locationId: row.locationId,
    status: row.status as TOrderStatus,
  });
  return toOrder(row);
}
