import type { FastifyPluginAsync } from 'fastify';

/**
 * Every domain module's routes, registered under /api/v1. A new module adds one line here.
 */
export const apiModules: FastifyPluginAsync[] = [];
