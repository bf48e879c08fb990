// `npm test`: typecheck, lint, unit + API integration tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set) and the browser suite. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { apiDatabaseTestFiles } from './api-db-tests.mjs';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['unit and integration tests (embedded PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  const files = apiDatabaseTestFiles(process.cwd());
  steps.push([
    'API integration tests (PostgreSQL)',
    'npx',
    ['vitest', 'run', '--project', 'api', ...files],
    {},
  ]);
}
if (process.env.SKIP_E2E === '1' && process.env.E2E_REQUIRED === '1') {
  console.error('✖ SKIP_E2E=1 is not allowed here: E2E_REQUIRED=1 (CI) needs the browser suite');
  process.exit(1);
}
if (process.env.SKIP_E2E !== '1') steps.push(['browser suite', 'npm', ['run', 'test:e2e']]);

for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
