import type { TWaiterCall } from '@guestloop/contracts';

/** What the waiter-calls module tells. Emitted after the change committed, once per change. */
declare module '../events' {
  interface DomainEventMap {
    /** A guest called staff to their table (not emitted again while that call still waits). */
    'waiter-call.made': {
      structureId: string;
      callId: string;
      tableId: string;
      tableLabel: string;
      locationId: string | null;
      kind: TWaiterCall['kind'];
    };
  }
}
