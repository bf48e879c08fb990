import type { TPermission } from '@guestloop/contracts';
import { can, type PermissionHolder } from '@/entities/permissions';

export type ConsoleSectionGroup = 'overview' | 'service' | 'feedback' | 'company' | 'account';

export interface ConsoleSection {
  id: string;
  /** Path under /user/app ('' is the dashboard). */
  path: string;
  /** A PrimeIcons class. */
  icon: string;
  /** Key in the `console` namespace. */
  labelKey: string;
  group: ConsoleSectionGroup;
  /** Shown to users holding any of these; none means every signed-in user. */
  permissions?: readonly TPermission[];
  /**
   * True once the section's route is mounted. A section that is not ready stays out of the
   * navigation, so there is never a dead link; the feature that adds the route flips this.
   */
  ready: boolean;
}

export const CONSOLE_GROUPS: readonly ConsoleSectionGroup[] = [
  'overview',
  'service',
  'feedback',
  'company',
  'account',
];

/** Every console section of the product, in navigation order. */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  {
    id: 'dashboard',
    path: '',
    icon: 'pi pi-home',
    labelKey: 'nav.sections.dashboard',
    group: 'overview',
    ready: true,
  },
  {
    id: 'menus',
    path: 'menus',
    icon: 'pi pi-book',
    labelKey: 'nav.sections.menus',
    group: 'service',
    permissions: ['menus.manage'],
    ready: true,
  },
  {
    id: 'orders',
    path: 'orders',
    icon: 'pi pi-shopping-bag',
    labelKey: 'nav.sections.orders',
    group: 'service',
    permissions: ['orders.view', 'orders.manage'],
    ready: true,
  },
  {
    id: 'tables',
    path: 'tables',
    icon: 'pi pi-table',
    labelKey: 'nav.sections.tables',
    group: 'service',
    permissions: ['tables.manage', 'waiter-calls.manage'],
    ready: true,
  },
  {
    id: 'bonus-program',
    path: 'bonus-program',
    icon: 'pi pi-gift',
    labelKey: 'nav.sections.bonusProgram',
    group: 'service',
    permissions: ['payments.manage'],
    ready: true,
  },
  {
    id: 'surveys',
    path: 'surveys',
    icon: 'pi pi-list-check',
    labelKey: 'nav.sections.surveys',
    group: 'feedback',
    permissions: ['surveys.manage'],
    ready: false,
  },
  {
    id: 'enps',
    path: 'enps',
    icon: 'pi pi-users',
    labelKey: 'nav.sections.enps',
    group: 'feedback',
    permissions: ['enps.manage'],
    ready: false,
  },
  {
    id: 'quizzes',
    path: 'quizzes',
    icon: 'pi pi-question-circle',
    labelKey: 'nav.sections.quizzes',
    group: 'feedback',
    permissions: ['quizzes.manage'],
    ready: false,
  },
  {
    id: 'metrics',
    path: 'metrics',
    icon: 'pi pi-star',
    labelKey: 'nav.sections.metrics',
    group: 'feedback',
    permissions: ['metrics.manage'],
    ready: false,
  },
  {
    id: 'reviews',
    path: 'reviews',
    icon: 'pi pi-comments',
    labelKey: 'nav.sections.reviews',
    group: 'feedback',
    permissions: ['reviews.manage'],
    ready: false,
  },
  {
    id: 'qr-pages',
    path: 'qr-pages',
    icon: 'pi pi-qrcode',
    labelKey: 'nav.sections.qrPages',
    group: 'feedback',
    permissions: ['qr-info.manage'],
    ready: false,
  },
  {
    id: 'statistics',
    path: 'statistics',
    icon: 'pi pi-chart-bar',
    labelKey: 'nav.sections.statistics',
    group: 'feedback',
    permissions: ['statistics.view'],
    ready: false,
  },
  {
    id: 'company',
    path: 'company',
    icon: 'pi pi-building',
    labelKey: 'nav.sections.company',
    group: 'company',
    ready: true,
  },
  {
    id: 'locations',
    path: 'locations',
    icon: 'pi pi-map-marker',
    labelKey: 'nav.sections.locations',
    group: 'company',
    permissions: ['locations.manage'],
    ready: true,
  },
  {
    id: 'users',
    path: 'users',
    icon: 'pi pi-user-plus',
    labelKey: 'nav.sections.users',
    group: 'company',
    permissions: ['users.manage'],
    ready: true,
  },
  {
    id: 'roles',
    path: 'roles',
    icon: 'pi pi-shield',
    labelKey: 'nav.sections.roles',
    group: 'company',
    permissions: ['roles.manage'],
    ready: true,
  },
  {
    id: 'privacy-policies',
    path: 'privacy-policies',
    icon: 'pi pi-shield',
    labelKey: 'nav.sections.privacyPolicies',
    group: 'company',
    permissions: ['content.manage'],
    ready: true,
  },
  {
    id: 'short-routes',
    path: 'short-routes',
    icon: 'pi pi-link',
    labelKey: 'nav.sections.shortRoutes',
    group: 'company',
    permissions: ['content.manage'],
    ready: true,
  },
  {
    id: 'integrations',
    path: 'integrations',
    icon: 'pi pi-link',
    labelKey: 'nav.sections.integrations',
    group: 'company',
    permissions: ['integrations.manage'],
    ready: false,
  },
  {
    id: 'media',
    path: 'media',
    icon: 'pi pi-images',
    labelKey: 'media:section',
    group: 'company',
    permissions: ['media.manage'],
    ready: true,
  },
  {
    id: 'notifications',
    path: 'notifications',
    icon: 'pi pi-bell',
    labelKey: 'nav.sections.notifications',
    group: 'company',
    permissions: ['notifications.manage'],
    ready: false,
  },
  {
    id: 'profile',
    path: 'profile',
    icon: 'pi pi-user',
    labelKey: 'nav.sections.profile',
    group: 'account',
    ready: true,
  },
];

/** Whether the user holds any of the section's permissions (a section without any is open to all). */
export function canSee(section: Pick<ConsoleSection, 'permissions'>, user: PermissionHolder): boolean {
  return !section.permissions?.length || can(user, section.permissions);
}

/** The sections the navigation shows: mounted, and allowed by the user's permissions. */
export function visibleSections(
  user: PermissionHolder,
  sections: readonly ConsoleSection[] = CONSOLE_SECTIONS,
): ConsoleSection[] {
  return sections.filter((section) => section.ready && canSee(section, user));
}
