import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { participantRoutes } from './quiz-results.routes';
import { kindResultsRoutes } from './results.routes';

/**
 * The staff side of answers: results, exports, participants, progress and deletions of surveys,
 * e-NPS surveys and quizzes. Registered by the answers module's plugin.
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(kindResultsRoutes);
  await app.register(participantRoutes);
};
