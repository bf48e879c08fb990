import type { TPermission } from '@guestloop/contracts';

/** The console's orders section: reading needs either orders permission, changing `orders.manage`. */
export const VIEW_ORDERS: readonly TPermission[] = ['orders.view', 'orders.manage'];
