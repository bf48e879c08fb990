import type { TOrderStatus, TOrderType } from '@guestloop/contracts';

/** What the orders module tells. Emitted after the change committed, once per change. */
declare module '../events' {
  interface DomainEventMap {
    /** A guest placed an order (not emitted again for a repeated submit of the same cart). */
    'order.placed': {
      structureId: string;
      orderId: string;
      orderSlug: string;
      number: number;
      type: TOrderType;
      locationId: string | null;
      tableLabel: string | null;
      total: number;
      currency: string;
    };
    /** Staff moved an order to another status. */
    'order.status-changed': {
      structureId: string;
      orderId: string;
      orderSlug: string;
      menuSlug: string;
      number: number;
      type: TOrderType;
      customerId: string;
      locationId: string | null;
      status: TOrderStatus;
    };
  }
}
