import { ZCurrency } from './enum-schemas';
import { ZOrderLineChoice } from './order-pricing';
import { ZOrderStatus, ZOrderType } from './order-status';
import { ZSlug } from './structure';
import * as z from './zod';

/**
 * Guests and their orders (SPEC point 7 "Customers", "Orders"). A guest is identified by the
 * customer cookie the API sets (id + browserHash, SPEC point 3 "Customer"); amounts are integers
 * in minor units of the order's currency.
 */

// ---- Customers ----

/** SPEC point 3 "Customer": the identity a device keeps. */
export const ZCustomer = z.object({
  id: z.uuid(),
  browserHash: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

const ZBrowserHash = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);
export const ZCustomerParams = z.object({ id: z.uuid(), hash: ZBrowserHash });
export const ZCustomerIdParams = z.object({ id: z.uuid() });
/**
 * `/customer/create/{entity}/{slug}`: where the guest first came from (e.g. `online-menu` and a
 * menu's slug); kept for the record, it does not limit where the identity is used.
 */
export const ZCustomerOriginParams = z.object({
  a: z.string().min(1).max(40),
  b: z.string().min(1).max(100),
});
/** POST /customer/{id}/combine: the identity to take over, proved by its secret. */
export const ZCombineCustomerBody = z.object({ browserHash: ZBrowserHash });
export const ZCombinedCustomer = z.object({ ok: z.literal(true), customerId: z.uuid() });
export const ZUpdateCustomerBody = z.object({
  name: z.string().trim().max(120).nullish(),
  phone: z.string().trim().max(40).nullish(),
  email: z.email().max(254).nullish(),
});
export type TUpdateCustomerBody = z.infer<typeof ZUpdateCustomerBody>;

// ---- Orders ----

/** The table route's three slugs, as the guest's page knows them. */
export const ZOrderTableRef = z.object({ locationSlug: ZSlug, groupSlug: ZSlug, tableSlug: ZSlug });
export type TOrderTableRef = z.infer<typeof ZOrderTableRef>;

export const ZDeliveryInfo = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(3).max(40),
  address: z.string().trim().min(3).max(300),
  city: z.string().trim().max(120).nullish(),
  postcode: z.string().trim().max(20).nullish(),
  /** Floor, door code, "leave at the door"… */
  notes: z.string().trim().max(500).nullish(),
});
export type TDeliveryInfo = z.infer<typeof ZDeliveryInfo>;

/** When a guest wants an order: "as soon as possible", or a moment (ISO, with its offset). */
export const ZOrderTime = z.union([z.literal('asap'), z.iso.datetime({ offset: true })]);

/** Where and when a delivery goes, asked in the cart before the order is placed. */
export const ZOrderDelivery = ZDeliveryInfo.extend({
  /** One of the menu's delivery areas, required when the menu lists some. */
  area: z.string().trim().max(100).nullish(),
  time: ZOrderTime.default('asap'),
});
export type TOrderDelivery = z.infer<typeof ZOrderDelivery>;

export const ZCreateOrderBody = z
  .object({
    menuSlug: ZSlug,
    type: ZOrderType,
    /** Required for a table order. */
    table: ZOrderTableRef.nullish(),
    /** Required for a delivery order: the kitchen sees a complete order from the start. */
    delivery: ZOrderDelivery.nullish(),
    /** A pickup order's slot, one of `pickupSlots` of the menu; absent: the earliest slot. */
    pickupAt: z.iso.datetime({ offset: true }).nullish(),
    lines: z.array(ZOrderLineChoice).min(1).max(50),
    note: z.string().trim().max(500).nullish(),
    /** Made once per checkout by the guest's device: the same key again answers the same order. */
    idempotencyKey: z.string().min(8).max(100),
  })
  .refine((body) => body.type !== 'table' || body.table, { error: 'required', path: ['table'] })
  .refine((body) => body.type !== 'delivery' || body.delivery, { error: 'required', path: ['delivery'] });
export type TCreateOrderBody = z.infer<typeof ZCreateOrderBody>;

/** One priced line as placed: names and prices copied from the menu at that moment. */
export const ZOrderLine = z.object({
  itemId: z.uuid(),
  title: z.string(),
  option: z.string().nullable(),
  addons: z.array(z.object({ group: z.string(), name: z.string(), price: z.number().int() })),
  note: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrder = z.object({
  id: z.uuid(),
  slug: z.string(),
  number: z.number().int(),
  menuSlug: z.string(),
  type: ZOrderType,
  status: ZOrderStatus,
  tableLabel: z.string().nullable(),
  currency: ZCurrency,
  lines: z.array(ZOrderLine),
  subtotal: z.number().int(),
  tips: z.number().int(),
  deliveryAmount: z.number().int(),
  bonusSpent: z.number().int(),
  total: z.number().int(),
  paid: z.boolean(),
  paymentMethod: z.string().nullable(),
  needReceipt: z.boolean(),
  cashRequestedAt: z.iso.datetime({ offset: true }).nullable(),
  /** What the guest hands over when paying cash, so change can be brought. */
  cashAmount: z.number().int().nullable(),
  note: z.string().nullable(),
  /**
   * Who to call about the order: the guest's name and phone when it was placed, if given. This
   * and `deliveryInfo` are null on the public order calls for anyone but the guest who placed it.
   */
  contact: z.object({ name: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  deliveryInfo: z.record(z.string(), z.unknown()).nullable(),
  /**
   * When the guest wants the order: a pickup order's slot, a delivery's wished time; null: as soon
   * as possible (and for table orders). Always answered; optional so older kept answers still read.
   */
  wishedAt: z.iso.datetime({ offset: true }).nullish(),
  createdAt: z.iso.datetime({ offset: true }),
  statusChangedAt: z.iso.datetime({ offset: true }),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderSlugParams = z.object({ slug: z.string().min(6).max(40) });

/** GET /order/table/{tableId}/bill: the table's open bill (a QR page's pay-bill block opens it). */
export const ZTableBillParams = z.object({ tableId: z.uuid() });

/**
 * The orders of the table not yet paid nor cancelled, placed in the last `TABLE_BILL_HOURS`
 * hours, oldest first, with what is left to pay; each is paid on its own order page. Guest
 * details are never in it.
 */
export const ZTableBill = z.object({
  tableLabel: z.string(),
  currency: ZCurrency.nullable(),
  total: z.number().int(),
  orders: z.array(
    z.object({
      slug: z.string(),
      number: z.number().int(),
      menuSlug: z.string(),
      status: ZOrderStatus,
      total: z.number().int(),
      lines: z.array(ZOrderLine.pick({ title: true, option: true, quantity: true, total: true })),
      createdAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type TTableBill = z.infer<typeof ZTableBill>;

/** How far back a table's bill looks: a sitting ends within the day. */
export const TABLE_BILL_HOURS = 12;

/**
 * `details` of a 409 CONFLICT from POST /order/create: the menu is not taking orders, or some
 * lines can't be had now (sold out, outside their hours, removed) — by index into `lines`.
 */
export const ZOrderConflict = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('menu-inactive') }),
  z.object({
    reason: z.literal('items-unavailable'),
    lines: z.array(
      z.object({
        index: z.number().int(),
        itemId: z.uuid(),
        why: z.enum(['sold-out', 'not-now', 'removed']),
      }),
    ),
  }),
  z.object({ reason: z.literal('status-change'), from: ZOrderStatus, allowed: z.array(ZOrderStatus) }),
]);
export type TOrderConflict = z.infer<typeof ZOrderConflict>;

// ---- Staff ----

export const ZOrdersQuery = z.object({
  menu: ZSlug.optional(),
  status: z
    .union([ZOrderStatus, z.literal('open')])
    .optional()
    .describe('`open`: every status still on the board'),
  paid: z.enum(['true', 'false']).optional(),
  /** The order's number as the guest and the board show it. */
  number: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;

export const ZOrderList = z.object({
  items: z.array(ZOrder),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZChangeOrderStatusBody = z.object({ status: ZOrderStatus });
export type TChangeOrderStatusBody = z.infer<typeof ZChangeOrderStatusBody>;

// ---- Paying ----

/**
 * POST /order/{slug}/tips (SPEC "Order payload fields"). The tip is the guest's to choose;
 * `deliveryAmount` is accepted for the wire shape but the delivery charge is the venue's: the
 * menu's delivery fee, set on the order when it is placed and part of its total. `isPrepaid`:
 * the guest pays online now rather than at the table.
 */
export const ZOrderTipsBody = z.object({
  amount: z.number().int().min(0).max(100_000_000),
  needReceipt: z.boolean().default(false),
  deliveryAmount: z.number().int().min(0).max(100_000_000).optional(),
  isPrepaid: z.boolean().default(false),
});
export type TOrderTipsBody = z.infer<typeof ZOrderTipsBody>;

export const CASH_PAYMENT_METHODS = ['cash', 'card'] as const;
/** POST /ask-cash: the guest asks for the bill at the table, paying cash or by card terminal. */
export const ZAskCashBody = z.object({
  orderSlug: z.string().min(6).max(40),
  amount: z.number().int().min(0).max(100_000_000),
  needReceipt: z.boolean().default(false),
  paymentMethod: z.enum(CASH_PAYMENT_METHODS).default('cash'),
});
export type TAskCashBody = z.infer<typeof ZAskCashBody>;

/** Staff: an order paid at the counter or the table (or marked unpaid again by mistake). */
export const ZSetOrderPaidBody = z.object({
  orderSlug: z.string().min(6).max(40),
  paid: z.boolean(),
  paymentMethod: z.enum(CASH_PAYMENT_METHODS).optional(),
});
export type TSetOrderPaidBody = z.infer<typeof ZSetOrderPaidBody>;

// ---- A guest's own orders and delivery details ----

export const ZCustomerOrdersBody = z.object({
  /** Only this menu's orders (a menu's profile page). */
  menu: ZSlug.optional(),
  page: z.number().int().min(1).max(1000).default(1),
  pageSize: z.number().int().min(1).max(50).default(20),
});
export type TCustomerOrdersBody = z.infer<typeof ZCustomerOrdersBody>;
/** PUT /customer/orders: orders this device placed (known by their slugs) join the guest's list. */
export const ZClaimOrdersBody = z.object({ orderSlugs: z.array(z.string().min(6).max(40)).min(1).max(50) });

/** POST /delivery-info: the delivery details of one order (saved for the guest's next order too). */
export const ZOrderDeliveryInfoBody = ZDeliveryInfo.extend({ orderSlug: z.string().min(6).max(40) });
export const ZSavedDeliveryInfo = z.object({ deliveryInfo: ZDeliveryInfo.nullable() });

/** Staff board aliases (SPEC "Admin POST: status, /admin/orders"). */
export const ZAdminOrderStatusBody = ZChangeOrderStatusBody.extend({ orderSlug: z.string().min(6).max(40) });
