import type { TPermission } from '@guestloop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useLocationList } from '@/entities/locations';
import { useMenuList } from '@/entities/menus';
import { useMetricList } from '@/entities/metrics';
import { paymentSettingsQuery } from '@/entities/payment-settings';
import { can, type PermissionHolder } from '@/entities/permissions';
import { tableGroupsQuery } from '@/entities/table-groups';
import { pendingInvitesQuery, teamSizeQuery } from '@/entities/users';

export type GoLiveId = 'menu' | 'tables' | 'payments' | 'team' | 'metric';

/** `testOnly`: payments are on, but only the pretend provider that charges nothing. */
export type GoLiveState = 'done' | 'todo' | 'testOnly' | 'checking';

export interface GoLiveStep {
  id: GoLiveId;
  state: GoLiveState;
  /** Where the step is done. */
  path: string;
}

/**
 * What a venue needs before guests can order, pay and rate, with the permissions that do and
 * check each (all of them: a menu's payment providers are found through the menu list).
 */
export const GO_LIVE: readonly { id: GoLiveId; needs: readonly TPermission[]; path: string }[] = [
  { id: 'menu', needs: ['menus.manage'], path: '/user/app/menus' },
  { id: 'tables', needs: ['tables.manage'], path: '/user/app/tables' },
  { id: 'payments', needs: ['payments.manage', 'menus.manage'], path: '/user/app/payments' },
  { id: 'team', needs: ['users.manage'], path: '/user/app/users' },
  { id: 'metric', needs: ['metrics.manage'], path: '/user/app/metrics' },
];

/** More locations than this are not all asked for their tables: one with tables is enough. */
const MAX_LOCATIONS = 20;

const stateOf = (answered: boolean, done: boolean): GoLiveState =>
  done ? 'done' : answered ? 'todo' : 'checking';

/**
 * The go-live steps the user may do, each ticked from the company's data: a published menu with
 * items, a table, a real payment provider switched on, a second member or an invitation, an
 * active rating metric. A step whose data cannot be read stays unticked.
 */
export function useGoLive(user: PermissionHolder): GoLiveStep[] {
  const allowed = (permission: TPermission) => can(user, permission);
  const menus = useMenuList({ enabled: allowed('menus.manage') });
  const locations = useLocationList({ enabled: allowed('tables.manage') });
  const metrics = useMetricList({ enabled: allowed('metrics.manage') });
  const members = useQuery({ ...teamSizeQuery, enabled: allowed('users.manage') });
  const invites = useQuery({ ...pendingInvitesQuery, enabled: allowed('users.manage') });
  const tableGroups = useQueries({
    queries: (allowed('tables.manage') ? (locations.data?.items ?? []) : [])
      .slice(0, MAX_LOCATIONS)
      .map((location) => tableGroupsQuery(location.id)),
  });
  const providers = useQueries({
    queries: (allowed('payments.manage') ? (menus.data?.items ?? []) : []).map((menu) =>
      paymentSettingsQuery(menu.slug),
    ),
  });

  const menuList = menus.data?.items;
  const settled = <T>(queries: { data?: T; isError: boolean }[]) => queries.every((q) => q.data || q.isError);
  const enabledProviders = providers.flatMap((q) => q.data?.items ?? []).filter((p) => p.enabled);
  const paymentsState = (): GoLiveState => {
    if (enabledProviders.some((p) => p.provider !== 'test')) return 'done';
    if (!menuList || !settled(providers)) return menus.isError ? 'todo' : 'checking';
    return enabledProviders.length ? 'testOnly' : 'todo';
  };

  const states: Record<GoLiveId, GoLiveState> = {
    menu: stateOf(
      menus.data !== undefined || menus.isError,
      Boolean(menuList?.some((menu) => menu.isActive && menu.itemsCount > 0)),
    ),
    tables: stateOf(
      (locations.data !== undefined && settled(tableGroups)) || locations.isError,
      tableGroups.some((q) => q.data?.groups.some((group) => group.tables.length > 0)),
    ),
    payments: paymentsState(),
    team: stateOf(
      (members.data !== undefined || members.isError) && (invites.data !== undefined || invites.isError),
      (members.data?.total ?? 0) > 1 || (invites.data?.items.length ?? 0) > 0,
    ),
    metric: stateOf(
      metrics.data !== undefined || metrics.isError,
      Boolean(metrics.data?.items.some((metric) => metric.isActive)),
    ),
  };
  return GO_LIVE.filter((step) => step.needs.every(allowed)).map((step) => ({
    id: step.id,
    path: step.path,
    state: states[step.id],
  }));
}
