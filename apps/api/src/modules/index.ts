import type { FastifyPluginAsync } from 'fastify';
import { uploadsRoutes } from '../providers/storage/uploads.routes';
import { authRoutes } from './auth/auth.routes';
import { i18nRoutes } from './i18n/i18n.routes';
import { logsRoutes } from './logs/logs.routes';
import { profileRoutes } from './profile/profile.routes';
import { systemRoutes } from './system/system.routes';

/**
 * Every domain module's routes, registered under /api/v1. A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [
  authRoutes,
  systemRoutes,
  profileRoutes,
  i18nRoutes,
  logsRoutes,
  uploadsRoutes,
];
