import * as z from './zod';

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
  'content.manage',
] as const;

export const ZPermission = z.enum(PERMISSIONS);
export type TPermission = z.infer<typeof ZPermission>;

export const SYSTEM_ROLE_SLUGS = ['administrator', 'manager', 'waiter'] as const;
export type TSystemRoleSlug = (typeof SYSTEM_ROLE_SLUGS)[number];

/** Permissions of the built-in roles every company starts with. */
export const SYSTEM_ROLE_PERMISSIONS: Record<TSystemRoleSlug, readonly TPermission[]> = {
  administrator: PERMISSIONS,
  // Day-to-day running; who works here, their rights, the company itself, where the money goes
  // and the outside accounts (credentials) stay with administrators.
  manager: PERMISSIONS.filter(
    (p) =>
      ![
        'users.manage',
        'roles.manage',
        'structure.manage',
        'payments.manage',
        'integrations.manage',
      ].includes(p),
  ),
  // Serving: sees and updates orders, answers waiter calls; setting up tables is a manager's job.
  waiter: ['orders.view', 'orders.manage', 'waiter-calls.manage'],
};

export const PERMISSION_GROUP_IDS = ['company', 'service', 'feedback', 'content'] as const;
export type TPermissionGroupId = (typeof PERMISSION_GROUP_IDS)[number];

/**
 * The permissions in the order the role editor's matrix shows them, one group a block. Every
 * permission is in exactly one group. Labels: `permissions.groups.<id>` and
 * `permissions.items.<permission>` (namespace `roles`).
 */
export const PERMISSION_GROUPS: readonly {
  id: TPermissionGroupId;
  labelKey: string;
  permissions: readonly TPermission[];
}[] = [
  {
    id: 'company',
    labelKey: 'permissions.groups.company',
    permissions: [
      'structure.manage',
      'locations.manage',
      'users.manage',
      'roles.manage',
      'integrations.manage',
      'notifications.manage',
      'payments.manage',
    ],
  },
  {
    id: 'service',
    labelKey: 'permissions.groups.service',
    permissions: ['menus.manage', 'orders.view', 'orders.manage', 'tables.manage', 'waiter-calls.manage'],
  },
  {
    id: 'feedback',
    labelKey: 'permissions.groups.feedback',
    permissions: [
      'metrics.manage',
      'reviews.manage',
      'surveys.manage',
      'enps.manage',
      'quizzes.manage',
      'qr-info.manage',
      'statistics.view',
    ],
  },
  {
    id: 'content',
    labelKey: 'permissions.groups.content',
    permissions: ['media.manage', 'translations.manage', 'content.manage'],
  },
];

/** The i18n key of a permission's label (namespace `roles`), e.g. `permissions.items.menus.manage`. */
export const permissionLabelKey = (permission: TPermission) => `permissions.items.${permission}`;
