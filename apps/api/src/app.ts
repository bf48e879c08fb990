import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { createDatabase, type Database, type Db } from './db/client';
import { apiModules } from './modules';
import { DomainEvents } from './modules/events';
import { healthRoutes } from './modules/health';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './modules/jobs';
import { menusPlugin } from './modules/menus';
import { metricsPlugin } from './modules/metrics';
import { qrInfoPlugin } from './modules/qr-info';
import { surveysPlugin } from './modules/surveys';
import { accessPlugin } from './plugins/access';
import { errorsPlugin, sendFrameworkError } from './plugins/errors';
import { FastPath, fastPathServerFactory } from './plugins/fast-path';
import { languagePlugin } from './plugins/language';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { requestIdOf } from './plugins/request-id';
import { loggingOptions } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { createSerializerCompiler } from './plugins/serializer';
import { spaPagesPlugin, spaPlugin } from './plugins/spa';
import { createProviders, type Providers } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    providers: Providers;
    /** Background jobs: modules register their handlers here (see modules/jobs). */
    jobs: JobRunner;
    /** What happened, for the modules that react to it (see modules/events). */
    events: DomainEvents;
    /** Hot public GETs answered before Fastify's request machinery (see plugins/fast-path/). */
    fastPath: FastPath;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; when absent one is opened from the settings. */
  database?: Database;
  /** Replace outside services (tests). */
  providers?: Partial<Providers>;
  /** Serve the built web app (on by default). */
  serveWeb?: boolean;
  /** Sees every route as it is added (tests build the route table from it). */
  onRoute?: onRouteHookHandler;
  /** Background job runner settings (tests poll fast or run jobs by hand). */
  jobs?: JobRunnerOptions;
}

/** Builds the whole product as one Fastify instance; server.ts only listens, tests use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const fastPath = new FastPath({
    trustProxy: config.TRUST_PROXY,
    cors: Boolean(config.CORS_ORIGINS?.trim()),
  });
  const app = Fastify({
    ...loggingOptions(config.LOG_LEVEL),
    serverFactory: fastPathServerFactory(fastPath),
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ strict: config.NODE_ENV !== 'production' }));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  const database =
    options.database ??
    (await createDatabase({
      url: config.DATABASE_URL,
      dataDir: `${config.DATA_DIR}/db`,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('providers', { ...createProviders(config), ...options.providers });
  app.decorate('fastPath', fastPath);
  app.decorate(
    'events',
    new DomainEvents((err, event) => app.log.error({ err, event }, 'a subscriber of a domain event failed')),
  );
  app.addHook('onReady', async () => fastPath.open(app.log));
  app.addHook('preClose', async () => fastPath.close());
  const jobs = createJobRunner(database, app.log, options.jobs);
  app.decorate('jobs', jobs);
  if (jobs.autoStart) app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  if (!options.database) app.addHook('onClose', () => database.close());

  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  await app.register(securityPlugin);
  await app.register(accessPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(spaPagesPlugin);
  await app.register(menusPlugin);
  await app.register(metricsPlugin);
  await app.register(surveysPlugin);
  await app.register(qrInfoPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      for (const module of apiModules) await api.register(module);
    },
    { prefix: '/api/v1' },
  );

  if (options.serveWeb !== false) await app.register(spaPlugin);
  else app.setNotFoundHandler((await import('./plugins/errors')).sendRouteNotFound);

  return app;
}
