import { z } from 'zod';

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
