import type { TUser } from '@guestloop/contracts';

/** The console's orders section: reading needs either orders permission, changing `orders.manage`. */
export const canViewOrders = (user: Pick<TUser, 'permissions'>) =>
  user.permissions.includes('orders.view') || user.permissions.includes('orders.manage');
export const canManageOrders = (user: Pick<TUser, 'permissions'>) =>
  user.permissions.includes('orders.manage');
