import type { FastifyPluginAsync } from 'fastify';
import { uploadsRoutes } from '../providers/storage/uploads.routes';
import { analysisRoutes, assistantRoutes } from './ai';
import { answersRoutes } from './answers';
import { authRoutes } from './auth';
import { bonusesRoutes } from './bonuses';
import { collectorsRoutes } from './collectors';
import { contentRoutes } from './content';
import { customersRoutes } from './customers';
import { filesRoutes } from './files';
import { i18nRoutes } from './i18n';
import { integrationsRoutes } from './integrations';
import { invitesRoutes } from './invites';
import { liveRoutes } from './live';
import { logsRoutes } from './logs';
import { mailJobs } from './mail';
import { menusRoutes } from './menus';
import { metricsRoutes } from './metrics';
import { notificationsRoutes } from './notifications';
import { customerOrdersRoutes, orderBonusRoutes, ordersRoutes } from './orders';
import { paymentsRoutes } from './payments';
import { profileRoutes } from './profile';
import { qrInfoRoutes } from './qr-info';
import { ratingsRoutes } from './ratings';
import { rolesRoutes } from './roles';
import { shareMethodsRoutes } from './share-methods';
import { statsRoutes } from './stats';
import { structureRoutes } from './structure';
import { superAdminRoutes } from './super-admin';
import { surveysRoutes } from './surveys';
import { syrveRoutes } from './syrve';
import { systemRoutes } from './system';
import { tablesRoutes } from './tables';
import { telegramRoutes } from './telegram';
import { translationsRoutes } from './translations';
import { usersRoutes } from './users';
import { waiterCallsRoutes } from './waiter-calls';

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
  integrationsRoutes,
  collectorsRoutes,
  superAdminRoutes,
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
  syrveRoutes,
  liveRoutes,
  waiterCallsRoutes,
  paymentsRoutes,
  bonusesRoutes,
  orderBonusRoutes,
  notificationsRoutes,
  shareMethodsRoutes,
  ratingsRoutes,
  metricsRoutes,
  answersRoutes,
  surveysRoutes,
  qrInfoRoutes,
  analysisRoutes,
  assistantRoutes,
  translationsRoutes,
  telegramRoutes,
];
