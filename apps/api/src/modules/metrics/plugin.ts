import fp from 'fastify-plugin';
import { MetricSnapshots } from './public-snapshots';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's metric snapshots (the rating pages) and the change feed that keeps them fresh. */
    metricSnapshots: MetricSnapshots;
  }
}

/**
 * What the metrics module adds to the whole app (registered before the routes): one
 * `MetricSnapshots` per app, listening from boot until the app closes.
 */
export const metricsPlugin = fp(async (app) => {
  const snapshots = new MetricSnapshots(app.db, app.database);
  app.decorate('metricSnapshots', snapshots);
  await snapshots.start();
  app.addHook('onClose', () => snapshots.stop());
});
