/** The super-admin module (organisation tier): the whole product's companies, users, roles, site contents and take-overs. */
import type { FastifyPluginAsync } from 'fastify';
import { superAdminDirectoryRoutes } from './super-admin.routes';
import { superAdminTakeoverContentRoutes } from './takeover-content.routes';

export const superAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(superAdminDirectoryRoutes);
  await app.register(superAdminTakeoverContentRoutes);
};
