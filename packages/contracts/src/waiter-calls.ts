import * as z from './zod';

/**
 * Waiter calls (SPEC point 7 "Waiters and waiter call"): a guest at a table asks for a waiter or
 * for the bill; the call shows on the staff board until someone marks it handled. `{table}` in
 * the paths is the table's id, which the table route's lookup gives the guest's page.
 */
export const WAITER_CALL_KINDS = ['waiter', 'bill'] as const;
export const ZWaiterCallKind = z.enum(WAITER_CALL_KINDS);
export const WAITER_CALL_STATUSES = ['open', 'handled'] as const;
export const ZWaiterCallStatus = z.enum(WAITER_CALL_STATUSES);

export const ZWaiterCallTableParams = z.object({ table: z.uuid() });
export const ZCreateWaiterCallBody = z.object({ kind: ZWaiterCallKind.default('waiter') });
export type TCreateWaiterCallBody = z.infer<typeof ZCreateWaiterCallBody>;

export const ZWaiterCall = z.object({
  id: z.uuid(),
  tableId: z.uuid(),
  /** "Hall · 3". */
  tableLabel: z.string(),
  kind: ZWaiterCallKind,
  status: ZWaiterCallStatus,
  createdAt: z.iso.datetime({ offset: true }),
  handledAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TWaiterCall = z.infer<typeof ZWaiterCall>;

/** GET /waiter-call/{table}/enabled (SPEC point 3: "Waiter call has an enabled flag"). */
export const ZWaiterCallEnabled = z.object({ enabled: z.boolean() });
/** GET /waiter-call/{table}/status: the table's open call, if any (the guest page shows "on the way"). */
export const ZWaiterCallState = z.object({ open: ZWaiterCall.nullable() });
export type TWaiterCallState = z.infer<typeof ZWaiterCallState>;

export const ZWaiterCallList = z.object({ items: z.array(ZWaiterCall) });
export type TWaiterCallList = z.infer<typeof ZWaiterCallList>;

/** Staff: mark a call handled (or open again, if marked by mistake). */
export const ZSetWaiterCallStatusBody = z.object({ callId: z.uuid(), status: ZWaiterCallStatus });
export type TSetWaiterCallStatusBody = z.infer<typeof ZSetWaiterCallStatusBody>;

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
