import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './db/seed/demo';
import { createStorageProvider } from './providers/storage';

async function main() {
  const config = loadConfig();
  const database = await createDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/db`,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await runMigrations(database);
  if (config.SEED_DEMO) await seedDemo(database.db, { storage: createStorageProvider(config) });

  const app = await buildApp({ config, database });
  app.addHook('onClose', () => database.close());

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const base = config.PUBLIC_URL;
  const lines = [
    '',
    `Guestloop is running at ${base} (port ${config.PORT})`,
    `  Database: ${database.driver === 'pg' ? 'PostgreSQL' : `embedded, in ${config.DATA_DIR}/db`}`,
    `  Staff console: ${base}/user/app/`,
    `  API reference: ${base}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push(
      '  Demo sign-in:',
      ...Object.entries(DEMO_USERS).map(
        ([role, email]) => `    ${role.padEnd(13)} ${email} / ${DEMO_PASSWORD}`,
      ),
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Guestloop could not start:', error);
  }
  process.exit(1);
});
