// `npm test`: typecheck, lint, unit + API integration tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set) and the browser suite. Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { apiDatabaseTestFiles } from './api-db-tests.mjs';

/** Each workspace's typecheck, the slowest first, and the linter. */
const SLOWEST = ['apps/web', 'apps/api'];
const typechecked = JSON.parse(fs.readFileSync('package.json', 'utf8')).workspaces.filter(
  (w) => JSON.parse(fs.readFileSync(`${w}/package.json`, 'utf8')).scripts?.typecheck,
);
const checks = [
  ...[
    ...SLOWEST.filter((w) => typechecked.includes(w)),
    ...typechecked.filter((w) => !SLOWEST.includes(w)),
  ].map((w) => [`typecheck ${w}`, 'npm', ['run', 'typecheck', '-w', w]]),
  ['lint', 'npx', ['biome', 'check', '.']],
];

const steps = [
  // Two at a time on the two-core CI machine (the native compiler also checks files in parallel).
  ['typecheck and lint', checks],
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

/** Runs the commands two at a time; each one's output is printed whole when it ends. */
async function twoAtATime(commands) {
  const queue = [...commands];
  let failed = 0;
  const run = ([name, cmd, args]) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (status) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(Buffer.concat(output));
        console.log(`${status === 0 ? '  ✔' : '  ✖'} ${name} (${seconds}s)`);
        if (status !== 0) failed = status ?? 1;
        resolve();
      });
    });
  const lane = async () => {
    while (queue.length > 0) await run(queue.shift());
  };
  await Promise.all([lane(), lane()]);
  return failed;
}

for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const status = Array.isArray(cmd)
    ? await twoAtATime(cmd)
    : spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
