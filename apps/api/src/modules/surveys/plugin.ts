import fp from 'fastify-plugin';
import { GuestSurveys } from './guest-surveys';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's surveys as guests read them, and the change feed that keeps them fresh. */
    guestSurveys: GuestSurveys;
  }
}

/**
 * What the surveys module adds to the whole app (registered before the routes): one
 * `GuestSurveys` per app, listening from boot until the app closes.
 */
export const surveysPlugin = fp(async (app) => {
  const surveys = new GuestSurveys(app.db, app.database);
  app.decorate('guestSurveys', surveys);
  await surveys.start();
  app.addHook('onClose', () => surveys.stop());
});
