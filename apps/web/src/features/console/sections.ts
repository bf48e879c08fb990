import { isSectionBuilt, type TPermission, type TProfileMenuSectionId } from '@guestloop/contracts';
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
   * The console menu entry this link belongs to (contracts PROFILE_MENU_SECTIONS): the link is
   * shown only once that section is built, so there is never a dead link, and its notifyCount
   * is the link's badge.
   */
  menuId: TProfileMenuSectionId;
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
    menuId: 'dashboard',
  },
  {
    id: 'menus',
    path: 'menus',
    icon: 'pi pi-book',
    labelKey: 'nav.sections.menus',
    group: 'service',
    permissions: ['menus.manage'],
    menuId: 'menus',
  },
  {
    id: 'orders',
    path: 'orders',
    icon: 'pi pi-shopping-bag',
    labelKey: 'nav.sections.orders',
    group: 'service',
    // The live boards and their waiter calls are reached from the orders section.
    permissions: ['orders.view', 'orders.manage', 'waiter-calls.manage'],
    menuId: 'orders',
  },
  {
    id: 'tables',
    path: 'tables',
    icon: 'pi pi-table',
    labelKey: 'nav.sections.tables',
    group: 'service',
    permissions: ['tables.manage'],
    menuId: 'tables',
  },
  {
    id: 'payments',
    path: 'payments',
    icon: 'pi pi-credit-card',
    labelKey: 'nav.sections.payments',
    group: 'service',
    permissions: ['payments.manage'],
    menuId: 'payments',
  },
  {
    id: 'bonus-program',
    path: 'bonus-program',
    icon: 'pi pi-gift',
    labelKey: 'nav.sections.bonusProgram',
    group: 'service',
    permissions: ['payments.manage'],
    menuId: 'bonus-program',
  },
  {
    id: 'surveys',
    path: 'surveys',
    icon: 'pi pi-list-check',
    labelKey: 'nav.sections.surveys',
    group: 'feedback',
    permissions: ['surveys.manage'],
    menuId: 'surveys',
  },
  {
    id: 'enps',
    path: 'e-nps',
    icon: 'pi pi-users',
    labelKey: 'nav.sections.enps',
    group: 'feedback',
    permissions: ['enps.manage'],
    menuId: 'enps',
  },
  {
    id: 'quizzes',
    path: 'quizzes',
    icon: 'pi pi-question-circle',
    labelKey: 'nav.sections.quizzes',
    group: 'feedback',
    permissions: ['quizzes.manage'],
    menuId: 'quizzes',
  },
  {
    id: 'metrics',
    path: 'metrics',
    icon: 'pi pi-star',
    labelKey: 'nav.sections.metrics',
    group: 'feedback',
    permissions: ['metrics.manage'],
    menuId: 'metrics',
  },
  {
    id: 'reviews',
    path: 'reviews',
    icon: 'pi pi-comments',
    labelKey: 'nav.sections.reviews',
    group: 'feedback',
    permissions: ['reviews.manage'],
    menuId: 'reviews',
  },
  {
    id: 'qr-pages',
    path: 'qr-pages',
    icon: 'pi pi-qrcode',
    labelKey: 'nav.sections.qrPages',
    group: 'feedback',
    permissions: ['qr-info.manage'],
    menuId: 'qr-pages',
  },
  {
    id: 'statistics',
    path: 'statistics',
    icon: 'pi pi-chart-bar',
    labelKey: 'nav.sections.statistics',
    group: 'feedback',
    permissions: ['statistics.view'],
    menuId: 'statistics',
  },
  {
    id: 'company',
    path: 'company',
    icon: 'pi pi-building',
    labelKey: 'nav.sections.company',
    group: 'company',
    menuId: 'company',
  },
  {
    id: 'locations',
    path: 'locations',
    icon: 'pi pi-map-marker',
    labelKey: 'nav.sections.locations',
    group: 'company',
    permissions: ['locations.manage'],
    menuId: 'locations',
  },
  {
    id: 'users',
    path: 'users',
    icon: 'pi pi-user-plus',
    labelKey: 'nav.sections.users',
    group: 'company',
    permissions: ['users.manage'],
    menuId: 'users',
  },
  {
    id: 'roles',
    path: 'roles',
    icon: 'pi pi-shield',
    labelKey: 'nav.sections.roles',
    group: 'company',
    permissions: ['roles.manage'],
    menuId: 'roles',
  },
  {
    id: 'privacy-policies',
    path: 'privacy-policies',
    icon: 'pi pi-shield',
    labelKey: 'nav.sections.privacyPolicies',
    group: 'company',
    permissions: ['content.manage'],
    menuId: 'content',
  },
  {
    id: 'short-routes',
    path: 'short-routes',
    icon: 'pi pi-link',
    labelKey: 'nav.sections.shortRoutes',
    group: 'company',
    permissions: ['content.manage'],
    menuId: 'content',
  },
  {
    id: 'translations',
    path: 'translations',
    icon: 'pi pi-language',
    labelKey: 'translations:section',
    group: 'company',
    permissions: ['translations.manage'],
    menuId: 'content',
  },
  {
    id: 'integrations',
    path: 'integrations',
    icon: 'pi pi-link',
    labelKey: 'nav.sections.integrations',
    group: 'company',
    permissions: ['integrations.manage'],
    menuId: 'integrations',
  },
  {
    id: 'media',
    path: 'media',
    icon: 'pi pi-images',
    labelKey: 'media:section',
    group: 'company',
    permissions: ['media.manage'],
    menuId: 'media',
  },
  {
    id: 'notifications',
    path: 'notifications',
    icon: 'pi pi-bell',
    labelKey: 'nav.sections.notifications',
    // Each member's own choice of what they are told of, beside their profile.
    group: 'account',
    permissions: ['notifications.manage'],
    menuId: 'notifications',
  },
  {
    id: 'profile',
    path: 'profile',
    icon: 'pi pi-user',
    labelKey: 'nav.sections.profile',
    group: 'account',
    menuId: 'profile',
  },
];

/** Whether the user holds any of the section's permissions (a section without any is open to all). */
export function canSee(section: Pick<ConsoleSection, 'permissions'>, user: PermissionHolder): boolean {
  return !section.permissions?.length || can(user, section.permissions);
}

/** The sections the navigation shows: built, and allowed by the user's permissions. */
export function visibleSections(
  user: PermissionHolder,
  sections: readonly ConsoleSection[] = CONSOLE_SECTIONS,
): ConsoleSection[] {
  return sections.filter((section) => isSectionBuilt(section.menuId) && canSee(section, user));
}
