import type { TPermission, TUser } from '@guestloop/contracts';
import { can } from '@/entities/permissions';

/** What serving tables takes; a member who holds nothing else has no company to set up. */
const SERVING: readonly TPermission[] = ['orders.view', 'orders.manage', 'waiter-calls.manage'];

/**
 * Whether the console home is a waiter's: the member answers waiter calls and every permission
 * they hold is a serving one (the built-in waiter role, or a company's own role like it).
 */
export function isServingStaff(user: Pick<TUser, 'permissions' | 'isSuperAdmin'>): boolean {
  if (user.isSuperAdmin) return false;
  return (
    can(user, 'waiter-calls.manage') && user.permissions.every((permission) => SERVING.includes(permission))
  );
}
