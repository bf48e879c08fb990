import type { FastifyPluginAsync } from 'fastify';
import { uploadsRoutes } from '../providers/storage/uploads.routes';
import { authRoutes } from './auth/auth.routes';
import { bonusesRoutes } from './bonuses';
import { contentRoutes } from './content/content.routes';
import { customersRoutes } from './customers';
import { filesRoutes } from './files/files.routes';
import { i18nRoutes } from './i18n/i18n.routes';
import { invitesRoutes } from './invites/invites.routes';
import { liveRoutes } from './live/live.routes';
import { logsRoutes } from './logs/logs.routes';
import { mailJobs } from './mail';
import { menusRoutes } from './menus';
import { customerOrdersRoutes, orderBonusRoutes, ordersRoutes } from './orders';
import { paymentsRoutes } from './payments/payments.routes';
import { profileRoutes } from './profile/profile.routes';
import { rolesRoutes } from './roles/roles.routes';
import { statsRoutes } from './stats/stats.routes';
import { structureRoutes } from './structure/structure.routes';
import { systemRoutes } from './system/system.routes';
import { tablesRoutes } from './tables/tables.routes';
import { usersRoutes } from './users/users.routes';
import { waiterCallsRoutes } from './waiter-calls/waiter-calls.routes';

/**
 * Every domain module's routes, registered under /api/v1. A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  mailJobs,
  authRoutes,
  systemRoutes,
  profileRoutes,
  i18nRoutes,
  logsRoutes,
  structureRoutes,
  filesRoutes,
  rolesRoutes,
  usersRoutes,
  invitesRoutes,
  menusRoutes,
  uploadsRoutes,
  tablesRoutes,
  contentRoutes,
  statsRoutes,
  customersRoutes,
  ordersRoutes,
  customerOrdersRoutes,
  liveRoutes,
  waiterCallsRoutes,
  paymentsRoutes,
  bonusesRoutes,
  orderBonusRoutes,
];
