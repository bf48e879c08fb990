import * as z from './zod';

/**
 * Waiter calls (SPEC point 7 "Waiters and waiter call"): a guest at a table asks for a waiter or
 * for the bill; the call shows on the staff board until someone marks it handled. `{table}` in
 * the paths is the table's id, which the table route's lookup gives the guest's page.
 */
export const WAITER_CALL_KINDS = ['waiter', 'bill'] as const;
export const ZWaiterCallKind = z.enum(WAITER_CALL_KINDS);
/**
 * A call's steps, each one something a staff member did, so the guest is told only that: `open`
 * (sent, nobody has looked yet), `seen` (someone serving opened it on a board), `on-the-way` (a
 * waiter said they are coming), `handled`. `open` again undoes a mistaken step.
 */
export const WAITER_CALL_STATUSES = ['open', 'seen', 'on-the-way', 'handled'] as const;
export const ZWaiterCallStatus = z.enum(WAITER_CALL_STATUSES);
export type TWaiterCallStatus = z.infer<typeof ZWaiterCallStatus>;
/** Statuses of a call still waiting for its answer: the table has at most one such call. */
export const ACTIVE_WAITER_CALL_STATUSES = ['open', 'seen', 'on-the-way'] as const;
export const isActiveWaiterCall = (status: TWaiterCallStatus): boolean => status !== 'handled';
/** How a guest asking for the bill means to pay: the waiter brings the card terminal or change. */
export const WAITER_CALL_PAYMENTS = ['cash', 'card'] as const;
export const ZWaiterCallPayment = z.enum(WAITER_CALL_PAYMENTS);

export const ZWaiterCallTableParams = z.object({ table: z.uuid() });
/** A call needs no order: a guest at the table may ring before (or without) ordering. */
export const ZCreateWaiterCallBody = z.object({
  kind: ZWaiterCallKind.default('waiter'),
  /** Only for `bill`; ignored for a waiter call. */
  payWith: ZWaiterCallPayment.optional(),
});
export type TCreateWaiterCallBody = z.infer<typeof ZCreateWaiterCallBody>;

export const ZWaiterCall = z.object({
  id: z.uuid(),
  tableId: z.uuid(),
  /** "Hall · 3". */
  tableLabel: z.string(),
  kind: ZWaiterCallKind,
  /** How the guest will pay the bill they asked for; null for a waiter call. */
  payWith: ZWaiterCallPayment.nullable(),
  status: ZWaiterCallStatus,
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TWaiterCall = z.infer<typeof ZWaiterCall>;

/** GET /waiter-call/{table}/enabled (SPEC point 3: "Waiter call has an enabled flag"). */
export const ZWaiterCallEnabled = z.object({ enabled: z.boolean() });
/**
 * GET /waiter-call/{table}/status: the table's call still waiting for its answer (open, seen or
 * on the way), if any.
 */
export const ZWaiterCallState = z.object({ open: ZWaiterCall.nullable() });
export type TWaiterCallState = z.infer<typeof ZWaiterCallState>;

export const ZWaiterCallList = z.object({ items: z.array(ZWaiterCall) });
export type TWaiterCallList = z.infer<typeof ZWaiterCallList>;

/**
 * GET /online-menu/waiter-calls: `all` the company's calls, or `mine`: those of the caller's
 * tables and of tables nobody serves (everything, for a member without tables).
 */
export const ZWaiterCallsQuery = z.object({ scope: z.enum(['all', 'mine']).default('all') });
export type TWaiterCallsQuery = z.infer<typeof ZWaiterCallsQuery>;

/**
 * Staff: a step of a call (seen, on the way, handled, or open again if marked by mistake). Steps
 * go forward only: a late "seen" from a second board leaves a call that is on its way as it is.
 */
export const ZSetWaiterCallStatusBody = z.object({ callId: z.uuid(), status: ZWaiterCallStatus });
export type TSetWaiterCallStatusBody = z.infer<typeof ZSetWaiterCallStatusBody>;

/**
 * GET /online-menu/waiter/home: what a member who serves tables starts from — their tables (by
 * name) and the menus whose live board they can open (by title).
 */
export const ZWaiterHome = z.object({
  tables: z.array(z.object({ id: z.uuid(), label: z.string() })),
  boards: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type TWaiterHome = z.infer<typeof ZWaiterHome>;

// ---- Waiters and their tables ----

/** A staff member who serves tables: anyone whose role answers waiter calls. */
export const ZWaiter = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.object({ slug: z.string(), name: z.string() }),
  tableIds: z.array(z.uuid()),
});
export type TWaiter = z.infer<typeof ZWaiter>;
export const ZWaiterList = z.object({ items: z.array(ZWaiter) });

/** GET /online-menu/waiter/role: the signed-in member as a waiter (their role and tables). */
export const ZWaiterRole = z.object({
  isWaiter: z.boolean(),
  role: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tableIds: z.array(z.uuid()),
});
export type TWaiterRole = z.infer<typeof ZWaiterRole>;

export const ZWaiterUserParams = z.object({ userId: z.uuid() });
/** The tables the waiter serves from now on (replaces the previous list). */
export const ZSetWaiterTablesBody = z.object({ tableIds: z.array(z.uuid()).max(500) });
export type TSetWaiterTablesBody = z.infer<typeof ZSetWaiterTablesBody>;
