import { z } from 'zod';

/**
 * One permission per staff capability of the spec. Roles are data: a role is a list of these.
 * docs/permissions.md explains each one.
 */
export const PERMISSIONS = [
  'structure.manage',
  'locations.manage',
  'users.manage',
  'roles.manage',
  'media.manage',
  'menus.manage',
  'orders.view',
  'orders.manage',
  'tables.manage',
  'waiter-calls.manage',
  'payments.manage',
  'surveys.manage',
  'enps.manage',
  'quizzes.manage',
  'metrics.manage',
  'reviews.manage',
  'qr-info.manage',
  'statistics.view',
  'integrations.manage',
  'notifications.manage',
  'translations.manage',
] as const;

export const ZPermission = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermission>;

export const SYSTEM_ROLE_SLUGS = ['administrator', 'manager', 'waiter'] as const;
export type TSystemRoleSlug = (typeof SYSTEM_ROLE_SLUGS)[number];

/** Permissions of the built-in roles every company starts with. */
export const SYSTEM_ROLE_PERMISSIONS: Record<TSystemRoleSlug, readonly TPermission[]> = {
  administrator: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !['users.manage', 'roles.manage', 'structure.manage'].includes(p)),
  waiter: ['orders.view', 'orders.manage', 'waiter-calls.manage', 'tables.manage'],
};
